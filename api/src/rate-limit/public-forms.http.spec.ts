// The public forms keep data and send mail for anyone who asks, so each is limited per client, and
// enquiries also per recipient address; the client is the socket's address unless TRUST_PROXY
// names the proxies whose X-Forwarded-For is believed.
import { type ApiTestApp, startApiTestApp } from '../../../tests/support/api-test-app';
import { Clock } from '../kernel/clock';
import { ALL_COMPARE_FIXTURES, HILTON, SAVOY } from '../../../tests/support/venue-fixtures';

const brief = (email = 'sam@company.co.uk') => ({ user_email: email, items: [{ venue_id: SAVOY.id }] });
const enquiry = (email: string) => ({
  source: 'v2_brief_submission',
  payload: { email, venues: [SAVOY.id, HILTON.id], notes: '' },
});

describe('Limits on the public forms', () => {
  describe('with no proxy trusted (the default)', () => {
    let api: ApiTestApp;
    beforeAll(async () => {
      api = await startApiTestApp({
        venues: ALL_COMPARE_FIXTURES,
        env: { BRIEF_RATE_LIMIT: '2', VENUE_PACK_RATE_LIMIT: '1', ENQUIRY_RATE_LIMIT: '100' },
      });
    });
    afterAll(() => api?.close());

    it('refuses a client’s third brief within the hour with a 429 that says when to try again', async () => {
      await api.http().post('/api/v2/briefs').set('X-Forwarded-For', '203.0.113.1').send(brief()).expect(201);
      await api.http().post('/api/v2/briefs').set('X-Forwarded-For', '203.0.113.2').send(brief()).expect(201);
      // A new X-Forwarded-For per request is no new client: nothing in front of the api is trusted.
      const third = await api.http().post('/api/v2/briefs').set('X-Forwarded-For', '203.0.113.3').send(brief());
      expect(third.status).toBe(429);
      expect(third.body.message).toMatch(/^You have sent too many briefs in a short time\. Please wait \d+ minutes?/);
      expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);
    });

    it('takes the client’s briefs again once the hour has passed on the api’s clock', async () => {
      const anHourOn = new Date(Date.now() + 61 * 60_000);
      const clock = jest.spyOn(api.app.get(Clock), 'now').mockImplementation(() => anHourOn);
      try {
        await api.http().post('/api/v2/briefs').send(brief()).expect(201);
      } finally {
        clock.mockRestore();
      }
    });

    it('limits venue packs per client, counting refused requests too', async () => {
      await api.http().post('/api/v2/venue-pack').send({}).expect(400);
      expect(
        (
          await api
            .http()
            .post('/api/v2/venue-pack')
            .send({ venue_ids: [SAVOY.id] })
        ).status,
      ).toBe(429);
    });
  });

  describe('behind a trusted proxy (TRUST_PROXY=loopback)', () => {
    let api: ApiTestApp;
    beforeAll(async () => {
      api = await startApiTestApp({
        venues: ALL_COMPARE_FIXTURES,
        env: { TRUST_PROXY: 'loopback', BRIEF_RATE_LIMIT: '1', ENQUIRY_RECIPIENT_DAILY_LIMIT: '2' },
      });
    });
    afterAll(() => api?.close());

    const from = (forwardedFor: string) => api.http().post('/api/v2/briefs').set('X-Forwarded-For', forwardedFor);

    it('counts each client by the right-most address the proxy did not add', async () => {
      await from('198.51.100.7').send(brief()).expect(201);
      await from('198.51.100.8').send(brief()).expect(201);
      // A client cannot pick its own address: what it puts before the proxy's entry is ignored.
      expect((await from('192.0.2.99, 198.51.100.7').send(brief())).status).toBe(429);
    });

    it('bounds whatever the proxy passes on that is no address', async () => {
      const junk = 'x'.repeat(2700);
      await from(junk).send(brief()).expect(201);
      expect((await from(junk).send(brief())).status).toBe(429);
    });

    it('mails one address only so many confirmations a day, whichever clients ask', async () => {
      const send = (client: string) =>
        api.http().post('/api/v2/enquiries').set('X-Forwarded-For', client).send(enquiry('target@victim.example'));
      await send('198.51.100.20').expect(201);
      await send('198.51.100.21').expect(201);
      const third = await send('198.51.100.22');
      expect(third.status).toBe(429);
      expect(third.body.message).toMatch(/too many enquiries for this e-mail address/);
      const [{ n }] = await api.dataSource.query(
        "SELECT count(*)::int AS n FROM mail_messages WHERE recipient = 'target@victim.example'",
      );
      expect(n).toBe(2);
    });

    it('counts plus tags and Gmail’s dots as the one mailbox they reach, keeping each address as written', async () => {
      const send = (email: string, client: string) =>
        api.http().post('/api/v2/enquiries').set('X-Forwarded-For', client).send(enquiry(email));
      await send('victim+1@company.co.uk', '198.51.100.30').expect(201);
      await send('victim+2@company.co.uk', '198.51.100.31').expect(201);
      expect((await send('victim+3@company.co.uk', '198.51.100.32')).status).toBe(429);
      await send('rival.victim+1@gmail.com', '198.51.100.33').expect(201);
      await send('RivalVictim@googlemail.com', '198.51.100.34').expect(201);
      expect((await send('r.i.v.a.l.victim+9@gmail.com', '198.51.100.35')).status).toBe(429);
      // Stored and mailed exactly as written: the key is only the limit's.
      const recipients: { recipient: string }[] = await api.dataSource.query(
        "SELECT DISTINCT recipient FROM mail_messages WHERE recipient ILIKE '%victim%@%' AND recipient <> 'target@victim.example' ORDER BY recipient",
      );
      expect(recipients.map((r) => r.recipient)).toEqual([
        'RivalVictim@googlemail.com',
        'rival.victim+1@gmail.com',
        'victim+1@company.co.uk',
        'victim+2@company.co.uk',
      ]);
    });
  });
});
