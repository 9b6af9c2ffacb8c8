// Queries on people's accounts, and nothing else.
import { Injectable } from '@nestjs/common';
import type { UserType } from '@venue-finder/core';
import { DataSource, type EntityManager } from 'typeorm';
import type { SessionUser } from './session.repository';

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

  /**
   * The user with this e-mail, created as an owner or planner on first sign-in (that is how they
   * join); an existing account keeps its kind, which the caller checks.
   */
  async findOrCreate(email: string, userType: 'owner' | 'planner', tx: EntityManager): Promise<StoredUser> {
    await tx.query(
      `INSERT INTO users (email, name, user_type, roles) VALUES ($1, '', $2, ARRAY[$2::text])
       ON CONFLICT (email) DO NOTHING`,
      [email, userType],
    );
    return (await this.findByEmail(email, tx))!;
  }

  async setPasswordHash(userId: string, passwordHash: string, tx: EntityManager = this.dataSource.manager) {
    await tx.query('UPDATE users SET password_hash = $2, updated_at = now() WHERE id = $1', [userId, passwordHash]);
  }
}
