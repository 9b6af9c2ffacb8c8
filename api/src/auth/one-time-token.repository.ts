// Queries on magic-link and password-reset tokens, and nothing else. Only a hash of each token
// is stored; taking one is a single conditional UPDATE, so of two concurrent uses exactly one
// wins, and an expired or used token is never taken.
import { Injectable } from '@nestjs/common';
import type { OneTimeTokenPurpose, UserType } from '@venue-finder/core';
import { DataSource, type EntityManager } from 'typeorm';

export interface IssuedToken {
  tokenHash: Buffer;
  purpose: OneTimeTokenPurpose;
  email: string;
  userType: UserType;
  expiresAt: Date;
}

export interface TakenToken {
  email: string;
  userType: UserType;
}

@Injectable()
export class OneTimeTokenRepository {
  constructor(private readonly dataSource: DataSource) {}

  async issue(token: IssuedToken, tx: EntityManager = this.dataSource.manager): Promise<void> {
    await tx.query(
      `INSERT INTO one_time_tokens (token_hash, purpose, email, user_type, expires_at) VALUES ($1, $2, $3, $4, $5)`,
      [token.tokenHash, token.purpose, token.email, token.userType, token.expiresAt],
    );
  }

  /** Whether the token could be taken now (unused, unexpired); takes nothing. */
  async isLive(tokenHash: Buffer, purpose: OneTimeTokenPurpose, now: Date): Promise<boolean> {
    const rows: unknown[] = await this.dataSource.query(
      'SELECT 1 FROM one_time_tokens WHERE token_hash = $1 AND purpose = $2 AND used_at IS NULL AND expires_at > $3',
      [tokenHash, purpose, now],
    );
    return rows.length > 0;
  }

  /** Marks the token used and answers whom it was for, or null if it is unknown, used or expired. */
  async take(
    tokenHash: Buffer,
    purpose: OneTimeTokenPurpose,
    now: Date,
    tx: EntityManager = this.dataSource.manager,
  ): Promise<TakenToken | null> {
    const [rows]: [{ email: string; user_type: UserType }[], number] = await tx.query(
      `UPDATE one_time_tokens SET used_at = $3
        WHERE token_hash = $1 AND purpose = $2 AND used_at IS NULL AND expires_at > $3
        RETURNING email, user_type`,
      [tokenHash, purpose, now],
    );
    const row = rows[0];
    return row ? { email: row.email, userType: row.user_type } : null;
  }

  async pruneEnded(now: Date): Promise<number> {
    const [, count]: [unknown, number] = await this.dataSource.query(
      'DELETE FROM one_time_tokens WHERE expires_at <= $1',
      [now],
    );
    return count;
  }
}
