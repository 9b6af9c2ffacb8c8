// Administrators' second factor (issue #38 item 9) on a real PostgreSQL: enrolment on first
// sign-in, the code step, replayed and recovery codes, the shared lock-out, the administrator's
// own changes, hostile input, and the audit rows every sign-in event leaves. Codes are computed
// with otplib at the api's clock, as an authenticator app would.
import { hashPassword } from '@venue-finder/core';
import { generate } from 'otplib';
import { type ApiTestApp, startApiTestApp } from '../../../tests/support/api-test-app';
import { eventually } from '../../../tests/support/eventually';
import { createUser, type TestUser } from '../../../tests/support/sign-in';
import { AdminAuthService } from './admin-auth.service';
import { Clock } from '../kernel/clock';
import { OneTimeTokenRepository } from './one-time-token.repository';
import { PasswordHashing } from './password-hashing';
import { UserRepository } from './user.repository';

const PASSWORD = 'Correct-Horse-Battery-9';
const WRONG_CODE_MESSAGE =
  'That code is not right. Check the time on your phone and enter the code your authenticator app shows now.';
const REPLAYED_MESSAGE =
  'That code has already been used. Wait for your authenticator app to show a new code, then enter it.';

/** The cookies a response sets, as a Cookie header value (what a browser would send back). */
const cookiesOf = (response: { headers: Record<string, unknown> }): string =>
  ((response.headers['set-cookie'] as string[] | undefined) ?? [])
    .map((cookie) => cookie.split(';')[0]!)
    .filter((pair) => !pair.endsWith('='))
    .join('; ');

describe('Administrators’ second factor (ADMIN_TOTP=required)', () => {
  let api: ApiTestApp;
  let passwordHash: string;
  let now: Date;

  beforeAll(async () => {
    api = await startApiTestApp({ env: { ADMIN_TOTP: 'required' } });
    passwordHash = await hashPassword(PASSWORD);
  });
  afterAll(() => api?.close());
  beforeEach(async () => {
    now = new Date();
    jest.spyOn(api.app.get(Clock), 'now').mockImplementation(() => now);
    await api.dataSource.query('DELETE FROM login_throttles');
    await api.dataSource.query('DELETE FROM rate_limits');
  });
  afterEach(() => jest.restoreAllMocks());

  /** Moves the api's clock on by whole 30-second steps. */
  const nextStep = (steps = 1) => (now = new Date(now.getTime() + steps * 30_000));
  const codeAt = (secret: string) => generate({ secret, epoch: Math.floor(now.getTime() / 1000) });
  const newAdmin = () => createUser(api.dataSource, { userType: 'admin', passwordHash });
  const login = (admin: TestUser, password = PASSWORD) =>
    api.http().post('/api/admin/auth/login').send({ email: admin.email, password });
  const post = (path: string, cookie: string, body: object = {}) =>
    api.http().post(path).set('Cookie', cookie).send(body);
  const auditOf = async (admin: TestUser) =>
    (
      (await api.dataSource.query(
        `SELECT action, actor_id, entity_type, entity_id, after FROM audit_log
          WHERE entity_type = 'user' AND entity_id = $1 ORDER BY id`,
        [admin.id],
      )) as { action: string; actor_id: string; entity_type: string; entity_id: string; after: object }[]
    ).map(({ action, after }) => ({ action, after }));

  /** Enrols through the first sign-in; answers the secret, the recovery codes and the session cookie. */
  const enrol = async (admin: TestUser) => {
    const pending = cookiesOf(await login(admin));
    const key = await post('/api/admin/auth/second-factor/enrolment', pending).expect(200);
    const done = await post('/api/admin/auth/second-factor/enrolment/confirm', pending, {
      code: await codeAt(key.body.secret),
    }).expect(200);
    nextStep();
    return {
      secret: key.body.secret as string,
      recoveryCodes: done.body.recovery_codes as string[],
      session: cookiesOf(done),
    };
  };

  describe('enrolment on first sign-in', () => {
    it('takes an administrator without a factor from the password to setup, with no session until a code confirms it', async () => {
      const admin = await newAdmin();
      const password = await login(admin);
      expect(password.status).toBe(200);
      expect(password.body).toEqual({ step: 'enrol', user: null, offer_enrolment: false });
      const pending = cookiesOf(password);
      expect(pending).toMatch(/^vf_second_factor=[\w-]{40,}$/);
      expect(String(password.headers['set-cookie'])).toMatch(/HttpOnly/);
      // The pending cookie is no session.
      expect((await api.http().get('/api/admin/auth/session').set('Cookie', pending)).status).toBe(401);

      const key = await post('/api/admin/auth/second-factor/enrolment', pending);
      expect(key.status).toBe(200);
      expect(key.body.secret).toMatch(/^[A-Z2-7]{32}$/);
      expect(key.body.otpauth_uri).toBe(
        `otpauth://totp/Venue%20Finder:${encodeURIComponent(admin.email)}?secret=${key.body.secret}&issuer=Venue%20Finder`,
      );
      expect(key.body.qr_code_svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);

      const wrong = await post('/api/admin/auth/second-factor/enrolment/confirm', pending, { code: '000000' });
      expect(wrong.status).toBe(401);
      expect(wrong.body.message).toBe(WRONG_CODE_MESSAGE);

      const done = await post('/api/admin/auth/second-factor/enrolment/confirm', pending, {
        code: await codeAt(key.body.secret),
      });
      expect(done.status).toBe(200);
      expect(done.body.user).toMatchObject({ email: admin.email, user_type: 'admin' });
      const codes: string[] = done.body.recovery_codes;
      expect(codes).toHaveLength(10);
      expect(new Set(codes).size).toBe(10);
      for (const code of codes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
      const session = cookiesOf(done);
      expect(session).toMatch(/^vf_session=[\w-]{40,}/);
      expect(String(done.headers['set-cookie'])).toMatch(/vf_second_factor=;/); // the pending cookie is cleared
      expect((await api.http().get('/api/admin/auth/session').set('Cookie', session)).status).toBe(200);

      // The challenge was single use; the secret is never answered again; codes are kept only hashed.
      expect((await post('/api/admin/auth/second-factor/enrolment', pending)).status).toBe(401);
      const status = await api.http().get('/api/admin/account/second-factor').set('Cookie', session);
      expect(status.body).toEqual({ enrolled: true, required: true, recovery_codes_left: 10 });
      expect(JSON.stringify(status.body)).not.toContain(key.body.secret);
      const stored: { code_hash: Buffer }[] = await api.dataSource.query(
        'SELECT code_hash FROM admin_recovery_codes WHERE user_id = $1',
        [admin.id],
      );
      expect(stored).toHaveLength(10);
      for (const { code_hash } of stored) {
        expect(code_hash).toHaveLength(32);
        for (const code of codes) expect(code_hash.toString('utf8')).not.toContain(code.slice(0, 5));
      }
    }, 120_000);

    it('refuses a second enrolment through the sign-in steps once a factor exists', async () => {
      const admin = await newAdmin();
      await enrol(admin);
      const pending = cookiesOf(await login(admin));
      expect((await login(admin)).body.step).toBe('code');
      const again = await post('/api/admin/auth/second-factor/enrolment', pending);
      expect(again.status).toBe(409);
      expect(again.body.message).toBe(
        'Two-step sign-in is already set up for this account. Enter the code from your authenticator app.',
      );
    }, 120_000);
  });

  describe('the code step', () => {
    it('signs an enrolled administrator in with a code, and never accepts the same code twice', async () => {
      const admin = await newAdmin();
      const { secret } = await enrol(admin);
      const first = await login(admin);
      expect(first.body).toEqual({ step: 'code', user: null, offer_enrolment: false });
      const code = await codeAt(secret);
      const signedIn = await post('/api/admin/auth/second-factor', cookiesOf(first), { code });
      expect(signedIn.status).toBe(200);
      expect(signedIn.body).toMatchObject({ email: admin.email, user_type: 'admin' });
      expect(cookiesOf(signedIn)).toMatch(/^vf_session=/);

      // The same code again, within its 30 seconds, after a fresh password step: refused.
      const replay = await post('/api/admin/auth/second-factor', cookiesOf(await login(admin)), { code });
      expect(replay.status).toBe(401);
      expect(replay.body.message).toBe(REPLAYED_MESSAGE);
      expect(replay.headers['set-cookie'] ?? []).not.toEqual(
        expect.arrayContaining([expect.stringMatching(/^vf_session=/)]),
      );
      nextStep();
      const next = await post('/api/admin/auth/second-factor', cookiesOf(await login(admin)), {
        code: await codeAt(secret),
      });
      expect(next.status).toBe(200);
    }, 120_000);

    it('refuses a wrong code, keeps the step open, and times out ten minutes after the password', async () => {
      const admin = await newAdmin();
      const { secret } = await enrol(admin);
      const pending = cookiesOf(await login(admin));
      const wrong = await post('/api/admin/auth/second-factor', pending, { code: '123456' });
      expect(wrong.status).toBe(401);
      expect(wrong.body.message).toBe(WRONG_CODE_MESSAGE);
      nextStep(21);
      const late = await post('/api/admin/auth/second-factor', pending, { code: await codeAt(secret) });
      expect(late.status).toBe(401);
      expect(late.body.message).toBe('Your sign-in has timed out. Please sign in again with your email and password.');
      expect((await post('/api/admin/auth/second-factor', '', { code: '123456' })).status).toBe(401);
    }, 120_000);

    it('accepts each recovery code once instead of a code', async () => {
      const admin = await newAdmin();
      const { recoveryCodes } = await enrol(admin);
      const recovery = recoveryCodes[3]!;
      const used = await post('/api/admin/auth/second-factor', cookiesOf(await login(admin)), {
        recovery_code: ` ${recovery.toUpperCase()} `,
      });
      expect(used.status).toBe(200);
      expect(cookiesOf(used)).toMatch(/^vf_session=/);
      const again = await post('/api/admin/auth/second-factor', cookiesOf(await login(admin)), {
        recovery_code: recovery,
      });
      expect(again.status).toBe(401);
      expect(again.body.message).toBe(
        'That recovery code is not right, or it has already been used. Each recovery code works once.',
      );
      const status = await api.http().get('/api/admin/account/second-factor').set('Cookie', cookiesOf(used));
      expect(status.body.recovery_codes_left).toBe(9);
    }, 120_000);

    it('counts wrong codes toward the password’s lock-out: five attempts in all, then even the right code waits', async () => {
      const admin = await newAdmin();
      const { secret } = await enrol(admin);
      const pending = cookiesOf(await login(admin)); // attempt 1: the right password
      for (const code of ['111111', '222222', '333333', '444444']) {
        expect((await post('/api/admin/auth/second-factor', pending, { code })).status).toBe(401);
      }
      const locked = await post('/api/admin/auth/second-factor', pending, { code: await codeAt(secret) });
      expect(locked.status).toBe(429);
      expect(locked.body.message).toMatch(/^Too many failed sign-in attempts\. Please wait/);
      expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
      expect((await login(admin)).status).toBe(429);
    }, 120_000);

    it('answers a 400 a person can act on to hostile or malformed codes', async () => {
      const admin = await newAdmin();
      await enrol(admin);
      const pending = cookiesOf(await login(admin));
      const cases: object[] = [
        { code: 'abcdef' },
        { code: '12345' },
        { code: '1'.repeat(10_000) },
        { code: 123456 },
        { code: ['123456'] },
        { recovery_code: 'x'.repeat(10_000) },
        { recovery_code: "'; DROP TABLE users; --" },
        {},
      ];
      for (const body of cases) {
        const answer = await post('/api/admin/auth/second-factor', pending, body);
        expect([answer.status, body]).toEqual([400, body]);
        expect(answer.body.message).toEqual(expect.any(String));
      }
      const confirm = await post('/api/admin/auth/second-factor/enrolment/confirm', pending, {
        code: '9'.repeat(10_240),
      });
      expect(confirm.status).toBe(400);
      expect(confirm.body.message).toBe('Enter the 6-digit code from your authenticator app');
      const cookie = await post('/api/admin/auth/second-factor', `vf_second_factor=${'%'.repeat(300)}`, {
        code: '123456',
      });
      expect(cookie.status).toBe(401);
    }, 120_000);
  });

  describe('the signed-in administrator’s own factor', () => {
    it('replaces the recovery codes and re-enrols only with the password; removing is refused where required', async () => {
      const admin = await newAdmin();
      const { secret, recoveryCodes, session } = await enrol(admin);
      const account = (path = '') => `/api/admin/account/second-factor${path}`;

      const wrongPassword = await post(account('/recovery-codes'), session, { password: 'Not-The-Password-1' });
      expect(wrongPassword.status).toBe(400);
      expect(wrongPassword.body.message).toBe('That password is not right.');
      const fresh = await post(account('/recovery-codes'), session, { password: PASSWORD });
      expect(fresh.status).toBe(200);
      expect(fresh.body.recovery_codes).toHaveLength(10);
      const old = await post('/api/admin/auth/second-factor', cookiesOf(await login(admin)), {
        recovery_code: recoveryCodes[0],
      });
      expect(old.status).toBe(401);

      const removal = await post(account('/remove'), session, { password: PASSWORD });
      expect(removal.status).toBe(409);
      expect(removal.body.message).toBe(
        'Two-step sign-in is required for administrators. To use another authenticator app, set it up again instead.',
      );

      const key = await post(account('/enrolment'), session, { password: PASSWORD });
      expect(key.status).toBe(200);
      expect(key.body.secret).not.toBe(secret);
      nextStep();
      const confirmed = await post(account('/enrolment/confirm'), session, { code: await codeAt(key.body.secret) });
      expect(confirmed.status).toBe(200);
      expect(confirmed.body.recovery_codes).toHaveLength(10);
      nextStep();
      // The old app's codes stop working; the new app's work.
      expect(
        (await post('/api/admin/auth/second-factor', cookiesOf(await login(admin)), { code: await codeAt(secret) }))
          .status,
      ).toBe(401);
      nextStep();
      expect(
        (
          await post('/api/admin/auth/second-factor', cookiesOf(await login(admin)), {
            code: await codeAt(key.body.secret),
          })
        ).status,
      ).toBe(200);
    }, 180_000);
  });

  describe('the audit log', () => {
    it('records enrolment, every failure, each sign-in and a recovery code used, as the administrator', async () => {
      const admin = await newAdmin();
      expect((await login(admin, 'Not-The-Password-1')).status).toBe(401);
      const { secret, recoveryCodes } = await enrol(admin);
      const pending = cookiesOf(await login(admin));
      await post('/api/admin/auth/second-factor', pending, { code: '000000' }).expect(401);
      await post('/api/admin/auth/second-factor', pending, { code: await codeAt(secret) }).expect(200);
      await post('/api/admin/auth/second-factor', cookiesOf(await login(admin)), {
        recovery_code: recoveryCodes[0],
      }).expect(200);

      expect(await auditOf(admin)).toEqual([
        { action: 'auth.sign_in_failed', after: { method: 'password', reason: 'wrong_password' } },
        { action: 'auth.factor_enrolled', after: { factor: 'totp', replaced_existing: false } },
        { action: 'auth.signed_in', after: { method: 'password', second_factor: 'totp' } },
        { action: 'auth.sign_in_failed', after: { method: 'password', reason: 'wrong_code' } },
        { action: 'auth.signed_in', after: { method: 'password', second_factor: 'totp' } },
        { action: 'auth.recovery_code_used', after: { codes_left: 9 } },
        { action: 'auth.signed_in', after: { method: 'password', second_factor: 'recovery_code' } },
      ]);
      const [row]: { actor_id: string; entity_id: string }[] = await api.dataSource.query(
        `SELECT actor_id, entity_id FROM audit_log WHERE entity_id = $1 LIMIT 1`,
        [admin.id],
      );
      expect(row).toEqual({ actor_id: admin.id, entity_id: admin.id });
    }, 120_000);
  });
});

describe('Administrators’ second factor offered (ADMIN_TOTP=optional, the embedded default) and sign-in audit', () => {
  let api: ApiTestApp;
  let passwordHash: string;

  beforeAll(async () => {
    api = await startApiTestApp();
    passwordHash = await hashPassword(PASSWORD);
  });
  afterAll(() => api?.close());
  beforeEach(async () => {
    await api.dataSource.query('DELETE FROM login_throttles');
    await api.dataSource.query('DELETE FROM rate_limits');
  });
  afterEach(() => jest.restoreAllMocks());

  const login = (email: string, password = PASSWORD) =>
    api.http().post('/api/admin/auth/login').send({ email, password });
  const actions = async (userId: string) =>
    (
      (await api.dataSource.query(
        `SELECT action, after FROM audit_log WHERE entity_type = 'user' AND entity_id = $1 ORDER BY id`,
        [userId],
      )) as { action: string; after: object }[]
    ).map(({ action, after }) => ({ action, after }));

  it('signs in with the password, offers setup, and always asks an administrator who enrolled for a code', async () => {
    const admin = await createUser(api.dataSource, { userType: 'admin', passwordHash });
    const first = await login(admin.email);
    expect(first.body).toMatchObject({ step: 'signed_in', offer_enrolment: true, user: { email: admin.email } });
    const session = cookiesOf(first);
    expect(session).toMatch(/vf_session=/);

    const key = await api
      .http()
      .post('/api/admin/account/second-factor/enrolment')
      .set('Cookie', session)
      .send({ password: PASSWORD })
      .expect(200);
    const code = await generate({ secret: key.body.secret });
    await api
      .http()
      .post('/api/admin/account/second-factor/enrolment/confirm')
      .set('Cookie', session)
      .send({ code })
      .expect(200);

    const second = await login(admin.email);
    expect(second.body).toEqual({ step: 'code', user: null, offer_enrolment: false });
    expect(cookiesOf(second)).not.toMatch(/vf_session=/);

    // Where it is optional, the administrator may turn it off again, with the password.
    await api
      .http()
      .post('/api/admin/account/second-factor/remove')
      .set('Cookie', session)
      .send({ password: PASSWORD })
      .expect(204);
    expect((await login(admin.email)).body.step).toBe('signed_in');
    expect(await actions(admin.id)).toEqual([
      { action: 'auth.signed_in', after: { method: 'password' } },
      { action: 'auth.factor_enrolled', after: { factor: 'totp', replaced_existing: false } },
      { action: 'auth.factor_removed', after: { factor: 'totp' } },
      { action: 'auth.signed_in', after: { method: 'password' } },
    ]);
  }, 120_000);

  it('audits an owner’s magic-link sign-in and an administrator’s password reset', async () => {
    const email = 'audited-owner@example.co.uk';
    await api.http().post('/api/auth/magic-link').send({ email }).expect(202);
    const [mail]: { text_body: string }[] = await api.dataSource.query(
      'SELECT text_body FROM mail_messages WHERE recipient = $1 ORDER BY id DESC LIMIT 1',
      [email],
    );
    const token = /token=([\w-]+)/.exec(mail!.text_body)![1];
    const signedIn = await api.http().post('/api/auth/magic-link/consume').send({ token, confirm: true }).expect(200);
    expect(await actions(signedIn.body.id)).toEqual([{ action: 'auth.signed_in', after: { method: 'magic_link' } }]);

    const admin = await createUser(api.dataSource, { userType: 'admin', passwordHash });
    await api.http().post('/api/admin/auth/reset/start').send({ email: admin.email }).expect(202);
    const resetToken = await eventually(async () => {
      const [row]: { text_body: string }[] = await api.dataSource.query(
        'SELECT text_body FROM mail_messages WHERE recipient = $1 ORDER BY id DESC LIMIT 1',
        [admin.email],
      );
      return /token=([\w-]+)/.exec(row!.text_body)![1]!;
    });
    await api
      .http()
      .post('/api/admin/auth/reset/complete')
      .send({ token: resetToken, new_password: 'A-Brand-New-Password-7' })
      .expect(200);
    expect(await actions(admin.id)).toEqual([{ action: 'auth.password_reset', after: { via: 'reset_link' } }]);
  }, 120_000);

  describe('the answer’s timing tells no administrator address apart', () => {
    it('checks one password hash for a known administrator, an owner and an unknown address, with the same answer', async () => {
      const admin = await createUser(api.dataSource, { userType: 'admin', passwordHash });
      const owner = await createUser(api.dataSource, { userType: 'owner' });
      const verify = jest.spyOn(api.app.get(PasswordHashing), 'verify');
      const answers = [];
      for (const email of [admin.email, owner.email, 'nobody-here@venue-finder.example']) {
        verify.mockClear();
        const answer = await login(email, 'Not-The-Password-1');
        answers.push({ status: answer.status, body: answer.body });
        expect(verify).toHaveBeenCalledTimes(1);
        // A decoy hash stands in for a missing password: the same scrypt work either way.
        expect(await verify.mock.results[0]!.value).toBe(false);
      }
      expect(answers[1]).toEqual(answers[0]);
      expect(answers[2]).toEqual(answers[0]);
    }, 120_000);

    it('answers a reset request with the same work for any address, and mails only the administrator afterwards', async () => {
      const admin = await createUser(api.dataSource, { userType: 'admin', passwordHash });
      const lookUps = jest.spyOn(api.app.get(UserRepository), 'findByEmail');
      const issued = jest.spyOn(api.app.get(OneTimeTokenRepository), 'issue');
      // The mail is queued after the answer: held back here until both answers are in.
      const service = api.app.get(AdminAuthService);
      const mailResetLink = service.mailResetLink.bind(service);
      let release!: () => void;
      const answered = new Promise<void>((resolve) => (release = resolve));
      jest
        .spyOn(service, 'mailResetLink')
        .mockImplementation(async (email, token) => answered.then(() => mailResetLink(email, token)));
      const answers = [];
      for (const email of [admin.email, 'nobody-here@venue-finder.example']) {
        lookUps.mockClear();
        issued.mockClear();
        const answer = await api.http().post('/api/admin/auth/reset/start').send({ email });
        answers.push({ status: answer.status, body: answer.body });
        // Within the answer: one token written, and the address not even looked up.
        expect(issued).toHaveBeenCalledTimes(1);
        expect(lookUps).not.toHaveBeenCalled();
      }
      expect(answers[1]).toEqual(answers[0]);
      release();
      await eventually(async () => {
        const [row]: { n: number }[] = await api.dataSource.query(
          'SELECT count(*)::int AS n FROM mail_messages WHERE recipient = $1',
          [admin.email],
        );
        expect(row!.n).toBe(1);
      });
      const [stranger]: { n: number }[] = await api.dataSource.query(
        `SELECT count(*)::int AS n FROM mail_messages WHERE recipient = 'nobody-here@venue-finder.example'`,
      );
      expect(stranger!.n).toBe(0);
    }, 120_000);
  });
});
