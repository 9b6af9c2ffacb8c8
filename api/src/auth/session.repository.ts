// Queries on sign-in sessions, and nothing else. A session row holds only the SHA-256 of the
// cookie's value; every api process reads the same rows, so sessions survive restarts and are
// shared by replicas.
import { Injectable } from '@nestjs/common';
import { Session, type UserType } from '@venue-finder/core';
import { DataSource, type EntityManager, LessThanOrEqual } from 'typeorm';
import type { SessionUser } from '../kernel/session-user';

export interface ActiveSession {
  sessionId: string;
  user: SessionUser;
  lastSeenAt: Date;
}

export interface SessionLifetimes {
  idleMs: number;
  absoluteMs: number;
}

@Injectable()
export class SessionRepository {
  constructor(private readonly dataSource: DataSource) {}

  async create(tokenHash: Buffer, userId: string, now: Date, lifetimes: SessionLifetimes): Promise<void> {
    await this.dataSource.getRepository(Session).insert({
      tokenHash,
      userId,
      csrfSecret: '',
      createdAt: now,
      lastSeenAt: now,
      expiresAt: new Date(now.getTime() + Math.min(lifetimes.idleMs, lifetimes.absoluteMs)),
    });
  }

  /** The session and its user, if it has neither been idle too long nor outlived its absolute lifetime. */
  async findActive(tokenHash: Buffer, now: Date, lifetimes: SessionLifetimes): Promise<ActiveSession | null> {
    const rows: {
      session_id: string;
      last_seen_at: Date;
      id: string;
      email: string;
      name: string;
      user_type: UserType;
      roles: string[];
    }[] = await this.dataSource.query(
      `SELECT s.id AS session_id, s.last_seen_at, u.id, u.email, u.name, u.user_type, u.roles
         FROM sessions s JOIN users u ON u.id = s.user_id
        WHERE s.token_hash = $1 AND s.expires_at > $2 AND u.suspended_at IS NULL
          AND s.created_at + $3 * interval '1 millisecond' > $2`,
      [tokenHash, now, lifetimes.absoluteMs],
    );
    const row = rows[0];
    if (!row) return null;
    return {
      sessionId: row.session_id,
      lastSeenAt: row.last_seen_at,
      user: { id: row.id, email: row.email, name: row.name, userType: row.user_type, roles: row.roles },
    };
  }

  /** Moves the idle expiry on, never past the absolute one. */
  async touch(sessionId: string, now: Date, lifetimes: SessionLifetimes): Promise<void> {
    await this.dataSource.query(
      `UPDATE sessions SET last_seen_at = $2,
              expires_at = least($2::timestamptz + $3 * interval '1 millisecond',
                                 created_at + $4 * interval '1 millisecond')
        WHERE id = $1`,
      [sessionId, now, lifetimes.idleMs, lifetimes.absoluteMs],
    );
  }

  async deleteByTokenHash(tokenHash: Buffer): Promise<void> {
    await this.dataSource.getRepository(Session).delete({ tokenHash });
  }

  /** Ends every session of the user (in the caller's transaction when given one); answers how many. */
  async deleteAllOfUser(userId: string, db: Pick<EntityManager, 'getRepository'> = this.dataSource): Promise<number> {
    const { affected } = await db.getRepository(Session).delete({ userId });
    return affected ?? 0;
  }

  async pruneExpired(now: Date): Promise<number> {
    const { affected } = await this.dataSource.getRepository(Session).delete({ expiresAt: LessThanOrEqual(now) });
    return affected ?? 0;
  }
}
