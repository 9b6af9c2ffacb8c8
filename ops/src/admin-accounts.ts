// Administrator accounts are made by a person at a terminal, never through the web: this
// creates one, or gives an existing account the administrator role and a new password.
import { passwordProblem } from '@venue-finder/contract';
import { Clock, hashPassword } from '@venue-finder/core';
import type { DataSource } from 'typeorm';
import { AdminAccountRepository } from './admin-accounts.repository';

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
  clock: Clock = new Clock(),
): Promise<AdminAccountOutcome> {
  const address = checkAdminAccount(email, password);
  const passwordHash = await hashPassword(password);
  return dataSource.transaction(async (tx) => {
    const accounts = new AdminAccountRepository(tx, clock.now());
    const existing = await accounts.userByEmail(address);
    if (!existing) {
      await accounts.insertAdmin(address, passwordHash);
      return 'created';
    }
    await accounts.makeAdmin(existing.id, passwordHash);
    // A changed password or role ends the sessions made with the old ones.
    await accounts.endSessions(existing.id);
    return existing.userType === 'admin' ? 'password-changed' : 'promoted';
  });
}

/**
 * For an administrator who lost both the authenticator app and the recovery codes: an operator
 * with the database removes the second factor, so the next sign-in sets up a new one (where it is
 * required) and every session made with the old one ends. Audited as auth.factor_removed with no
 * actor (an operator at a terminal, not a signed-in user).
 */
export async function resetSecondFactor(
  dataSource: DataSource,
  email: string,
  clock: Clock = new Clock(),
): Promise<boolean> {
  const address = email.trim().toLowerCase();
  return dataSource.transaction(async (tx) => {
    const accounts = new AdminAccountRepository(tx, clock.now());
    const admin = await accounts.userByEmail(address);
    if (admin?.userType !== 'admin') throw new AdminAccountError(`No administrator uses ${address}.`);
    const removed = await accounts.removeSecondFactor(admin.id);
    await accounts.endSessions(admin.id);
    if (!removed) return false;
    await accounts.auditByOperator('auth.factor_removed', admin.id, { factor: 'totp', by: 'operator' });
    return true;
  });
}
