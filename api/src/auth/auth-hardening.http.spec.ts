// Sign-in as an attacker would try it (issue #38), on a production-like configuration: the public
// address is https behind a proxy on this machine that rewrites X-Forwarded-Proto to http.
import { Logger } from '@nestjs/common';
import { hashPassword } from '@venue-finder/core';
import { type ApiTestApp, startApiTestApp } from '../../../tests/support/api-test-app';
import { eventually } from '../../../tests/support/eventually';
import { createUser, sessionCookieFor } from '../../../tests/support/sign-in';
import { PasswordHashing } from './password-hashing';

const PUBLIC_URL = 'https://venues.example.test';
const ADMIN_PASSWORD = 'Correct-Horse-Battery-9';

describe('Sign-in hardening (PUBLIC_URL is https)', () => {
  let api: ApiTestApp;

  beforeAll(async () => {
    api = await startApiTestApp({ env: { PUBLIC_URL, TRUST_PROXY: 'loopback', SMTP_URL: undefined } });
  });
  afterAll(() => api?.close());
  beforeEach(async () => {
    await api.dataSource.query(`DELETE FROM rate_limits`);
    await api.dataSource.query(`DELETE FROM login_throttles`);
  });

  const tokenMailedTo = async (email: string): Promise<string> => {
    const [row]: { text_body: string }[] = await api.dataSource.query(
      'SELECT text_body FROM mail_messages WHERE recipient = $1 ORDER BY id DESC LIMIT 1',
      [email],
    );
    return /token=([\w-]+)/.exec(row?.text_body ?? '')![1]!;
  };
  /** Asks for a link as a browser does; answers the cookie that browser then holds. */
  const askForLink = async (email: string) => {
    const asked = await api.http().post('/api/auth/magic-link').send({ email }).expect(202);
    return String((asked.headers['set-cookie'] as unknown as string[])[0]).split(';')[0]!;
  };
  const consume = (token: string, cookie?: string, confirm?: boolean) => {
    const call = api.http().post('/api/auth/magic-link/consume').set('X-Forwarded-Proto', 'http'); // what the shipped nginx sends, whatever the visitor used
    return (cookie ? call.set('Cookie', cookie) : call).send({ token, ...(confirm ? { confirm } : {}) });
  };
  const signInOwner = async (email: string) => {
    const browser = await askForLink(email);
    return consume(await tokenMailedTo(email), browser);
  };

  describe('a magic link opened in another browser', () => {
    it('signs in at once in the browser that asked for it', async () => {
      const email = 'same-browser@example.co.uk';
      const browser = await askForLink(email);
      expect(browser).toMatch(/^__Host-vf_link_browser=[\w-]{40,}$/);
      expect((await consume(await tokenMailedTo(email), browser)).status).toBe(200);
    });

    it('asks for one confirming click anywhere else, and keeps the link usable until then', async () => {
      const email = 'crafted-link@example.co.uk';
      await askForLink(email); // the attacker's browser
      const token = await tokenMailedTo(email);
      const victim = await consume(token); // the victim opens the attacker's link: no silent sign-in
      expect(victim.status).toBe(409);
      expect(victim.body.message).toBe(
        'This link was opened in a different browser from the one that asked for it. Continue only if you asked for a link to sign in as crafted-link@example.co.uk.',
      );
      expect(victim.headers['set-cookie']).toBeUndefined();
      const otherBrowser = await askForLink('someone-else@example.co.uk');
      expect((await consume(token, otherBrowser)).status).toBe(409);
      const confirmed = await consume(token, undefined, true);
      expect(confirmed.status).toBe(200);
      expect(confirmed.body.email).toBe(email);
      expect((await consume(token, undefined, true)).status).toBe(400); // used
    });
  });

  describe('the lock-out', () => {
    const login = (email: string, password: string) =>
      api.http().post('/api/admin/auth/login').send({ email, password });

    it('locks after 5 of 50 parallel wrong passwords: the rest are refused unchecked, and so is the right one', async () => {
      const admin = await createUser(api.dataSource, {
        userType: 'admin',
        passwordHash: await hashPassword(ADMIN_PASSWORD),
      });
      const answers = await Promise.all(
        Array.from({ length: 50 }, (_, i) => login(admin.email, `Wrong-Password-${i}`)),
      );
      const statuses = answers.map((a) => a.status);
      expect(statuses.filter((s) => s === 401)).toHaveLength(5);
      expect(statuses.filter((s) => s === 429)).toHaveLength(45);
      expect((await login(admin.email, ADMIN_PASSWORD)).status).toBe(429);
    }, 180_000);
  });

  describe('hashing as a denial of service (made-up addresses)', () => {
    const login = (email: string, password: string, client: string) =>
      api.http().post('/api/admin/auth/login').set('X-Forwarded-For', client).send({ email, password });

    it('answers 300 parallel made-up addresses alike, and the real administrator still signs in meanwhile', async () => {
      const admin = await createUser(api.dataSource, {
        userType: 'admin',
        passwordHash: await hashPassword(ADMIN_PASSWORD),
      });
      let answered = 0;
      const flood = Array.from({ length: 300 }, (_, i) =>
        login(`nobody-${i}@example.co.uk`, 'Any-Guess-123', `198.51.100.${(i % 250) + 1}`).then((answer) => {
          answered += 1;
          return answer.status;
        }),
      );
      // The administrator asks while the flood is under way (a third of it answered).
      await eventually(async () => expect(answered).toBeGreaterThanOrEqual(100), 60_000);
      const real = await login(admin.email, ADMIN_PASSWORD, '203.0.113.7');
      expect(real.status).toBe(200);
      const statuses = await Promise.all(flood);
      expect(statuses).toEqual(Array(300).fill(401));
    }, 180_000);

    it('checks one client’s made-up addresses against the decoy only ten times in 15 minutes', async () => {
      const check = jest.spyOn(api.app.get(PasswordHashing) as unknown as { check: () => Promise<boolean> }, 'check');
      try {
        for (let i = 0; i < 14; i += 1) {
          const answer = await login(`made-up-${i}@example.co.uk`, 'Any-Guess-123', '203.0.113.50');
          expect(answer.status).toBe(401);
          expect(answer.body.message).toBe('Invalid email or password');
        }
        expect(check).toHaveBeenCalledTimes(10);
      } finally {
        check.mockRestore();
      }
    }, 60_000);
  });

  describe('completing a password reset', () => {
    const complete = (token: string, newPassword = 'A-Brand-New-Password-7') =>
      api.http().post('/api/admin/auth/reset/complete').send({ token, new_password: newPassword });

    it('checks the link before the costly hash: a made-up token is refused without hashing', async () => {
      const hash = jest.spyOn(api.app.get(PasswordHashing), 'hash');
      try {
        const refused = await complete('made-up-token-aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa');
        expect(refused.status).toBe(400);
        expect(refused.body.message).toBe(
          'This password reset link has expired or has already been used. Please request a new one.',
        );
        expect(hash).not.toHaveBeenCalled();
      } finally {
        hash.mockRestore();
      }
    });

    it('ends every other link of the address and mails the administrator that the password changed', async () => {
      const admin = await createUser(api.dataSource, { userType: 'admin', passwordHash: null });
      const start = () => api.http().post('/api/admin/auth/reset/start').send({ email: admin.email }).expect(202);
      // The mail is queued after the answer (so its timing tells nothing): wait for it.
      await start();
      const first = await eventually(() => tokenMailedTo(admin.email));
      await start();
      const second = await eventually(async () => {
        const token = await tokenMailedTo(admin.email);
        expect(token).not.toBe(first);
        return token;
      });
      expect((await complete(second)).status).toBe(200);
      const stale = await complete(first);
      expect(stale.status).toBe(400);
      expect(stale.body.message).toBe(
        'This password reset link has expired or has already been used. Please request a new one.',
      );
      const [changed]: { subject: string; text_body: string }[] = await api.dataSource.query(
        'SELECT subject, text_body FROM mail_messages WHERE recipient = $1 ORDER BY id DESC LIMIT 1',
        [admin.email],
      );
      expect(changed?.subject).toBe('Your Venue Finder password was changed');
      expect(changed?.text_body).toContain(`${PUBLIC_URL}/admin/reset`);
    }, 120_000);

    it('limits attempts per client: the eleventh in 15 minutes is refused with a wait', async () => {
      const statuses = [];
      for (let i = 0; i < 11; i += 1)
        statuses.push((await complete(`made-up-${i}-aaaaaaaaaaaaaaaaaaaaaaaaaaaaaa`)).status);
      expect(statuses).toEqual([...Array(10).fill(400), 429]);
      const last = await complete('made-up-last-aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa');
      expect(last.body.message).toMatch(
        /^You have sent too many attempts to set a new password in a short time\. Please wait/,
      );
      expect(Number(last.headers['retry-after'])).toBeGreaterThan(0);
    });
  });

  describe('rate-limit keys', () => {
    it('counts every address of one IPv6 /64 as one client', async () => {
      const statuses = [];
      for (let i = 1; i <= 21; i += 1) {
        const answer = await api
          .http()
          .post('/api/auth/magic-link')
          .set('X-Forwarded-For', `2001:db8:7:9:${i.toString(16)}::${i}`)
          .send({ email: `ipv6-${i}@example.co.uk` });
        statuses.push(answer.status);
      }
      expect(statuses).toEqual([...Array(20).fill(202), 429]);
      const otherBlock = await api
        .http()
        .post('/api/auth/magic-link')
        .set('X-Forwarded-For', '2001:db8:7:a::1')
        .send({ email: 'ipv6-other@example.co.uk' });
      expect(otherBlock.status).toBe(202);
    });
  });

  describe('tokens in logs', () => {
    it('never logs a sign-in link’s secret, though the dev transport logs the links', async () => {
      const warn = jest.spyOn(Logger.prototype, 'warn');
      try {
        const email = 'logged-link@example.co.uk';
        await api.http().post('/api/auth/magic-link').send({ email }).expect(202);
        const token = await tokenMailedTo(email);
        const logged = await eventually(async () => {
          const lines = warn.mock.calls.map((call) => String(call[0])).filter((line) => line.includes(email));
          expect(lines).toHaveLength(1);
          return lines[0]!;
        });
        expect(logged).toContain(`${PUBLIC_URL}/auth/verify#token=[redacted]`);
        expect(logged).not.toContain(token);
      } finally {
        warn.mockRestore();
      }
    });
  });

  describe('the session cookie', () => {
    it('is named __Host-vf_session and is Secure because PUBLIC_URL is https, not because of X-Forwarded-Proto', async () => {
      const signedIn = await signInOwner('host-prefix@example.co.uk');
      expect(signedIn.status).toBe(200);
      const [session, hint] = signedIn.headers['set-cookie'] as unknown as string[];
      expect(session).toMatch(
        /^__Host-vf_session=[\w-]{40,}; Max-Age=43200; Path=\/; Expires=[^;]+; HttpOnly; Secure; SameSite=Lax$/,
      );
      expect(session).not.toMatch(/Domain=/i);
      expect(hint).toMatch(/^vf_signed_in=1; .*Secure/);
      const cookie = session!.split(';')[0]!;
      expect((await api.http().get('/api/auth/me').set('Cookie', cookie)).status).toBe(200);
    });

    it('is not read under the unprefixed name, which a sibling subdomain or plain-http page could plant', async () => {
      const owner = await createUser(api.dataSource);
      const cookie = await sessionCookieFor(api.dataSource, owner);
      expect(cookie).toMatch(/^__Host-vf_session=/);
      const planted = cookie.replace('__Host-vf_session', 'vf_session');
      expect((await api.http().get('/api/auth/me').set('Cookie', planted)).status).toBe(401);
      expect((await api.http().get('/api/auth/me').set('Cookie', cookie)).status).toBe(200);
    });

    it('answers 401, never a 500, to a session cookie that is no token', async () => {
      for (const value of ['%', '%E0%A4%A', 'a%zz', '"quoted"', 'x'.repeat(5000), '']) {
        for (const name of ['__Host-vf_session', 'vf_session']) {
          const answer = await api.http().get('/api/auth/me').set('Cookie', `${name}=${value}`);
          expect(answer.status).toBe(401);
          expect(answer.body.message).toBe('Please sign in to continue.');
        }
      }
    });
  });
});
