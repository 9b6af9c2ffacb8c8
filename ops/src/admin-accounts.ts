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

/**
 * For an administrator who lost both the authenticator app and the recovery codes: an operator
 * with the database removes the second factor, so the next sign-in sets up a new one (where it is
 * required) and every session made with the old one ends. Audited as auth.factor_removed with no
 * actor (an operator at a terminal, not a signed-in user).
 */
export async function resetSecondFactor(dataSource: DataSource, email: string): Promise<boolean> {
  const address = email.trim().toLowerCase();
  return dataSource.transaction(async (tx) => {
    const [admin]: { id: string }[] = await tx.query(
      `SELECT id FROM users WHERE email = $1 AND user_type = 'admin' FOR UPDATE`,
      [address],
    );
    if (!admin) throw new AdminAccountError(`No administrator uses ${address}.`);
    const [, removed]: [unknown, number] = await tx.query('DELETE FROM admin_second_factors WHERE user_id = $1', [
      admin.id,
    ]);
    await tx.query('DELETE FROM admin_recovery_codes WHERE user_id = $1', [admin.id]);
    await tx.query('DELETE FROM admin_second_factor_enrolments WHERE user_id = $1', [admin.id]);
    await tx.query('DELETE FROM second_factor_challenges WHERE user_id = $1', [admin.id]);
    await tx.query('DELETE FROM sessions WHERE user_id = $1', [admin.id]);
    if (removed === 0) return false;
    await tx.query(
      `INSERT INTO audit_log (actor_id, action, entity_type, entity_id, after)
       VALUES (NULL, 'auth.factor_removed', 'user', $1, $2)`,
      [admin.id, JSON.stringify({ factor: 'totp', by: 'operator' })],
    );
    return true;
  });
}
