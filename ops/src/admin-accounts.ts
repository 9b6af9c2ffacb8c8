// Administrator accounts are made by a person at a terminal, never through the web: this
// creates one, or gives an existing account the administrator role and a new password.
import { passwordProblem } from '@venue-finder/contract';
import { hashPassword } from '@venue-finder/core';
import type { DataSource } from 'typeorm';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export class AdminAccountError extends Error {}

export type AdminAccountOutcome = 'created' | 'promoted' | 'password-changed';

/** The address as stored; throws AdminAccountError when the address or the password is refused. */
export function checkAdminAccount(email: string, password: string): string {
  const address = email.trim().toLowerCase();
  if (!EMAIL.test(address)) throw new AdminAccountError(`'${email}' is not an e-mail address.`);
  const problem = passwordProblem(password);
  if (problem) throw new AdminAccountError(problem);
  return address;
}

export async function createAdmin(
  dataSource: DataSource,
  email: string,
  password: string,
): Promise<AdminAccountOutcome> {
  const address = checkAdminAccount(email, password);
  const passwordHash = await hashPassword(password);
  return dataSource.transaction(async (tx) => {
    const [existing]: { id: string; user_type: string }[] = await tx.query(
      'SELECT id, user_type FROM users WHERE email = $1 FOR UPDATE',
      [address],
    );
    if (!existing) {
      await tx.query(`INSERT INTO users (email, user_type, roles, password_hash) VALUES ($1, 'admin', '{admin}', $2)`, [
        address,
        passwordHash,
      ]);
      return 'created';
    }
    await tx.query(
      `UPDATE users SET user_type = 'admin', roles = '{admin}', password_hash = $2, updated_at = now() WHERE id = $1`,
      [existing.id, passwordHash],
    );
    // A changed password or role ends the sessions made with the old ones.
    await tx.query('DELETE FROM sessions WHERE user_id = $1', [existing.id]);
    return existing.user_type === 'admin' ? 'password-changed' : 'promoted';
  });
}
