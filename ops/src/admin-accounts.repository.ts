// The rows the administrator-account commands (admin-accounts.ts) read and write, in the
// command's transaction. Times come from the Clock; nothing here asks the database for now().
import {
  AdminRecoveryCode,
  AdminSecondFactor,
  AdminSecondFactorEnrolment,
  SecondFactorChallenge,
  Session,
  User,
} from '@venue-finder/core';
import type { EntityManager } from 'typeorm';

export class AdminAccountRepository {
  constructor(
    private readonly tx: EntityManager,
    private readonly now: Date,
  ) {}

  /** The account with this address, locked for the rest of the transaction. */
  userByEmail(email: string): Promise<Pick<User, 'id' | 'userType'> | null> {
    return this.tx
      .getRepository(User)
      .createQueryBuilder('u')
      .select(['u.id', 'u.userType'])
      .where('u.email = :email', { email })
      .setLock('pessimistic_write')
      .getOne();
  }

  async insertAdmin(email: string, passwordHash: string): Promise<void> {
    await this.tx.getRepository(User).insert({
      email,
      userType: 'admin',
      roles: ['admin'],
      passwordHash,
      createdAt: this.now,
      updatedAt: this.now,
    });
  }

  async makeAdmin(userId: string, passwordHash: string): Promise<void> {
    await this.tx
      .getRepository(User)
      .update(userId, { userType: 'admin', roles: ['admin'], passwordHash, updatedAt: this.now });
  }

  /** Ends every session of the account. */
  async endSessions(userId: string): Promise<void> {
    await this.tx.getRepository(Session).delete({ userId });
  }

  /** Removes the second factor and all that goes with it; answers whether there was one. */
  async removeSecondFactor(userId: string): Promise<boolean> {
    const { affected } = await this.tx.getRepository(AdminSecondFactor).delete({ userId });
    await this.tx.getRepository(AdminRecoveryCode).delete({ userId });
    await this.tx.getRepository(AdminSecondFactorEnrolment).delete({ userId });
    await this.tx.getRepository(SecondFactorChallenge).delete({ userId });
    return (affected ?? 0) > 0;
  }

  /** An audit row with no actor: an operator at a terminal, not a signed-in user. */
  async auditByOperator(action: string, userId: string, after: Record<string, unknown>): Promise<void> {
    await this.tx.query(
      `INSERT INTO audit_log (actor_id, action, entity_type, entity_id, after, at) VALUES (NULL, $1, 'user', $2, $3, $4)`,
      [action, userId, JSON.stringify(after), this.now],
    );
  }
}
