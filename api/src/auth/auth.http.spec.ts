import { hashPassword } from '@venue-finder/core';
import { type ApiTestApp, startApiTestApp } from '../../../tests/support/api-test-app';
import { eventually } from '../../../tests/support/eventually';
import { createUser, sessionCookieFor } from '../../../tests/support/sign-in';
import { Clock } from '../kernel/clock';
import { hashSecretToken, newSecretToken } from '../kernel/secret-token';

const ADMIN_PASSWORD = 'Correct-Horse-Battery-9';

describe('Sign-in: magic links, administrator passwords, resets and sessions', () => {
  let api: ApiTestApp;
  let clock: jest.SpyInstance<Date, []>;

  beforeAll(async () => {
    api = await startApiTestApp();
  });
  afterAll(() => api?.close());
  beforeEach(async () => {
    clock = jest.spyOn(api.app.get(Clock), 'now').mockImplementation(() => new Date());
    // Every request here comes from one client: start each test with its budget unspent.
    await api.dataSource.query(`DELETE FROM rate_limits WHERE bucket LIKE '%:client:%'`);
  });
  afterEach(() => clock.mockRestore());

  const later = (ms: number) => {
    const at = new Date(Date.now() + ms);
    clock.mockImplementation(() => at);
  };
  const lastMailTo = async (email: string): Promise<{ subject: string; text_body: string } | undefined> => {
    const rows: { subject: string; text_body: string }[] = await api.dataSource.query(
      'SELECT subject, text_body FROM mail_messages WHERE recipient = $1 ORDER BY id DESC LIMIT 1',
      [email],
    );
    return rows[0];
  };
  const tokenMailedTo = async (email: string) => /token=([\w-]+)/.exec((await lastMailTo(email))?.text_body ?? '')?.[1];
  const mailCount = async () =>
    ((await api.dataSource.query('SELECT count(*)::int AS n FROM mail_messages')) as { n: number }[])[0]!.n;
  const cookieOf = (response: { headers: Record<string, unknown> }) =>
    String((response.headers['set-cookie'] as string[] | undefined)?.[0] ?? '').split(';')[0]!;
  const requestLink = (email: string, userType?: string) =>
    api
      .http()
      .post('/api/auth/magic-link')
      .send({ email, ...(userType ? { user_type: userType } : {}) });
  // An API client keeps no cookie jar: it confirms, as a person does with one click in another browser.
  const consume = (token: string) => api.http().post('/api/auth/magic-link/consume').send({ token, confirm: true });
  const me = (cookie: string) => api.http().get('/api/auth/me').set('Cookie', cookie);
  const newAdmin = async (email = `admin-${Math.random().toString(36).slice(2)}@venue-finder.example`) =>
    createUser(api.dataSource, { email, userType: 'admin', passwordHash: await hashPassword(ADMIN_PASSWORD) });
  const login = (email: string, password: string) => api.http().post('/api/admin/auth/login').send({ email, password });

  describe('magic links', () => {
    it('mails a link that signs a new owner in, creating the account, with an HttpOnly SameSite=Lax cookie', async () => {
      const email = 'new.owner@grand-hotel.co.uk';
      const asked = await requestLink(' New.Owner@Grand-Hotel.co.uk ');
      expect(asked.status).toBe(202);
      expect(asked.body).toEqual({ message: 'Check your email for a sign-in link.' });
      const mail = await lastMailTo(email);
      expect(mail?.subject).toBe('Your Venue Finder sign-in link');
      // The secret after '#': no browser sends it to a server, so no access log or Referer holds it.
      expect(mail?.text_body).toContain('http://localhost:3000/auth/verify#token=');
      expect(mail?.text_body).not.toContain('?token=');
      const token = (await tokenMailedTo(email))!;
      expect(Buffer.from(token, 'base64url').length).toBeGreaterThanOrEqual(16);

      const signedIn = await consume(token);
      expect(signedIn.status).toBe(200);
      expect(signedIn.body).toMatchObject({ email, user_type: 'owner', roles: ['owner'] });
      const setCookie = String(signedIn.headers['set-cookie']);
      expect(setCookie).toMatch(/^vf_session=[\w-]{40,};/);
      expect(setCookie).toMatch(/HttpOnly/);
      expect(setCookie).toMatch(/SameSite=Lax/);
      expect(setCookie).toMatch(/Path=\//);
      expect(setCookie).not.toMatch(/Secure/); // plain http (localhost) must keep working
      expect(setCookie).toMatch(/vf_signed_in=1; Max-Age=43200; Path=\/; Expires=[^;]+; SameSite=Lax(,|$)/); // a hint for the web app
      expect((await me(cookieOf(signedIn))).body).toMatchObject({ email, user_type: 'owner' });
    });

    it("stamps the link, the account it makes, the session and the mail with the Clock's time, not the database's", async () => {
      const at = new Date(Date.now() - 90 * 60_000);
      at.setUTCMilliseconds(0);
      clock.mockImplementation(() => at);
      const email = 'clocked.owner@grand-hotel.co.uk';
      await requestLink(email).expect(202);
      await consume((await tokenMailedTo(email))!).expect(200);
      const [stamps]: Record<string, Date>[] = await api.dataSource.query(
        `SELECT (SELECT created_at FROM one_time_tokens WHERE email = $1) AS link,
                (SELECT created_at FROM users WHERE email = $1) AS account,
                (SELECT updated_at FROM users WHERE email = $1) AS account_updated,
                (SELECT created_at FROM sessions WHERE user_id = (SELECT id FROM users WHERE email = $1)) AS session,
                (SELECT created_at FROM mail_messages WHERE recipient = $1) AS mail`,
        [email],
      );
      expect(stamps).toEqual({ link: at, account: at, account_updated: at, session: at, mail: at });
    });

    it('stores only hashes of tokens and sessions', async () => {
      const email = 'hashes@example.co.uk';
      await requestLink(email);
      const token = (await tokenMailedTo(email))!;
      const cookie = cookieOf(await consume(token));
      const stored: { found: number }[] = await api.dataSource.query(
        `SELECT (SELECT count(*) FROM one_time_tokens WHERE encode(token_hash, 'escape') LIKE '%' || $1 || '%')
              + (SELECT count(*) FROM sessions WHERE encode(token_hash, 'escape') LIKE '%' || $2 || '%') AS found`,
        [token, cookie.split('=')[1]],
      );
      expect(Number(stored[0]!.found)).toBe(0);
    });

    it('works once: a used link fails with the spec’s message', async () => {
      const email = 'once@example.co.uk';
      await requestLink(email);
      const token = (await tokenMailedTo(email))!;
      expect((await consume(token)).status).toBe(200);
      const again = await consume(token);
      expect(again.status).toBe(400);
      expect(again.body.message).toBe('Invalid or expired magic link');
    });

    it('lets exactly one of two concurrent uses of the same link sign in', async () => {
      const email = 'race@example.co.uk';
      await requestLink(email);
      const token = (await tokenMailedTo(email))!;
      const answers = await Promise.all([consume(token), consume(token), consume(token)]);
      expect(answers.map((a) => a.status).sort()).toEqual([200, 400, 400]);
    });

    it('expires after 15 minutes (clock moved on)', async () => {
      const email = 'late@example.co.uk';
      await requestLink(email);
      const token = (await tokenMailedTo(email))!;
      later(15 * 60_000 + 1_000);
      expect((await consume(token)).body.message).toBe('Invalid or expired magic link');
      later(14 * 60_000);
      expect((await consume(token)).status).toBe(200);
    });

    it('refuses a made-up token and a malformed body with readable messages', async () => {
      expect((await consume('not-a-real-token')).body).toMatchObject({
        statusCode: 400,
        message: 'Invalid or expired magic link',
      });
      const bad = await requestLink('not an email');
      expect(bad.status).toBe(400);
      expect(bad.body.message).toBe('Please enter a valid email address');
      expect((await requestLink('a@b.co.uk', 'superuser')).body.message).toBe(
        'user_type must be owner, planner or admin',
      );
    });

    it('answers the same for every address, and never mails an administrator a link that skips the password', async () => {
      const admin = await newAdmin();
      const owner = await createUser(api.dataSource, { userType: 'owner' });
      const before = await mailCount();
      const answers = await Promise.all([
        requestLink('nobody-here@example.co.uk', 'admin'),
        requestLink(owner.email, 'admin'),
        requestLink(admin.email, 'owner'),
      ]);
      for (const answer of answers) {
        expect(answer.status).toBe(202);
        expect(answer.body).toEqual({ message: 'Check your email for a sign-in link.' });
      }
      expect(await mailCount()).toBe(before);
      expect((await requestLink(admin.email, 'admin')).status).toBe(202);
      const mail = await lastMailTo(admin.email);
      expect(mail?.subject).toBe('Signing in to Venue Finder as an administrator');
      expect(mail?.text_body).toContain('http://localhost:3000/admin/login');
      expect(mail?.text_body).not.toContain('token=');
    });

    it('refuses an administrator’s magic-link token, even one issued before links were refused to them', async () => {
      const admin = await newAdmin();
      const token = newSecretToken();
      await api.dataSource.query(
        `INSERT INTO one_time_tokens (token_hash, purpose, email, user_type, created_at, expires_at)
         VALUES ($1, 'magic_link', $2, 'admin', $3, $4)`,
        [hashSecretToken(token), admin.email, new Date(), new Date(Date.now() + 10 * 60_000)],
      );
      const refused = await consume(token);
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe('Invalid or expired magic link');
    });

    it('limits how many links one address can ask for', async () => {
      const email = 'eager@example.co.uk';
      const statuses = [];
      for (let i = 0; i < 6; i += 1) statuses.push((await requestLink(email)).status);
      expect(statuses).toEqual([202, 202, 202, 202, 202, 429]);
    });

    it('counts an address’s plus tags and, at Gmail, its dots as the address, and mails each as written', async () => {
      const spellings = [
        'eager.planner+1@gmail.com',
        'eagerplanner+2@gmail.com',
        'Eager.Planner@googlemail.com',
        'e.a.g.e.r.planner+x@gmail.com',
        'eagerplanner@gmail.com',
        'eager.planner+6@gmail.com',
      ];
      const statuses = [];
      for (const email of spellings) statuses.push((await requestLink(email)).status);
      expect(statuses).toEqual([202, 202, 202, 202, 202, 429]);
      const tokens: { email: string }[] = await api.dataSource.query(
        `SELECT email FROM one_time_tokens WHERE purpose = 'magic_link' AND email LIKE '%planner%' ORDER BY created_at`,
      );
      // Each link goes to the address as asked for (in lower case, as every account's address).
      expect(tokens.map((t) => t.email)).toEqual(spellings.slice(0, 5).map((email) => email.toLowerCase()));
    });

    it('limits how many links one client can ask for, whatever the addresses', async () => {
      const statuses = [];
      for (let i = 0; i < 21; i += 1) statuses.push((await requestLink(`person${i}@example.co.uk`)).status);
      expect(statuses).toEqual([...Array(20).fill(202), 429]);
      expect(statuses.at(-1)).toBe(429);
    });
  });

  describe('sessions', () => {
    const signInOwner = async (email: string) => {
      await requestLink(email);
      return cookieOf(await consume((await tokenMailedTo(email))!));
    };

    it('answers 401 to /me without a session, and after logout', async () => {
      expect((await api.http().get('/api/auth/me')).status).toBe(401);
      const cookie = await signInOwner('leaving@example.co.uk');
      expect((await me(cookie)).status).toBe(200);
      const out = await api.http().post('/api/auth/logout').set('Cookie', cookie);
      expect(out.status).toBe(204);
      expect(String(out.headers['set-cookie'])).toMatch(/vf_session=;/);
      expect((await me(cookie)).status).toBe(401);
    });

    it('issues a new session id at every sign-in and drops the one the browser had', async () => {
      const first = await signInOwner('twice@example.co.uk');
      await requestLink('twice@example.co.uk');
      const second = await api
        .http()
        .post('/api/auth/magic-link/consume')
        .set('Cookie', first)
        .send({ token: (await tokenMailedTo('twice@example.co.uk'))!, confirm: true });
      const secondCookie = cookieOf(second);
      expect(secondCookie).not.toBe(first);
      expect((await me(first)).status).toBe(401);
      expect((await me(secondCookie)).status).toBe(200);
    });

    it('ends after two idle hours, and in any case twelve hours after sign-in', async () => {
      const cookie = await signInOwner('idle@example.co.uk');
      later(2 * 60 * 60_000 + 60_000);
      expect((await me(cookie)).status).toBe(401);

      clock.mockImplementation(() => new Date());
      const busy = await signInOwner('busy@example.co.uk');
      for (let hour = 1; hour < 12; hour += 1) {
        later(hour * 60 * 60_000);
        expect((await me(busy)).status).toBe(200);
      }
      later(12 * 60 * 60_000 + 60_000);
      expect((await me(busy)).status).toBe(401);
    });

    it('is shared by every api process: a session made elsewhere is honoured', async () => {
      const owner = await createUser(api.dataSource, { userType: 'owner' });
      expect((await me(await sessionCookieFor(api.dataSource, owner))).body.email).toBe(owner.email);
    });
  });

  describe('administrator password sign-in', () => {
    it('signs an administrator in; the admin session answers, and an owner gets 403 there', async () => {
      const admin = await newAdmin();
      const signedIn = await login(admin.email.toUpperCase(), ADMIN_PASSWORD);
      expect(signedIn.status).toBe(200);
      expect(signedIn.body).toMatchObject({
        step: 'signed_in',
        user: { email: admin.email, user_type: 'admin', roles: ['admin'] },
        offer_enrolment: true,
      });
      const session = await api.http().get('/api/admin/auth/session').set('Cookie', cookieOf(signedIn));
      expect(session.body).toMatchObject({ email: admin.email, user_type: 'admin' });

      const owner = await createUser(api.dataSource, { userType: 'owner' });
      const denied = await api
        .http()
        .get('/api/admin/auth/session')
        .set('Cookie', await sessionCookieFor(api.dataSource, owner));
      expect(denied.status).toBe(403);
      expect(denied.body.message).toBe('Administrator access required.');
      expect((await api.http().get('/api/admin/auth/session')).status).toBe(401);
    });

    it('says only "Invalid email or password", whether the address or the password is wrong', async () => {
      const admin = await newAdmin();
      const wrongPassword = await login(admin.email, 'Not-The-Password-1');
      const unknown = await login('nobody@venue-finder.example', ADMIN_PASSWORD);
      for (const answer of [wrongPassword, unknown]) {
        expect(answer.status).toBe(401);
        expect(answer.body.message).toBe('Invalid email or password');
      }
    });

    it('locks the account after five failures: even the right password is refused until the lock ends', async () => {
      const admin = await newAdmin();
      // The fifth failure locks (it was counted, and the lock set, before its password was checked).
      for (let i = 0; i < 5; i += 1) expect((await login(admin.email, `Wrong-Password-${i}`)).status).toBe(401);
      const locked = await login(admin.email, ADMIN_PASSWORD);
      expect(locked.status).toBe(429);
      expect(locked.body.message).toMatch(/^Too many failed sign-in attempts\. Please wait (\d+ seconds|1 minute)/);
      expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
      later(61_000);
      expect((await login(admin.email, ADMIN_PASSWORD)).status).toBe(200);
    }, 120_000); // six memory-hard hashes: over 30 s on a 2-CPU machine shared by several test runs

    it('writes a lock-out down once per lock, not once per refused attempt', async () => {
      const admin = await newAdmin();
      const lockOutsOnRecord = async () =>
        (
          (await api.dataSource.query(
            `SELECT count(*)::int AS n FROM audit_log
              WHERE entity_id = $1 AND action = 'auth.sign_in_failed' AND after->>'reason' = 'locked_out'`,
            [admin.id],
          )) as { n: number }[]
        )[0]!.n;
      for (let i = 0; i < 5; i += 1) expect((await login(admin.email, `Wrong-Password-${i}`)).status).toBe(401);
      const refused = await Promise.all(Array.from({ length: 40 }, () => login(admin.email, 'Another-Guess-1')));
      expect(refused.map((answer) => answer.status)).toEqual(Array(40).fill(429));
      expect(await lockOutsOnRecord()).toBe(1);
      // The lock ends; one more failure locks it again, for longer: a second lock, a second row.
      later(61_000);
      expect((await login(admin.email, 'Wrong-Password-6')).status).toBe(401);
      for (let i = 0; i < 10; i += 1) expect((await login(admin.email, ADMIN_PASSWORD)).status).toBe(429);
      expect(await lockOutsOnRecord()).toBe(2);
    }, 120_000); // six memory-hard hashes

    it('upgrades a hash made with older parameters at the next successful sign-in', async () => {
      const { scryptSync } = await import('node:crypto');
      const salt = Buffer.from('0123456789abcdef');
      const key = scryptSync(ADMIN_PASSWORD, salt, 32, { N: 16384, r: 8, p: 1 });
      const old = ['scrypt', 16384, 8, 1, salt.toString('base64url'), key.toString('base64url')].join('$');
      const admin = await createUser(api.dataSource, { userType: 'admin', passwordHash: old });
      expect((await login(admin.email, ADMIN_PASSWORD)).status).toBe(200);
      const [row]: { password_hash: string }[] = await api.dataSource.query(
        'SELECT password_hash FROM users WHERE id = $1',
        [admin.id],
      );
      expect(row!.password_hash).toMatch(/^scrypt\$131072\$8\$1\$/);
    });
  });

  describe('password reset', () => {
    const startReset = (email: string) => api.http().post('/api/admin/auth/reset/start').send({ email });
    /** The reset mail is queued after the answer (so its timing tells nothing): wait for it. */
    const resetLinkMailedTo = (email: string) =>
      eventually(async () => {
        const token = await tokenMailedTo(email);
        if (!token) throw new Error(`no reset link mailed to ${email} yet`);
        return token;
      });
    const completeReset = (token: string, new_password: string) =>
      api.http().post('/api/admin/auth/reset/complete').send({ token, new_password });

    it('answers the same whether or not the address is an administrator’s, mailing only the administrator', async () => {
      const admin = await newAdmin();
      const before = await mailCount();
      const [known, unknown] = await Promise.all([startReset(admin.email), startReset('stranger@example.co.uk')]);
      expect(known.status).toBe(202);
      expect(unknown.body).toEqual(known.body);
      // Queued after the answer, so the answer's timing tells nothing either.
      await eventually(async () => expect(await mailCount()).toBe(before + 1));
      expect((await lastMailTo(admin.email))?.text_body).toContain('http://localhost:3000/admin/reset#token=');
      expect((await lastMailTo(admin.email))?.text_body).not.toContain('?token=');
    });

    it('enforces the password rules with the spec’s messages, keeping the link usable', async () => {
      const admin = await newAdmin();
      await startReset(admin.email);
      const token = await resetLinkMailedTo(admin.email);
      expect((await completeReset(token, 'Short1!')).body.message).toBe('Password must be at least 12 characters long');
      expect((await completeReset(token, 'password1234')).body.message).toBe(
        'Password is too common. Please choose a stronger password.',
      );
      expect((await completeReset(token, 'abcdefghijkl')).status).toBe(400);
      expect((await completeReset(token, 'New-Strong-Password-7')).status).toBe(200);
    });

    it('sets the new password, ends every old session and works only once', async () => {
      const admin = await newAdmin();
      const oldSession = cookieOf(await login(admin.email, ADMIN_PASSWORD));
      await startReset(admin.email);
      const token = await resetLinkMailedTo(admin.email);
      const done = await completeReset(token, 'Brand-New-Password-42');
      expect(done.body).toEqual({ message: 'Password updated. You can now sign in.' });
      expect((await me(oldSession)).status).toBe(401);
      expect((await login(admin.email, ADMIN_PASSWORD)).status).toBe(401);
      expect((await login(admin.email, 'Brand-New-Password-42')).status).toBe(200);
      const reused = await completeReset(token, 'Another-Password-43');
      expect(reused.status).toBe(400);
      expect(reused.body.message).toMatch(/expired or has already been used/);
    });
  });

  describe('CSRF: a browser’s state-changing requests must come from our own pages', () => {
    const signedInCookie = async () =>
      sessionCookieFor(api.dataSource, await createUser(api.dataSource, { userType: 'owner' }));

    it('refuses a cross-site form POST', async () => {
      const cookie = await signedInCookie();
      const answer = await api
        .http()
        .post('/api/auth/logout')
        .set('Cookie', cookie)
        .set('Origin', 'https://evil.example')
        .set('Content-Type', 'application/x-www-form-urlencoded')
        .send('a=1');
      expect(answer.status).toBe(403);
      expect(answer.body.message).toMatch(/came from another site and was refused/);
      expect((await me(cookie)).status).toBe(200); // still signed in: the logout never ran
    });

    it('refuses a cross-origin fetch with credentials (Sec-Fetch-Site: cross-site)', async () => {
      const cookie = await signedInCookie();
      const answer = await api
        .http()
        .post('/api/auth/logout')
        .set('Cookie', cookie)
        .set('Sec-Fetch-Site', 'cross-site')
        .set('Origin', 'https://evil.example');
      expect(answer.status).toBe(403);
    });

    it('accepts the same request from our own origin', async () => {
      const cookie = await signedInCookie();
      const answer = await api
        .http()
        .post('/api/auth/logout')
        .set('Cookie', cookie)
        .set('Sec-Fetch-Site', 'same-origin');
      expect(answer.status).toBe(204);
    });

    it('refuses another site’s posts of the public forms too: they send mail and keep data', async () => {
      const fromElsewhere = await requestLink('public@example.co.uk').set('Origin', 'https://elsewhere.example');
      expect(fromElsewhere.status).toBe(403);
      const brief = await api
        .http()
        .post('/api/v2/briefs')
        .set('Sec-Fetch-Site', 'cross-site')
        .send({ user_email: 'sam@company.co.uk', items: [] });
      expect(brief.status).toBe(403);
    });

    it('leaves API clients alone: they send neither Origin nor Sec-Fetch-Site', async () => {
      expect((await requestLink('public@example.co.uk')).status).toBe(202);
    });
  });

  it('sends security headers on every response', async () => {
    const answer = await api.http().get('/api/auth/me');
    expect(answer.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(answer.headers['content-security-policy']).toContain("script-src 'self'");
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.headers['x-frame-options']).toBe('DENY');
    expect(answer.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(answer.headers['strict-transport-security']).toBeUndefined();
  });

  it('sends no Referer from the pages mailed links open, whose older links carried their secret in the query', async () => {
    for (const page of ['/auth/verify', '/auth/verify/', '/auth/magic', '/admin/reset']) {
      const answer = await api.http().get(`${page}?token=an-older-link`).set('Accept', 'text/html');
      expect({ page, policy: answer.headers['referrer-policy'] }).toEqual({ page, policy: 'no-referrer' });
    }
    const other = await api.http().get('/admin/login').set('Accept', 'text/html');
    expect(other.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });
});
