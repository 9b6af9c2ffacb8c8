// Queries on people's accounts, and nothing else.
import { Injectable } from '@nestjs/common';
import { User, type UserType } from '@venue-finder/core';
import { DataSource, type EntityManager } from 'typeorm';
import type { SessionUser } from '../kernel/session-user';

export interface StoredUser extends SessionUser {
  passwordHash: string | null;
  /** Set while the account is suspended: it may not sign in by any route. */
  suspendedAt: Date | null;
}

interface UserRow {
  id: string;
  email: string;
  name: string;
  user_type: UserType;
  roles: string[];
  password_hash: string | null;
  suspended_at: Date | null;
}

const toUser = (row: UserRow): StoredUser => ({
  id: row.id,
  email: row.email,
  name: row.name,
  userType: row.user_type,
  roles: row.roles,
  passwordHash: row.password_hash,
  suspendedAt: row.suspended_at,
});

@Injectable()
export class UserRepository {
  constructor(private readonly dataSource: DataSource) {}

  async findByEmail(email: string, tx: EntityManager = this.dataSource.manager): Promise<StoredUser | null> {
    const rows: UserRow[] = await tx.query(
      'SELECT id, email, name, user_type, roles, password_hash, suspended_at FROM users WHERE email = $1',
      [email],
    );
    return rows[0] ? toUser(rows[0]) : null;
  }

  async findById(id: string, tx: Pick<EntityManager, 'query'> = this.dataSource.manager): Promise<StoredUser | null> {
    const rows: UserRow[] = await tx.query(
      'SELECT id, email, name, user_type, roles, password_hash FROM users WHERE id = $1',
      [id],
    );
    return rows[0] ? toUser(rows[0]) : null;
  }

  /** The owner with this e-mail, created on first sign-in (that is how owners join). */
  async findOrCreateOwner(email: string, now: Date, tx: EntityManager): Promise<StoredUser> {
    await tx.query(
      `INSERT INTO users (email, name, user_type, roles, created_at, updated_at) VALUES ($1, '', 'owner', '{owner}', $2, $2)
       ON CONFLICT (email) DO NOTHING`,
      [email, now],
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
    await tx.query('UPDATE users SET password_hash = $2, updated_at = $3 WHERE id = $1', [userId, passwordHash, now]);
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
  async admins(db: Pick<EntityManager, 'query'> = this.dataSource): Promise<{ id: string; email: string }[]> {
    return db.query(`SELECT id, email FROM users WHERE user_type = 'admin' ORDER BY email`);
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
