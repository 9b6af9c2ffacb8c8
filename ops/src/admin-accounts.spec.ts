import { verifyPassword } from '@venue-finder/core';
import type { DataSource } from 'typeorm';
import { openTestDataSource, type TestDataSource } from '../../tests/support/test-database';
import { createAdmin, resetSecondFactor } from './admin-accounts';

describe(createAdmin.name, () => {
  let db: TestDataSource;
  let dataSource: DataSource;

  beforeAll(async () => {
    db = await openTestDataSource(2);
    ({ dataSource } = db);
  });
  afterAll(async () => {
    await db?.close();
  });

  const userOf = async (email: string) =>
    (
      (await dataSource.query('SELECT user_type, roles, password_hash FROM users WHERE email = $1', [email])) as {
        user_type: string;
        roles: string[];
        password_hash: string;
      }[]
    )[0];

  it('creates an administrator with a hashed password', async () => {
    expect(await createAdmin(dataSource, ' Ops@Venue-Finder.example ', 'Strong-Enough-Pass-1')).toBe('created');
    const user = await userOf('ops@venue-finder.example');
    expect(user).toMatchObject({ user_type: 'admin', roles: ['admin'] });
    expect(await verifyPassword('Strong-Enough-Pass-1', user!.password_hash)).toBe(true);
  });

  it('promotes an owner, ending their sessions', async () => {
    const [owner]: { id: string }[] = await dataSource.query(
      `INSERT INTO users (email, user_type, roles, created_at, updated_at)
       VALUES ('promoted@example.co.uk', 'owner', '{owner}', $1, $1) RETURNING id`,
      [new Date()],
    );
    await dataSource.query(
      `INSERT INTO sessions (token_hash, user_id, csrf_secret, created_at, last_seen_at, expires_at)
       VALUES ('\\x01', $1, '', $2, $2, $3)`,
      [owner!.id, new Date(), new Date(Date.now() + 60 * 60_000)],
    );
    expect(await createAdmin(dataSource, 'promoted@example.co.uk', 'Strong-Enough-Pass-2')).toBe('promoted');
    expect((await userOf('promoted@example.co.uk'))?.user_type).toBe('admin');
    expect(await dataSource.query('SELECT 1 FROM sessions WHERE user_id = $1', [owner!.id])).toEqual([]);
  });

  it('refuses a password that breaks the rules, and an address that is not one', async () => {
    await expect(createAdmin(dataSource, 'weak@example.co.uk', 'password1234')).rejects.toThrow(
      'Password is too common. Please choose a stronger password.',
    );
    await expect(createAdmin(dataSource, 'not-an-address', 'Strong-Enough-Pass-3')).rejects.toThrow(
      "'not-an-address' is not an e-mail address.",
    );
    expect(await userOf('weak@example.co.uk')).toBeUndefined();
  });
});

describe(resetSecondFactor.name, () => {
  let db: TestDataSource;
  let dataSource: DataSource;

  beforeAll(async () => {
    db = await openTestDataSource(2);
    ({ dataSource } = db);
  });
  afterAll(async () => {
    await db?.close();
  });

  it('removes a lost second factor and its recovery codes, ends the sessions, and audits it', async () => {
    await createAdmin(dataSource, 'lost-phone@venue-finder.example', 'Strong-Enough-Pass-4');
    const [admin]: { id: string }[] = await dataSource.query(
      `SELECT id FROM users WHERE email = 'lost-phone@venue-finder.example'`,
    );
    await dataSource.query(
      `INSERT INTO admin_second_factors (user_id, secret, enrolled_at) VALUES ($1, 'JBSWY3DPEHPK3PXP', $2)`,
      [admin!.id, new Date()],
    );
    await dataSource.query(`INSERT INTO admin_recovery_codes (user_id, code_hash) VALUES ($1, '\\x02')`, [admin!.id]);
    await dataSource.query(
      `INSERT INTO sessions (token_hash, user_id, csrf_secret, created_at, last_seen_at, expires_at)
       VALUES ('\\x03', $1, '', $2, $2, $3)`,
      [admin!.id, new Date(), new Date(Date.now() + 60 * 60_000)],
    );

    expect(await resetSecondFactor(dataSource, ' Lost-Phone@venue-finder.example ')).toBe(true);
    for (const table of ['admin_second_factors', 'admin_recovery_codes', 'sessions']) {
      expect(await dataSource.query(`SELECT 1 FROM ${table} WHERE user_id = $1`, [admin!.id])).toEqual([]);
    }
    expect(
      await dataSource.query(
        `SELECT actor_id, action, after FROM audit_log WHERE entity_type = 'user' AND entity_id = $1`,
        [admin!.id],
      ),
    ).toEqual([{ actor_id: null, action: 'auth.factor_removed', after: { factor: 'totp', by: 'operator' } }]);
    expect(await resetSecondFactor(dataSource, 'lost-phone@venue-finder.example')).toBe(false);
  });

  it('refuses an address no administrator uses', async () => {
    await expect(resetSecondFactor(dataSource, 'nobody@venue-finder.example')).rejects.toThrow(
      'No administrator uses nobody@venue-finder.example.',
    );
  });
});
