import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import type { DataSource } from 'typeorm';
import { ALL_COMPARE_FIXTURES, DRAFT_HALL, HILTON, SAVOY, SHOREDITCH } from '../../../tests/support/venue-fixtures';
import { type ApiTestApp, UNLIMITED_PUBLIC_FORMS, startApiTestApp } from '../../../tests/support/api-test-app';
import { makeVenue } from '../../../tests/support/venue-factory';

describe('POST /api/v2/briefs', () => {
  let api: ApiTestApp;
  let dataSource: DataSource;
  let app: NestExpressApplication;
  const MANY = Array.from({ length: 51 }, (_, i) => makeVenue({ name: `Brief Venue ${i + 1}` }));

  beforeAll(async () => {
    api = await startApiTestApp({ venues: [...ALL_COMPARE_FIXTURES, ...MANY], env: UNLIMITED_PUBLIC_FORMS });
    ({ app, dataSource } = api);
  });

  afterAll(async () => {
    await api?.close();
  });

  const post = (body: unknown, key?: string) => {
    const call = request(app.getHttpServer()).post('/api/v2/briefs');
    return (key ? call.set('Idempotency-Key', key) : call).send(body as object);
  };
  const brief = (overrides: Record<string, unknown> = {}) => ({
    user_email: 'sam@company.co.uk',
    items: [
      { venue_id: SAVOY.id, notes: 'Need a stage for 300' },
      { venue_id: HILTON.id, notes: '' },
    ],
    notes: 'Awards dinner, March 2027',
    ...overrides,
  });

  it('saves the brief with its items in order and answers its id', async () => {
    const { body } = await post(brief()).expect(201);
    expect(body).toEqual({ id: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    const items = await dataSource.query(
      'SELECT venue_id, position, notes FROM brief_items WHERE brief_id = $1 ORDER BY position',
      [body.id],
    );
    expect(items).toEqual([
      { venue_id: SAVOY.id, position: 1, notes: 'Need a stage for 300' },
      { venue_id: HILTON.id, position: 2, notes: '' },
    ]);
    const [saved] = await dataSource.query('SELECT user_email, notes FROM briefs WHERE id = $1', [body.id]);
    expect(saved).toEqual({ user_email: 'sam@company.co.uk', notes: 'Awards dinner, March 2027' });
  });

  it('returns the first brief for the same Idempotency-Key and body, without saving another', async () => {
    const first = await post(brief(), 'brief-key-1').expect(201);
    const again = await post(brief(), 'brief-key-1').expect(200);
    expect(again.body.id).toBe(first.body.id);
    const [{ n }] = await dataSource.query(
      "SELECT count(*)::int AS n FROM briefs WHERE idempotency_key = 'brief-key-1'",
    );
    expect(n).toBe(1);
  });

  it('accepts the key in the body as idempotency_key too', async () => {
    const first = await post({ ...brief(), idempotency_key: 'brief-key-body' }).expect(201);
    const again = await post(brief(), 'brief-key-body').expect(200);
    expect(again.body.id).toBe(first.body.id);
  });

  it('refuses the same key with a different body with a 409 saying what to do', async () => {
    await post(brief(), 'brief-key-2').expect(201);
    const { body } = await post(brief({ notes: 'Something else' }), 'brief-key-2').expect(409);
    expect(body).toMatchObject({ statusCode: 409, error: 'Conflict', code: 'IDEMPOTENCY_KEY_REUSED' });
    expect(body.message).toMatch(/already used for a different brief/);
  });

  it('refuses a header and a body key that differ', async () => {
    const { body } = await post({ ...brief(), idempotency_key: 'one' }, 'two').expect(400);
    expect(body.fields.idempotency_key).toMatch(/differ/);
  });

  describe('bad payloads get 400s naming the problem', () => {
    it.each([
      ['a missing e-mail', { user_email: undefined }, 'user_email', 'Please enter your email address'],
      ['an empty e-mail', { user_email: '  ' }, 'user_email', 'Please enter your email address'],
      ['a malformed e-mail', { user_email: 'sam@' }, 'user_email', 'Please enter a valid email address'],
      ['no venues', { items: [] }, 'items', 'Please add at least one venue to your brief'],
      ['a venue listed twice', { items: [{ venue_id: SAVOY.id }, { venue_id: SAVOY.id }] }, 'items', 'only once'],
      ['a venue id that is not an id', { items: [{ venue_id: 'savoy' }] }, 'items.0.venue_id', 'must be a venue id'],
      ['notes over 5,000 characters', { notes: 'x'.repeat(5_001) }, 'notes', 'at most 5,000 characters'],
      [
        'a venue note over 2,000 characters',
        { items: [{ venue_id: SAVOY.id, notes: 'x'.repeat(2_001) }] },
        'items.0.notes',
        'at most 2,000 characters',
      ],
    ])('%s', async (_case, overrides, field, message) => {
      const { body } = await post(brief(overrides)).expect(400);
      expect(body).toMatchObject({ statusCode: 400, error: 'Bad Request' });
      expect(body.fields[field]).toContain(message);
      expect(body.message).toContain(message);
    });

    it('51 venues', async () => {
      const { body } = await post(brief({ items: MANY.map((v) => ({ venue_id: v.id })) })).expect(400);
      expect(body.fields.items).toBe('A brief can hold at most 50 venues');
    });

    it('1 MB of notes', async () => {
      const { body } = await post(brief({ notes: 'x'.repeat(1024 * 1024) })).expect(400);
      expect(body.fields.notes).toBe('notes must be at most 5,000 characters');
    });

    it('an unknown venue and an unpublished one, each named by its id', async () => {
      const unknown = '00000000-0000-4000-8000-000000000000';
      const items = [{ venue_id: SHOREDITCH.id }, { venue_id: unknown }, { venue_id: DRAFT_HALL.id }];
      const { body } = await post(brief({ items })).expect(400);
      expect(body.code).toBe('VENUES_UNAVAILABLE');
      expect(body.message).toBe(
        `2 venues cannot be used: no venue has the id ${unknown}; the venue ${DRAFT_HALL.id} is not published.`,
      );
      expect(body.fields).toEqual({
        'items.1.venue_id': `No venue has the id ${unknown}`,
        'items.2.venue_id': `The venue ${DRAFT_HALL.id} is not published`,
      });
    });

    it('a body that is not JSON', async () => {
      const { body } = await request(app.getHttpServer())
        .post('/api/v2/briefs')
        .set('content-type', 'application/json')
        .send('{"user_email":')
        .expect(400);
      expect(body).toMatchObject({ statusCode: 400, error: 'Bad Request' });
    });
  });

  it('answers a body over 2 MB with a 413 saying the limit', async () => {
    const { body } = await post(brief({ notes: 'x'.repeat(3 * 1024 * 1024) })).expect(413);
    expect(body).toEqual({
      statusCode: 413,
      error: 'Payload Too Large',
      message: 'The request body is too large: at most 2 MB is accepted. Shorten the notes and try again.',
    });
  });
});
