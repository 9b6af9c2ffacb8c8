import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { ALL_COMPARE_FIXTURES, SAVOY } from '../../../tests/support/venue-fixtures';
import { DemoAccountsCheck } from '../auth/demo-accounts';
import { eventually } from '../../../tests/support/eventually';
import { type ApiTestApp, UNLIMITED_PUBLIC_FORMS, startApiTestApp } from '../../../tests/support/api-test-app';

describe('The dev mailbox (DEV_MAILBOX=on, no SMTP_URL)', () => {
  let api: ApiTestApp;
  let app: NestExpressApplication;

  beforeAll(async () => {
    api = await startApiTestApp({
      venues: ALL_COMPARE_FIXTURES,
      env: {
        ...UNLIMITED_PUBLIC_FORMS,
        PUBLIC_URL: 'https://venues.example.com',
        NODE_ENV: 'development',
        SMTP_URL: undefined,
        DEV_MAILBOX: 'on',
        // A proxy on this machine: the client it names must be this machine too.
        TRUST_PROXY: 'loopback',
      },
    });
    ({ app } = api);
  });

  afterAll(async () => {
    await api?.close();
  });

  const http = () => request(app.getHttpServer());
  const submit = (email: string, notes: string) =>
    http()
      .post('/api/v2/enquiries')
      .send({ source: 'v2_brief_submission', payload: { email, venues: [SAVOY.id], notes } })
      .expect(201);

  it('keeps every message in PostgreSQL and lists them newest first as JSON', async () => {
    await submit('first@company.co.uk', 'First');
    await submit('second@company.co.uk', 'Second');
    const { body } = await eventually(async () => {
      const response = await http().get('/dev/mailbox/messages').expect(200);
      // Two enquiries' confirmation and team copy, and the day's one invitation to the Savoy to claim its listing.
      expect(response.body.messages).toHaveLength(5);
      expect(response.body.messages.every((m: { status: string }) => m.status === 'sent')).toBe(true);
      return response;
    });
    expect(body.messages.map((m: { to: string }) => m.to)).toEqual([
      'enquiries@venue-finder.example',
      'second@company.co.uk',
      'events@savoy.example',
      'enquiries@venue-finder.example',
      'first@company.co.uk',
    ]);
    expect(body.messages[1]).toMatchObject({
      kind: 'enquiry.confirmation',
      subject: 'Your brief has been received: 1 venue',
      transport: 'dev-mailbox',
      attempts: 1,
      sent_at: expect.any(String),
    });
    expect(body.messages[1].text).toContain('The Savoy Ballroom');
    expect(body.messages[1].html).toContain('<a href="https://venues.example.com/v2/venue/');
  });

  it('shows them on an HTML page with subject, recipient, time and clickable links', async () => {
    await submit('third@company.co.uk', 'Please <b>call</b> me');
    const response = await eventually(async () => {
      const page = await http().get('/dev/mailbox').set('Accept', 'text/html').expect(200);
      expect(page.text).toContain('third@company.co.uk');
      return page;
    });
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.text).toContain('<h1>Dev mailbox</h1>');
    expect(response.text).toContain('<h2>Your brief has been received: 1 venue</h2>');
    expect(response.text).toContain(
      `<a href="https://venues.example.com/v2/venue/${SAVOY.slug}">https://venues.example.com/v2/venue/${SAVOY.slug}</a>`,
    );
    expect(response.text).toMatch(/<time datetime="[^"]+">\d{1,2} \w{3} \d{4}, \d{2}:\d{2}:\d{2}<\/time>/);
    // The message body is shown in a sandboxed frame; the planner's text stays escaped.
    expect(response.text).toContain('<iframe');
    expect(response.text).not.toContain('<b>call</b>');
    const newestFirst = response.text.indexOf('third@company.co.uk') < response.text.indexOf('first@company.co.uk');
    expect(newestFirst).toBe(true);
  });

  it('answers only this machine: a client another machine’s proxy names is refused', async () => {
    for (const path of ['/dev/mailbox', '/dev/mailbox/messages']) {
      const refused = await http().get(path).set('X-Forwarded-For', '203.0.113.9').expect(403);
      expect(refused.body.message).toBe(
        'The dev mailbox is shown only on the machine that runs Venue Finder: open it at http://localhost.',
      );
      expect(JSON.stringify(refused.body)).not.toContain('token');
    }
    await http().get('/dev/mailbox/messages').set('X-Forwarded-For', '127.0.0.1').expect(200);
  });

  it('answers only a loopback host name: this machine asked for by another name is refused', async () => {
    // The public name (allowed to the rest of the site) reaches the api on a loopback socket, as a
    // page on a name rebound to 127.0.0.1 would if that name were ours.
    for (const path of ['/dev/mailbox', '/dev/mailbox/messages']) {
      const refused = await http().get(path).set('Host', 'venues.example.com').expect(403);
      expect(refused.body.message).toBe(
        'The dev mailbox is shown only on the machine that runs Venue Finder: open it at http://localhost.',
      );
    }
    await http().get('/dev/mailbox/messages').set('Host', 'localhost:3000').expect(200);
    await http().get('/dev/mailbox/messages').set('Host', '127.0.0.1:3000').expect(200);
  });
});

describe('The dev mailbox when not asked for (DEV_MAILBOX unset), even outside production', () => {
  let api: ApiTestApp;

  beforeAll(async () => {
    api = await startApiTestApp({ env: { NODE_ENV: 'development', SMTP_URL: undefined, DEV_MAILBOX: undefined } });
  });

  afterAll(async () => {
    await api?.close();
  });

  it('does not exist', async () => {
    await api.http().get('/dev/mailbox/messages').set('Accept', 'application/json').expect(404);
  });
});

describe('The dev mailbox in production', () => {
  let api: ApiTestApp;
  let app: NestExpressApplication;

  beforeAll(async () => {
    api = await startApiTestApp({
      env: { NODE_ENV: 'production', SMTP_URL: 'smtp://127.0.0.1:2525', PUBLIC_URL: 'https://venues.example.com' },
    });
    ({ app } = api);
  });

  afterAll(async () => {
    await api?.close();
  });

  it('does not exist', async () => {
    await request(app.getHttpServer()).get('/dev/mailbox/messages').set('Accept', 'application/json').expect(404);
  });

  it('refuses to start while demo accounts (whose admin password is public) can sign in', async () => {
    await api.dataSource.query(
      `INSERT INTO users (email, user_type, roles, created_at, updated_at)
       VALUES ('admin@demo.venue-finder.test', 'admin', '{admin}', $1, $1)`,
      [new Date()],
    );
    await expect(app.get(DemoAccountsCheck).onApplicationBootstrap()).rejects.toThrow(
      'Refusing to start in production: the database holds 1 demo account (@demo.venue-finder.test)',
    );
    await api.dataSource.query(`DELETE FROM users WHERE email = 'admin@demo.venue-finder.test'`);
    await expect(app.get(DemoAccountsCheck).onApplicationBootstrap()).resolves.toBeUndefined();
  });
});

describe('An api other machines can reach (HOST not loopback), outside production', () => {
  let api: ApiTestApp;

  beforeAll(async () => {
    api = await startApiTestApp({
      env: {
        NODE_ENV: 'development',
        HOST: '0.0.0.0',
        PUBLIC_URL: 'http://venues.office.example:3000',
        SMTP_URL: 'smtp://127.0.0.1:2525',
        DEV_MAILBOX: 'off',
      },
    });
  });

  afterAll(async () => {
    await api?.close();
  });

  it('has no dev mailbox', async () => {
    await api.http().get('/dev/mailbox/messages').set('Accept', 'application/json').expect(404);
  });

  it('refuses to start while demo accounts (whose admin password is public) can sign in', async () => {
    await api.dataSource.query(
      `INSERT INTO users (email, user_type, roles, created_at, updated_at)
       VALUES ('owner@demo.venue-finder.test', 'owner', '{owner}', $1, $1)`,
      [new Date()],
    );
    await expect(api.app.get(DemoAccountsCheck).onApplicationBootstrap()).rejects.toThrow(
      'Refusing to start where other machines can reach the api (HOST): the database holds 1 demo account',
    );
    await api.dataSource.query(`DELETE FROM users WHERE email = 'owner@demo.venue-finder.test'`);
    await expect(api.app.get(DemoAccountsCheck).onApplicationBootstrap()).resolves.toBeUndefined();
  });
});
