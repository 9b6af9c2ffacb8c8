// People for HTTP tests, and a way to start signed in as one of them: a session row made as the
// api makes it (only the hash of the cookie's value is stored), so a spec about owner or admin
// routes needs no trip through the mailbox. The sign-in flows themselves are proved in
// api/src/auth/*.http.spec.ts.
import { randomUUID } from 'node:crypto';
import type { UserType } from '@venue-finder/core';
import type { DataSource } from 'typeorm';
import { hashSecretToken, newSecretToken } from '../../api/src/kernel/secret-token';
import { sessionCookieName } from '../../api/src/kernel/session-cookie';

export interface TestUser {
  id: string;
  email: string;
  userType: UserType;
}

export async function createUser(
  dataSource: DataSource,
  overrides: { email?: string; userType?: UserType; passwordHash?: string | null } = {},
): Promise<TestUser> {
  const userType = overrides.userType ?? 'owner';
  const email = overrides.email ?? `${userType}-${randomUUID().slice(0, 8)}@example.co.uk`;
  const [row]: { id: string }[] = await dataSource.query(
    `INSERT INTO users (email, user_type, roles, password_hash, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $5) RETURNING id`,
    [email, userType, [userType], overrides.passwordHash ?? null, new Date()],
  );
  return { id: row!.id, email, userType };
}

/**
 * A Cookie header value that signs the request in as the user (a fresh two-hour session), under
 * the name the running app reads: __Host-vf_session when its PUBLIC_URL is https.
 */
export async function sessionCookieFor(dataSource: DataSource, user: TestUser): Promise<string> {
  const token = newSecretToken();
  // Two hours from the test's own clock (the api's default Clock reads the same), never the
  // database's: `npm run test:clocks` runs the specs with Node's clock shifted and PostgreSQL's not.
  await dataSource.query(
    `INSERT INTO sessions (token_hash, user_id, csrf_secret, created_at, last_seen_at, expires_at)
     VALUES ($1, $2, '', $3, $3, $4)`,
    [hashSecretToken(token), user.id, new Date(), new Date(Date.now() + 2 * 60 * 60_000)],
  );
  return `${sessionCookieName(process.env.PUBLIC_URL?.startsWith('https://') ?? false)}=${token}`;
}
