// Inputs that once gave a 500, each now a 4xx a person can act on: NUL bytes and half surrogate
// pairs anywhere, Object.prototype's names, numbers past any integer, deep JSON, odd shapes, and
// bodies that are not JSON. (The fuzz test beside this one generates thousands more.)
import { type ApiTestApp, startApiTestApp } from '../../../tests/support/api-test-app';
import { HILTON, SAVOY, ALL_COMPARE_FIXTURES } from '../../../tests/support/venue-fixtures';
import { JSON_ONLY, TOO_DEEP, UNSTORABLE_TEXT } from './request-hygiene';

describe('Requests the API cannot store or read are refused with a message, never a 500', () => {
  let api: ApiTestApp;

  beforeAll(async () => {
    api = await startApiTestApp({ venues: ALL_COMPARE_FIXTURES, env: { DEV_MAILBOX: 'on' } });
  });
  afterAll(() => api?.close());

  const post = (path: string, body: string, type = 'application/json') =>
    api.http().post(path).set('Content-Type', type).send(body);

  it.each([
    '/api/v2/venues?q=a%00b',
    '/api/v2/venues?ids=a%00b',
    '/api/v2/venues/a%00b',
    '/api/v2/venues/a%00b/similar',
    '/api/v2/search/suggestions?q=ab%00',
    '/v2/venue/%00',
  ])('GET %s: 400, the character named', async (path) => {
    const { status, body } = await api.http().get(path);
    expect(status).toBe(400);
    expect(body.message).toBe(UNSTORABLE_TEXT);
  });

  it.each([
    ['a NUL in brief notes', { user_email: 'sam@company.co.uk', notes: 'a\u0000b' }],
    ['a lone surrogate in an e-mail', { user_email: '\ud800@company.co.uk' }],
    ['a lone surrogate in notes', { user_email: 'sam@company.co.uk', notes: 'x\udfff' }],
    ['a NUL in a key', { 'user\u0000email': 'sam@company.co.uk' }],
  ])('POST a brief with %s: 400, the character named', async (_, fields) => {
    const brief = { items: [{ venue_id: SAVOY.id }], ...fields };
    const { status, body } = await post('/api/v2/briefs', JSON.stringify(brief));
    expect(status).toBe(400);
    expect(body.message).toBe(UNSTORABLE_TEXT);
  });

  it('refuses JSON nested 10,000 deep', async () => {
    const { status, body } = await post('/api/v2/briefs', '['.repeat(10_000) + ']'.repeat(10_000));
    expect(status).toBe(400);
    expect(body.message).toBe(TOO_DEEP);
  });

  it('accepts only JSON bodies on JSON endpoints: a cross-site form cannot pass for one', async () => {
    for (const type of ['application/x-www-form-urlencoded', 'text/plain', 'multipart/form-data; boundary=x']) {
      const { status, body } = await post('/api/v2/enquiries', 'payload=x', type);
      expect(status).toBe(415);
      expect(body.message).toBe(JSON_ONLY);
    }
  });

  it.each([
    ['capacity.theatre_min', 'capacity.theatre_min must be at most 100,000'],
    ['capacity.cabaret_min', 'capacity.cabaret_min must be at most 100,000'],
    ['capacity.standing_min', 'capacity.standing_min must be at most 100,000'],
    ['bedrooms_total_min', 'bedrooms_total_min must be at most 10,000'],
    ['budget.max', 'budget.max must be at most 10,000,000'],
  ])('refuses %s=99999999999999999999 by name', async (name, message) => {
    const { status, body } = await api.http().get(`/api/v2/venues?${name}=99999999999999999999`);
    expect(status).toBe(400);
    expect(body.fields[name]).toBe(message);
  });

  it('serves a listing page asked for page 99999999999999999999 (the last page the search allows)', async () => {
    await api.http().get('/v2/venues?page=99999999999999999999').expect(200);
  });

  it.each(['constructor', 'toString', 'valueOf', 'hasOwnProperty', '__proto__'])(
    'treats category=%s as no category, in the query and the path',
    async (name) => {
      await api.http().get(`/v2/venues?category=${name}`).expect(200);
      expect((await api.http().get(`/v2/venues/london/${name}`)).status).toBeLessThan(500);
      expect((await api.http().get(`/v2/venues/${name}`)).status).toBeLessThan(500);
    },
  );

  it('reads /dev/mailbox?limit=1.5 as a limit of 1', async () => {
    await api.http().get('/dev/mailbox/messages?limit=1.5').expect(200);
  });

  it('refuses a brief whose items are not objects', async () => {
    const { status, body } = await post('/api/v2/briefs', JSON.stringify({ user_email: 'a@b.co', items: [[]] }));
    expect(status).toBe(400);
    expect(body.fields.items).toBe('each item must name a venue: { "venue_id": "…" }');
  });

  it.each([
    ['venue_ids a string', { venue_ids: 'abc' }, 'venue_ids'],
    ['venue_ids [null]', { venue_ids: [null] }, 'venue_ids'],
    ['venue_ids an injection', { venue_ids: ["x' OR 1=1--", SAVOY.id] }, 'venue_ids'],
    ['venues null and nothing else', { venues: null }, 'venues'],
    ['venues null beside a bad venue_ids', { venues: null, venue_ids: 'abc' }, 'venue_ids'],
    ['venues listed beside a bad venue_ids', { venues: [SAVOY, HILTON], venue_ids: 'abc' }, 'venue_ids'],
  ])('refuses an AI chat with %s, never answering about every venue', async (_, venues, field) => {
    const { status, body } = await post(
      '/api/compare/ai-chat',
      JSON.stringify({ question: 'Which is biggest?', ...venues }),
    );
    expect(status).toBe(400);
    expect(body.fields[field]).toEqual(expect.any(String));
  });
});
