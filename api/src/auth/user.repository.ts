// Queries on people's accounts, and nothing else.
import { Injectable } from '@nestjs/common';
import { User } from '@venue-finder/core';
import { DataSource, type EntityManager } from 'typeorm';
import type { SessionUser } from '../kernel/session-user';

export interface StoredUser extends SessionUser {
  passwordHash: string | null;
  /** Set while the account is suspended: it may not sign in by any route. */
  suspendedAt: Date | null;
}

const toStoredUser = (user: User): StoredUser => ({
  id: user.id,
  email: user.email,
  name: user.name,
  userType: user.userType,
  roles: user.roles,
  passwordHash: user.passwordHash,
  suspendedAt: user.suspendedAt,
});

@Injectable()
export class UserRepository {
  constructor(private readonly dataSource: DataSource) {}

  async findByEmail(email: string, tx: EntityManager = this.dataSource.manager): Promise<StoredUser | null> {
    const user = await tx.getRepository(User).findOne({
      select: { id: true, email: true, name: true, userType: true, roles: true, passwordHash: true, suspendedAt: true },
      where: { email },
    });
    return user ? toStoredUser(user) : null;
  }

  async findById(
    id: string,
    tx: Pick<EntityManager, 'getRepository'> = this.dataSource.manager,
  ): Promise<StoredUser | null> {
    const user = await tx.getRepository(User).findOne({
      select: { id: true, email: true, name: true, userType: true, roles: true, passwordHash: true, suspendedAt: true },
      where: { id },
    });
    return user ? toStoredUser(user) : null;
  }

  /**
   * The user with this e-mail, created as an owner or planner on first sign-in (that is how they
   * join); an existing account keeps its kind, which the caller checks.
   */
  async findOrCreate(email: string, userType: 'owner' | 'planner', now: Date, tx: EntityManager): Promise<StoredUser> {
    await tx.query(
      `INSERT INTO users (email, name, user_type, roles, created_at, updated_at)
       VALUES ($1, '', $2, ARRAY[$2::text], $3, $3)
       ON CONFLICT (email) DO NOTHING`,
      [email, userType, now],
    );
    return (await this.findByEmail(email, tx))!;
  }

  /** Every administrator's address (for alerts that go to all of them). */
  async adminEmails(tx: EntityManager = this.dataSource.manager): Promise<string[]> {
    const admins = await tx.getRepository(User).find({ where: { userType: 'admin' }, select: { email: true } });
    return admins.map((admin) => admin.email);
  }

  async setPasswordHash(
    userId: string,
    passwordHash: string,
    now: Date,
    tx: EntityManager = this.dataSource.manager,
  ): Promise<void> {
    await tx.getRepository(User).update(userId, { passwordHash, updatedAt: now });
  }

  /**
   * An administrator's account with no password (nothing can sign in to it until a reset sets
   * one); null when the address is taken, even by someone inviting it at the same moment.
   */
  async createInvitedAdmin(
    email: string,
    name: string,
    now: Date,
    tx: EntityManager,
  ): Promise<{ id: string; email: string; name: string } | null> {
    const rows: { id: string; email: string; name: string }[] = await tx.query(
      `INSERT INTO users (email, name, user_type, roles, password_hash, created_at, updated_at)
       VALUES ($1, $2, 'admin', '{admin}', NULL, $3, $3)
       ON CONFLICT (email) DO NOTHING RETURNING id, email, name`,
      [email, name, now],
    );
    return rows[0] ?? null;
  }

  /** Every administrator, by e-mail. */
  async admins(db: Pick<EntityManager, 'getRepository'> = this.dataSource): Promise<{ id: string; email: string }[]> {
    return db
      .getRepository(User)
      .find({ select: { id: true, email: true }, where: { userType: 'admin' }, order: { email: 'ASC' } });
  }

  /** How many accounts have an address under this domain or one of its subdomains. */
  async countUnderDomain(domain: string): Promise<number> {
    const [row]: { n: number }[] = await this.dataSource.query(
      `SELECT count(*)::int AS n FROM users
        WHERE lower(split_part(email, '@', 2)) = $1 OR lower(split_part(email, '@', 2)) LIKE '%.' || $1`,
      [domain],
    );
    return row?.n ?? 0;
  }
}
