import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import {
  ALL_COMPARE_FIXTURES,
  COMPARED_VENUES,
  CORN_EXCHANGE,
  DRAFT_HALL,
  HILTON,
  SAVOY,
  SHOREDITCH,
} from '../../../tests/support/venue-fixtures';
import { type ApiTestApp, startApiTestApp } from '../../../tests/support/api-test-app';
import { createApp } from '../app';
import { SUGGESTED_QUESTIONS } from './suggested-questions';

/** What the built-in answerer must say first to each suggested question about the four fixtures. */
const SUGGESTED_ANSWERS: Record<(typeof SUGGESTED_QUESTIONS)[number], string> = {
  'Which venue has the largest theatre capacity?':
    'Leeds Corn Exchange Hall has the largest theatre capacity: 1,000 people.',
  'Which venue is the cheapest per day?': 'Shoreditch Studio is the cheapest per day, at £600.',
  'Which venues are wheelchair accessible?':
    'Wheelchair accessible: The Savoy Ballroom, Hilton Manchester Deansgate and Leeds Corn Exchange Hall. ' +
    'Not listed for Shoreditch Studio.',
  'Which venue is closest to a train station?':
    'Hilton Manchester Deansgate is closest to a train station: Deansgate (National Rail), 0.1 km, about a 3 min walk.',
  'Which venue suits 80 people for a cabaret dinner?':
    'Hilton Manchester Deansgate suits 80 people in a cabaret layout best: it holds up to 250',
  'Which venues offer on-site catering?':
    'On-site catering: The Savoy Ballroom, Hilton Manchester Deansgate and Leeds Corn Exchange Hall. ' +
    'Not listed for Shoreditch Studio.',
  'What AV equipment does each venue have?': 'AV equipment each venue lists:',
  'Which venue has the best guest rating?':
    'The Savoy Ballroom has the best guest rating: 4.8 out of 5 from 312 reviews.',
};

/** The built-in answerer (no OpenAI key), on these venues. */
function startApi(env: Record<string, string>, venues = ALL_COMPARE_FIXTURES) {
  return startApiTestApp({ venues, env: { OPENAI_API_KEY: undefined, ...env } });
}

describe('POST /api/compare/ai-chat, answered from the venues’ facts (no OPENAI_API_KEY)', () => {
  let api: ApiTestApp;
  let app: NestExpressApplication;
  const ids = COMPARED_VENUES.map((v) => v.id);

  beforeAll(async () => {
    api = await startApi({ AI_CHAT_RATE_LIMIT: '1000' });
    ({ app } = api);
  });

  afterAll(async () => {
    await api?.close();
  });

  const ask = (body: object, status = 200) =>
    request(app.getHttpServer()).post('/api/compare/ai-chat').send(body).expect(status);

  it.each(SUGGESTED_QUESTIONS.map((q) => [q]))('answers the suggested question “%s”', async (question) => {
    const { body } = await ask({ question, venue_ids: ids });
    expect(Object.keys(body)).toEqual(['answer']);
    expect(body.answer.startsWith(SUGGESTED_ANSWERS[question])).toBe(true);
  });

  it('lists every venue’s equipment, the client’s list order kept', async () => {
    const { body } = await ask({ question: 'What AV equipment does each venue have?', venue_ids: ids });
    expect(body.answer.split('\n').slice(1)).toEqual([
      '- The Savoy Ballroom: projector, microphones, PA system, Stage lighting',
      '- Shoreditch Studio: screens, whiteboard, video conferencing',
      '- Hilton Manchester Deansgate: projector, screens, microphones, speakers',
      '- Leeds Corn Exchange Hall: staging, lighting control, microphones',
    ]);
  });

  it('gives prices per hour and per person in GBP, saying which venues list none', async () => {
    const { body } = await ask({ question: 'What does each venue cost per hour?', venue_ids: ids });
    expect(body.answer).toContain('- Shoreditch Studio: £90 per hour');
    expect(body.answer).toContain('- The Savoy Ballroom: £1,500 per hour');
    expect(body.answer).toContain(
      '- Hilton Manchester Deansgate: no hour rate listed (£4,500 per day, £65 per person)',
    );
    const perPerson = await ask({ question: 'Cheapest per person?', venue_ids: ids });
    expect(perPerson.body.answer).toMatch(/^Shoreditch Studio is the cheapest per person, at £45\./);
  });

  it('measures from a postcode in the question, and between the venues', async () => {
    const fromPostcode = await ask({ question: 'Which venue is closest to EC2A 3BP?', venue_ids: ids });
    expect(fromPostcode.body.answer).toMatch(
      /^Shoreditch Studio is closest to EC2A 3BP: 0\.\d km in a straight line\./,
    );
    const between = await ask({ question: 'How far apart are the venues?', venue_ids: [SAVOY.id, SHOREDITCH.id] });
    expect(between.body.answer).toContain('- The Savoy Ballroom to Shoreditch Studio: 3.3 km');
  });

  it('says where each venue is: address, city, postcode and nearest station', async () => {
    const { body } = await ask({ question: 'Where are they located?', venue_ids: [SAVOY.id, CORN_EXCHANGE.id] });
    expect(body.answer).toContain('- The Savoy Ballroom: Strand, London, WC2R 0EZ; nearest station Embankment');
    expect(body.answer).toContain(
      '- Leeds Corn Exchange Hall: Call Lane, Leeds, LS1 7BR; nearest station Leeds station',
    );
  });

  it('names venues too small or without the layout when sizing a group', async () => {
    const { body } = await ask({ question: 'Can 400 guests have a banquet?', venue_ids: ids });
    expect(body.answer).toContain('None of these venues lists room for 400 people in a banquet layout.');
    expect(body.answer).toContain('- The Savoy Ballroom: up to 350 in a banquet layout — too small');
    expect(body.answer).toContain(
      '- Leeds Corn Exchange Hall: no banquet capacity listed (holds up to 1,200 in total)',
    );
  });

  it('says plainly what it cannot answer', async () => {
    const dogs = await ask({ question: 'Can I bring my dog?', venue_ids: ids });
    expect(dogs.body.answer).toMatch(/^I can't answer that from the facts these venues list\./);
    const dates = await ask({ question: 'Is the Savoy available on 12 June?', venue_ids: ids });
    expect(dates.body.answer).toMatch(/^I can’t check dates/);
  });

  it('takes the spec’s venues[] form, using only each venue’s id, never the client’s facts', async () => {
    const venues = [
      { id: SAVOY.id, name: 'Fake Palace', capacity: 99_999, description: 'Theatre capacity 99,999' },
      { id: HILTON.id, name: 'Hilton', capacity: 1 },
    ];
    const { body } = await ask({ question: 'Which venue has the largest theatre capacity?', venues });
    expect(body.answer).toMatch(/^The Savoy Ballroom has the largest theatre capacity: 500 people\./);
    expect(body.answer).not.toContain('Fake Palace');
  });

  it('offers its eight suggested questions', async () => {
    const { body } = await request(app.getHttpServer()).get('/api/compare/ai-chat/suggested-questions').expect(200);
    expect(body.questions).toEqual([...SUGGESTED_QUESTIONS]);
    expect(body.questions).toHaveLength(8);
  });

  describe('bad requests get 400s naming the problem', () => {
    const unknown = '00000000-0000-4000-8000-000000000002';
    it.each([
      ['a blank question', { question: '   ', venue_ids: ids }, 'question', 'Please type a question'],
      ['a long question', { question: 'x'.repeat(501), venue_ids: ids }, 'question', 'under 500 characters'],
      ['one venue', { question: 'Cheapest?', venue_ids: [SAVOY.id] }, 'venue_ids', 'Ask about 2 to 5 venues'],
      ['six venues', { question: 'Cheapest?', venue_ids: [...ids, ...ids.slice(0, 2)] }, 'venue_ids', '2 to 5'],
      ['no venues at all', { question: 'Cheapest?' }, 'venue_ids', 'venue_ids must list the 2 to 5 venues'],
      ['venues without ids', { question: 'Cheapest?', venues: [{ name: 'A' }, { name: 'B' }] }, 'venues.0.id', 'id'],
      [
        'an unknown venue',
        { question: 'Cheapest?', venue_ids: [SAVOY.id, unknown] },
        'venue_ids.1',
        `No venue has the id ${unknown}`,
      ],
      [
        'an unpublished venue',
        { question: 'Cheapest?', venues: [{ id: SAVOY.id }, { id: DRAFT_HALL.id }] },
        'venues.1.id',
        'is not published',
      ],
    ])('%s', async (_case, body, field, message) => {
      const response = await ask(body, 400);
      expect(response.body.fields[field]).toContain(message);
    });
  });
});

describe('The AI assistant’s rate limit', () => {
  let api: ApiTestApp;
  let app: NestExpressApplication;

  beforeAll(async () => {
    // Clients behind a proxy on loopback, told apart by X-Forwarded-For.
    api = await startApi({ AI_CHAT_RATE_LIMIT: '3', AI_CHAT_RATE_WINDOW_S: '300', TRUST_PROXY: 'loopback' });
    ({ app } = api);
  });

  afterAll(async () => {
    await api?.close();
  });

  const ask = (target: NestExpressApplication, ip: string) =>
    request(target.getHttpServer())
      .post('/api/compare/ai-chat')
      .set('X-Forwarded-For', ip)
      .send({ question: 'Which venue is the cheapest per day?', venue_ids: [SAVOY.id, HILTON.id] });

  it('allows 3 questions per client per window, then answers 429 with Retry-After, shared by replicas', async () => {
    const replica = await createApp();
    await replica.init();
    try {
      expect((await ask(app, '203.0.113.7')).status).toBe(200);
      expect((await ask(replica, '203.0.113.7')).status).toBe(200);
      expect((await ask(app, '203.0.113.7')).status).toBe(200);
      const refused = await ask(replica, '203.0.113.7');
      expect(refused.status).toBe(429);
      expect(refused.body).toEqual({
        statusCode: 429,
        error: 'Too Many Requests',
        code: 'TOO_MANY_REQUESTS',
        message: 'You have sent too many questions in a short time. Please wait 5 minutes and try again.',
      });
      const retryAfter = Number(refused.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(290);
      expect(retryAfter).toBeLessThanOrEqual(300);
      expect((await ask(app, '198.51.100.20')).status).toBe(200);
    } finally {
      await replica.close();
    }
  });
});
