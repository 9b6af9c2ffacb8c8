import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import type { DataSource } from 'typeorm';
import { ALL_COMPARE_FIXTURES, HILTON, SAVOY } from '../../../../tests/support/venue-fixtures';
import { eventually } from '../../../../tests/support/eventually';
import { type SmtpTestServer, startSmtpTestServer } from '../../../../tests/support/smtp-test-server';
import { type ApiTestApp, UNLIMITED_PUBLIC_FORMS, startApiTestApp } from '../../../../tests/support/api-test-app';
import { createApp } from '../../app';
import { Clock } from '../clock';
import { ABANDONED_MAIL_KEPT_DAYS, MailDispatcher, SENT_MAIL_KEPT_DAYS } from './mail-dispatcher';
import { MailQueue } from './mail-queue';

const MAX_ATTEMPTS = 4;

describe('Sending enquiry mail over SMTP', () => {
  let api: ApiTestApp;
  let dataSource: DataSource;
  let app: NestExpressApplication;
  let smtp: SmtpTestServer;

  beforeAll(async () => {
    smtp = await startSmtpTestServer();
    api = await startApiTestApp({
      venues: ALL_COMPARE_FIXTURES,
      env: {
        ...UNLIMITED_PUBLIC_FORMS,
        PUBLIC_URL: 'https://venues.example.com',
        SMTP_URL: smtp.url,
        MAIL_FROM: 'Venue Finder <hello@venues.example.com>',
        ENQUIRIES_INBOX: 'team@venues.example.com',
        MAIL_POLL_MS: '100',
        MAIL_RETRY_BASE_MS: '150',
        MAIL_MAX_ATTEMPTS: String(MAX_ATTEMPTS),
        MAIL_SEND_TIMEOUT_MS: '2000',
      },
    });
    ({ app, dataSource } = api);
  });

  afterAll(async () => {
    await api?.close();
    await smtp?.close();
  });

  let sequence = 0;
  const submitEnquiry = async () => {
    sequence += 1;
    const email = `planner${sequence}@company.co.uk`;
    const { body } = await request(app.getHttpServer())
      .post('/api/v2/enquiries')
      .send({
        source: 'v2_brief_submission',
        payload: { email, venues: [SAVOY.id, HILTON.id], notes: 'Dinner for 120 <please>' },
      })
      .expect(201);
    return { id: body.id as string, email };
  };
  const mailRows = (enquiryId: string) =>
    dataSource.query(
      `SELECT kind, status, attempts, last_error, transport, sent_at FROM mail_messages
        WHERE dedupe_key LIKE $1 ORDER BY kind`,
      [`enquiry:${enquiryId}:%`],
    );
  const receivedBy = (address: string) => smtp.received.filter((mail) => mail.to.includes(address));

  it('delivers the confirmation and the team notification to a real SMTP server, with text and HTML parts', async () => {
    const { id, email } = await submitEnquiry();
    const [confirmation] = await eventually(async () => {
      const mails = receivedBy(email);
      expect(mails).toHaveLength(1);
      return mails;
    });
    expect(confirmation).toMatchObject({ from: 'hello@venues.example.com', to: [email] });
    expect(confirmation!.subject).toBe('Your brief has been received: 2 venues');
    expect(confirmation!.text).toContain('1. The Savoy Ballroom, London');
    expect(confirmation!.html).toContain(`<a href="https://venues.example.com/v2/venue/${SAVOY.slug}">`);
    expect(confirmation!.html).toContain('Each venue sees your notes with your enquiry.');

    const [notification] = await eventually(async () => {
      const mails = smtp.received.filter((m) => m.to.includes('team@venues.example.com') && m.text.includes(id));
      expect(mails).toHaveLength(1);
      return mails;
    });
    expect(notification!.subject).toBe(`New enquiry from ${email}: 2 venues`);
    expect(notification!.headers['reply-to']).toBe(email);
    expect(notification!.html).toContain('Hilton Manchester Deansgate');
    expect(notification!.html).toContain('Dinner for 120 &lt;please&gt;');

    await eventually(async () => {
      const rows = await mailRows(id);
      expect(rows.map((r: { status: string; transport: string }) => [r.status, r.transport])).toEqual([
        ['sent', 'smtp'],
        ['sent', 'smtp'],
      ]);
    });
  });

  it('delivers a sign-in link whole, then keeps the stored copy with its secret redacted', async () => {
    const email = 'redacted-link@grand-hotel.co.uk';
    await request(app.getHttpServer()).post('/api/auth/magic-link').send({ email }).expect(202);
    const [delivered] = await eventually(async () => {
      const mails = receivedBy(email);
      expect(mails).toHaveLength(1);
      return mails;
    });
    const token = /token=([\w-]+)/.exec(delivered!.text)![1]!;
    expect(token.length).toBeGreaterThan(40);
    const stored = await eventually(async () => {
      const [row]: { status: string; text_body: string; html_body: string }[] = await dataSource.query(
        'SELECT status, text_body, html_body FROM mail_messages WHERE recipient = $1',
        [email],
      );
      expect(row?.status).toBe('sent');
      return row!;
    });
    expect(stored.text_body).toContain('https://venues.example.com/auth/verify#token=[redacted]');
    expect(stored.html_body).toContain('href="https://venues.example.com/auth/verify#token=[redacted]"');
    expect(stored.text_body + stored.html_body).not.toContain(token);
    // The link still works: only the stored copy lost its secret.
    await request(app.getHttpServer()).post('/api/auth/magic-link/consume').send({ token, confirm: true }).expect(200);
  });

  it("stamps a message queued and sent with the api's Clock, not the database's", async () => {
    const at = new Date(Date.now() - 2 * 60 * 60_000);
    const clock = jest.spyOn(app.get(Clock), 'now').mockImplementation(() => at);
    try {
      const email = 'clocked-mail@grand-hotel.co.uk';
      await request(app.getHttpServer()).post('/api/auth/magic-link').send({ email }).expect(202);
      const stamps = await eventually(async () => {
        const [row]: { status: string; created_at: Date; sent_at: Date | null }[] = await dataSource.query(
          'SELECT status, created_at, sent_at FROM mail_messages WHERE recipient = $1',
          [email],
        );
        expect(row?.status).toBe('sent');
        return row!;
      });
      expect(stamps).toEqual({ status: 'sent', created_at: at, sent_at: at });
    } finally {
      clock.mockRestore();
    }
  });

  it('keeps a planner’s private proposals link out of the stored copy once it is sent', async () => {
    const email = 'proposals-link@company.co.uk';
    const token = 'P'.repeat(43);
    const link = `https://venues.example.com/v2/proposals/${token}`;
    await dataSource.transaction((tx) =>
      app.get(MailQueue).enqueue(tx, [
        {
          kind: 'proposals.link',
          to: email,
          subject: 'Your proposals',
          text: `See them at ${link}`,
          html: `<p><a href="${link}">See them</a></p>`,
        },
      ]),
    );
    app.get(MailQueue).dispatchSoon();
    await eventually(() => expect(receivedBy(email)[0]?.text).toContain(link));
    const stored = await eventually(async () => {
      const [row]: { status: string; text_body: string; html_body: string }[] = await dataSource.query(
        'SELECT status, text_body, html_body FROM mail_messages WHERE recipient = $1',
        [email],
      );
      expect(row?.status).toBe('sent');
      return row!;
    });
    expect(stored.text_body).toContain('https://venues.example.com/v2/proposals/[redacted]');
    expect(stored.html_body).toContain('href="https://venues.example.com/v2/proposals/[redacted]"');
    expect(stored.text_body + stored.html_body).not.toContain(token);
  });

  it('shares the queue between API replicas: each message is sent exactly once', async () => {
    const replica = await createApp();
    await replica.init();
    try {
      const before = smtp.received.length;
      const submitted = await Promise.all(
        Array.from({ length: 30 }, async (_, i) => {
          const target = i % 2 === 0 ? app : replica;
          const email = `replica${i}@company.co.uk`;
          await request(target.getHttpServer())
            .post('/api/v2/enquiries')
            .send({ source: 'v2_brief_submission', payload: { email, venues: [SAVOY.id] } })
            .expect(201);
          return email;
        }),
      );
      await eventually(async () => expect(smtp.received.length - before).toBe(60));
      const ids = smtp.received.slice(before).map((mail) => mail.headers['x-venue-finder-mail-id']);
      expect(new Set(ids).size).toBe(60);
      for (const email of submitted) expect(receivedBy(email)).toHaveLength(1);
    } finally {
      await replica.close();
    }
  });

  it('keeps mail queued through an outage, retrying with back-off, and delivers it once the server is back', async () => {
    smtp.setRefusing(true);
    const { id, email } = await submitEnquiry();
    const during = await eventually(async () => {
      const rows = await mailRows(id);
      expect(rows.every((r: { status: string; attempts: number }) => r.status === 'failed' && r.attempts >= 2)).toBe(
        true,
      );
      return rows;
    });
    expect(during[0].last_error).toMatch(/451/);
    expect(receivedBy(email)).toHaveLength(0);
    const [{ n: enquiries }] = await dataSource.query('SELECT count(*)::int AS n FROM enquiries WHERE id = $1', [id]);
    expect(enquiries).toBe(1);

    smtp.setRefusing(false);
    await eventually(async () => {
      expect(receivedBy(email)).toHaveLength(1);
      const rows = await mailRows(id);
      expect(rows.map((r: { status: string }) => r.status)).toEqual(['sent', 'sent']);
    });
  });

  it(`abandons a message after ${MAX_ATTEMPTS} failed attempts, keeping the last error`, async () => {
    smtp.setRefusing(true);
    const { id } = await submitEnquiry();
    const rows = await eventually(async () => {
      const current = await mailRows(id);
      expect(current.map((r: { status: string }) => r.status)).toEqual(['abandoned', 'abandoned']);
      return current;
    });
    for (const row of rows) {
      expect(row.attempts).toBe(MAX_ATTEMPTS);
      expect(row.last_error).toMatch(/maintenance/);
      expect(row.sent_at).toBeNull();
    }
    smtp.setRefusing(false);
  });

  it(`keeps sent mail ${SENT_MAIL_KEPT_DAYS} days and abandoned mail ${ABANDONED_MAIL_KEPT_DAYS}, never mail still waiting`, async () => {
    const [sent, abandoned, waiting] = await Promise.all([submitEnquiry(), submitEnquiry(), submitEnquiry()]);
    await eventually(async () =>
      expect((await mailRows(sent.id)).map((r: { status: string }) => r.status)).toEqual(['sent', 'sent']),
    );
    const age = (enquiry: { id: string }, column: string, days: number, status?: string) =>
      dataSource.query(
        `UPDATE mail_messages SET ${column} = $2${status ? `, status = '${status}'` : ''}
          WHERE dedupe_key LIKE $1`,
        [`enquiry:${enquiry.id}:%`, new Date(Date.now() - days * 24 * 60 * 60_000)],
      );
    const now = Date.now();
    const dispatcher = app.get(MailDispatcher);

    // Just inside their periods: all kept.
    await age(sent, 'sent_at', SENT_MAIL_KEPT_DAYS - 1);
    await age(abandoned, 'created_at', ABANDONED_MAIL_KEPT_DAYS - 1, 'abandoned');
    await age(waiting, 'created_at', 365, 'failed');
    await dispatcher.prune(now);
    for (const enquiry of [sent, abandoned, waiting]) expect(await mailRows(enquiry.id)).toHaveLength(2);

    // Past them: the sent and the abandoned copies go, the one still to be retried stays.
    await age(sent, 'sent_at', SENT_MAIL_KEPT_DAYS + 1);
    await age(abandoned, 'created_at', ABANDONED_MAIL_KEPT_DAYS + 1, 'abandoned');
    await expect(dispatcher.prune(now)).resolves.toBe(4);
    expect(await mailRows(sent.id)).toHaveLength(0);
    expect(await mailRows(abandoned.id)).toHaveLength(0);
    expect(await mailRows(waiting.id)).toHaveLength(2);
  });
});
