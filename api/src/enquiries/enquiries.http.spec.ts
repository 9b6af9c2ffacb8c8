import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import type { DataSource } from 'typeorm';
import { ALL_COMPARE_FIXTURES, DRAFT_HALL, HILTON, SAVOY, SHOREDITCH } from '../../../tests/support/venue-fixtures';
import { type ApiTestApp, UNLIMITED_PUBLIC_FORMS, startApiTestApp } from '../../../tests/support/api-test-app';

describe('POST /api/v2/enquiries', () => {
  let api: ApiTestApp;
  let dataSource: DataSource;
  let app: NestExpressApplication;

  beforeAll(async () => {
    api = await startApiTestApp({
      venues: ALL_COMPARE_FIXTURES,
      env: {
        ...UNLIMITED_PUBLIC_FORMS,
        PUBLIC_URL: 'https://venues.example.com',
        ENQUIRIES_INBOX: 'team@venues.example.com',
      },
    });
    ({ app, dataSource } = api);
  });

  afterAll(async () => {
    await api?.close();
  });

  const http = () => request(app.getHttpServer());
  const saveBrief = async (notes = 'Awards dinner') =>
    (
      await http()
        .post('/api/v2/briefs')
        .send({
          user_email: 'Sam@Company.co.uk',
          items: [
            { venue_id: SAVOY.id, notes: 'Stage for <b>300</b> & a lectern' },
            { venue_id: HILTON.id, notes: '' },
          ],
          notes,
        })
        .expect(201)
    ).body.id as string;
  const enquiry = (briefId: string | undefined, payload: Record<string, unknown> = {}) => ({
    source: 'v2_brief_submission',
    brief_id: briefId,
    payload: { email: 'Sam@Company.co.uk', venues: [SAVOY.id, HILTON.id], notes: 'Awards dinner', ...payload },
  });
  const mailsOf = (enquiryId: string) =>
    dataSource.query(
      `SELECT kind, recipient, reply_to, subject, text_body, html_body
         FROM mail_messages WHERE dedupe_key LIKE $1 ORDER BY kind`,
      [`enquiry:${enquiryId}:%`],
    );

  it('receives the enquiry and queues a confirmation to the planner and a notification to the team', async () => {
    const briefId = await saveBrief();
    const { body } = await http().post('/api/v2/enquiries').send(enquiry(briefId)).expect(201);
    expect(body).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      status: 'received',
      // Nobody owns these two: the Savoy has a listed e-mail (invited to claim it), the Hilton none.
      venues: [
        { venue_id: SAVOY.id, venue_name: 'The Savoy Ballroom', contact: 'invited_to_claim' },
        { venue_id: HILTON.id, venue_name: 'Hilton Manchester Deansgate', contact: 'team' },
      ],
    });

    const [stored] = await dataSource.query(
      'SELECT source, brief_id, email, venue_ids::text[] AS venue_ids, notes, payload FROM enquiries WHERE id = $1',
      [body.id],
    );
    expect(stored).toMatchObject({
      source: 'v2_brief_submission',
      brief_id: briefId,
      venue_ids: [SAVOY.id, HILTON.id],
      notes: 'Awards dinner',
    });

    const [confirmation, notification] = await mailsOf(body.id);
    expect(confirmation).toMatchObject({
      kind: 'enquiry.confirmation',
      recipient: 'Sam@Company.co.uk',
      subject: 'Your brief has been received: 2 venues',
    });
    expect(confirmation.text_body).toContain('1. The Savoy Ballroom, London');
    expect(confirmation.text_body).toContain(`https://venues.example.com/v2/venue/${SAVOY.slug}`);
    expect(confirmation.text_body).toContain('2. Hilton Manchester Deansgate, Manchester');
    // The confirmation goes to any address the form was given: it carries none of the planner's text.
    expect(confirmation.text_body).not.toContain('Stage for');
    expect(confirmation.text_body).not.toContain('Awards dinner');
    expect(confirmation.text_body).toContain('Each venue sees your notes with your enquiry.');
    // It says who answers, and promises nothing the product does not do.
    expect(confirmation.text_body).toContain(
      'Thank you for your brief. We are contacting each of your 2 venues for you.',
    );
    expect(confirmation.text_body).toContain(
      'We are contacting the venue for you: we have e-mailed it your enquiry and invited it to answer.',
    );
    expect(confirmation.text_body).not.toContain('within 24 hours');
    // The planner chose these venues on this site: none is "not on Venue Finder".
    expect(confirmation.text_body).not.toMatch(/not (on|joined) Venue Finder/);
    expect(confirmation.html_body).toContain(
      `<a href="https://venues.example.com/v2/venue/${SAVOY.slug}">The Savoy Ballroom</a>, London`,
    );
    expect(notification).toMatchObject({
      kind: 'enquiry.notification',
      recipient: 'team@venues.example.com',
      reply_to: 'Sam@Company.co.uk',
      subject: 'New enquiry from Sam@Company.co.uk: 2 venues',
    });
    expect(notification.text_body).toContain(`Enquiry: ${body.id}`);
    expect(notification.text_body).toContain(`Brief: ${briefId}`);
    expect(notification.text_body).toContain("Planner's note: Stage for <b>300</b> & a lectern");
    expect(notification.text_body).toContain('Awards dinner');
  });

  it('writes web addresses in the planner’s notes out so that no mail client makes them links', async () => {
    const notes = 'Menu at https://evil.example/win?x=1 or www.evil.example. See evil.example.co.uk/prize';
    const briefId = await saveBrief(notes);
    const { body } = await http().post('/api/v2/enquiries').send(enquiry(briefId, { notes })).expect(201);
    const [, notification] = await mailsOf(body.id);
    for (const part of [notification.text_body, notification.html_body]) {
      expect(part).toContain('https[:]//evil[.]example/win?x=1');
      expect(part).toContain('www[.]evil[.]example');
      expect(part).toContain('evil[.]example[.]co[.]uk/prize');
      expect(part).not.toMatch(/evil\.example/);
    }
  });

  it('writes out addresses on IP hosts and non-ASCII host names too', async () => {
    const notes = 'Pay at http://192.0.2.10/pay, http://[2001:db8::1]/x, https://bänk.example/ or пример.рф';
    const briefId = await saveBrief(notes);
    const { body } = await http().post('/api/v2/enquiries').send(enquiry(briefId, { notes })).expect(201);
    const [, notification] = await mailsOf(body.id);
    for (const part of [notification.text_body, notification.html_body]) {
      expect(part).toContain('http[:]//192[.]0[.]2[.]10/pay');
      expect(part).toContain('http[:]//[2001[:]db8[:][:]1]/x');
      expect(part).toContain('https[:]//bänk[.]example/');
      expect(part).toContain('пример[.]рф');
      expect(part).not.toMatch(/192\.0|2001:db8|bänk\.|пример\./);
    }
  });

  it('sends a brief’s notes only from the address it was saved with', async () => {
    const briefId = await saveBrief('Private plans');
    const stolen = await http()
      .post('/api/v2/enquiries')
      .send(enquiry(briefId, { email: 'victim@elsewhere.example' }));
    expect(stolen.status).toBe(403);
    expect(stolen.body.message).toBe(
      'This brief was saved with another e-mail address. Send the enquiry from the address you gave for the brief.',
    );
    const [{ n }] = await dataSource.query(
      "SELECT count(*)::int AS n FROM mail_messages WHERE recipient = 'victim@elsewhere.example'",
    );
    expect(n).toBe(0);
  });

  it('escapes the planner’s text in the HTML parts', async () => {
    const briefId = await saveBrief('<script>alert(1)</script> "quoted"');
    const { body } = await http()
      .post('/api/v2/enquiries')
      .send(enquiry(briefId, { notes: '<script>alert(1)</script> "quoted"' }))
      .expect(201);
    const [confirmation, notification] = await mailsOf(body.id);
    expect(confirmation.html_body).not.toContain('script');
    expect(notification.html_body).not.toContain('<script>');
    expect(notification.html_body).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &quot;quoted&quot;');
    expect(notification.html_body).toContain('Stage for &lt;b&gt;300&lt;/b&gt; &amp; a lectern');
    expect(notification.text_body).toContain('<script>alert(1)</script> "quoted"');
  });

  it('never creates a second enquiry for the same brief: the same body returns the first one', async () => {
    const briefId = await saveBrief();
    const first = await http().post('/api/v2/enquiries').send(enquiry(briefId)).expect(201);
    const again = await http().post('/api/v2/enquiries').send(enquiry(briefId)).expect(200);
    expect(again.body).toEqual(first.body);
    const [{ enquiries, mails }] = await dataSource.query(
      `SELECT (SELECT count(*)::int FROM enquiries WHERE brief_id = $1) AS enquiries,
              (SELECT count(*)::int FROM mail_messages WHERE dedupe_key LIKE $2) AS mails`,
      [briefId, `enquiry:${first.body.id}:%`],
    );
    expect({ enquiries, mails }).toEqual({ enquiries: 1, mails: 2 });
  });

  it('refuses the same brief resubmitted with different details', async () => {
    const briefId = await saveBrief();
    await http().post('/api/v2/enquiries').send(enquiry(briefId)).expect(201);
    const { body } = await http()
      .post('/api/v2/enquiries')
      .send(enquiry(briefId, { notes: 'Changed my mind' }))
      .expect(409);
    expect(body).toMatchObject({ code: 'BRIEF_ALREADY_SUBMITTED' });
    expect(body.message).toMatch(/already submitted/);
  });

  it('honours an Idempotency-Key: same body, same enquiry; different body, 409', async () => {
    const first = await http().post('/api/v2/enquiries').set('Idempotency-Key', 'enq-1').send(enquiry(undefined));
    expect(first.status).toBe(201);
    const again = await http().post('/api/v2/enquiries').set('Idempotency-Key', 'enq-1').send(enquiry(undefined));
    expect(again.status).toBe(200);
    expect(again.body.id).toBe(first.body.id);
    const other = await http()
      .post('/api/v2/enquiries')
      .set('Idempotency-Key', 'enq-1')
      .send(enquiry(undefined, { venues: [SHOREDITCH.id] }))
      .expect(409);
    expect(other.body.code).toBe('IDEMPOTENCY_KEY_REUSED');
  });

  describe('bad payloads get 400s naming the problem', () => {
    it.each([
      ['a missing e-mail', { email: undefined }, 'payload.email', 'Please enter your email address'],
      ['a malformed e-mail', { email: 'sam at company' }, 'payload.email', 'Please enter a valid email address'],
      ['no venues', { venues: [] }, 'payload.venues', 'Please add at least one venue to your brief'],
      ['51 venues', { venues: Array.from({ length: 51 }, () => SAVOY.id) }, 'payload.venues', 'at most 50 venues'],
      ['1 MB of notes', { notes: 'x'.repeat(1024 * 1024) }, 'payload.notes', 'at most 5,000 characters'],
    ])('%s', async (_case, payload, field, message) => {
      const { body } = await http().post('/api/v2/enquiries').send(enquiry(undefined, payload)).expect(400);
      expect(body.fields[field]).toContain(message);
    });

    it('an unknown source, or no payload', async () => {
      const source = await http()
        .post('/api/v2/enquiries')
        .send({ ...enquiry(undefined), source: 'fax' })
        .expect(400);
      expect(source.body.fields.source).toBe('source must be one of: v2_brief_submission');
      const missing = await http().post('/api/v2/enquiries').send({ source: 'v2_brief_submission' }).expect(400);
      expect(missing.body.fields.payload).toBe('payload is required: { email, venues, notes }');
    });

    it('an unpublished venue, named', async () => {
      const { body } = await http()
        .post('/api/v2/enquiries')
        .send(enquiry(undefined, { venues: [SAVOY.id, DRAFT_HALL.id] }))
        .expect(400);
      expect(body.fields).toEqual({ 'payload.venues.1': `The venue ${DRAFT_HALL.id} is not published` });
    });

    it('a brief that does not exist', async () => {
      const missing = '00000000-0000-4000-8000-000000000001';
      const { body } = await http().post('/api/v2/enquiries').send(enquiry(missing)).expect(400);
      expect(body).toMatchObject({ code: 'UNKNOWN_BRIEF' });
      expect(body.fields.brief_id).toContain(`No brief has the id ${missing}`);
    });
  });
});
