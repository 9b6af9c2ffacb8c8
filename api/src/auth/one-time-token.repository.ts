// Queries on magic-link and password-reset tokens, and nothing else. Only a hash of each token
// is stored; taking one is a single conditional UPDATE, so of two concurrent uses exactly one
// wins, and an expired or used token is never taken.
import { Injectable } from '@nestjs/common';
import { OneTimeToken, type OneTimeTokenPurpose, type UserType } from '@venue-finder/core';
import { DataSource, type EntityManager, IsNull, LessThanOrEqual, MoreThan } from 'typeorm';

export interface IssuedToken {
  tokenHash: Buffer;
  purpose: OneTimeTokenPurpose;
  email: string;
  userType: UserType;
  /** The Clock's time of issue. */
  issuedAt: Date;
  expiresAt: Date;
  /** The asking browser's cookie, hashed (magic links only). */
  browserHash?: Buffer | null;
}

export interface TakenToken {
  email: string;
  userType: UserType;
}

@Injectable()
export class OneTimeTokenRepository {
  constructor(private readonly dataSource: DataSource) {}

  async issue(token: IssuedToken, tx: EntityManager = this.dataSource.manager): Promise<void> {
    await tx.getRepository(OneTimeToken).insert({
      tokenHash: token.tokenHash,
      purpose: token.purpose,
      email: token.email,
      userType: token.userType,
      expiresAt: token.expiresAt,
      browserHash: token.browserHash ?? null,
      createdAt: token.issuedAt,
    });
  }

  /** Whether the token could be taken now (unused, unexpired); takes nothing. */
  async isLive(tokenHash: Buffer, purpose: OneTimeTokenPurpose, now: Date): Promise<boolean> {
    return this.dataSource
      .getRepository(OneTimeToken)
      .existsBy({ tokenHash, purpose, usedAt: IsNull(), expiresAt: MoreThan(now) });
  }

  /**
   * Marks a magic link used if it was opened in the browser that asked for it, or the person
   * confirmed. Answers whom it was for; 'confirm' when it is live but needs that click; null
   * when it is unknown, used or expired.
   */
  async takeMagicLink(
    tokenHash: Buffer,
    browserHash: Buffer | null,
    confirmed: boolean,
    now: Date,
    tx: EntityManager,
  ): Promise<TakenToken | { confirm: string } | null> {
    const [rows]: [{ email: string; user_type: UserType }[], number] = await tx.query(
      `UPDATE one_time_tokens SET used_at = $2
        WHERE token_hash = $1 AND purpose = 'magic_link' AND used_at IS NULL AND expires_at > $2
          AND ($4 OR browser_hash = $3)
        RETURNING email, user_type`,
      [tokenHash, now, browserHash, confirmed],
    );
    if (rows[0]) return { email: rows[0].email, userType: rows[0].user_type };
    const live: { email: string }[] = await tx.query(
      `SELECT email FROM one_time_tokens
        WHERE token_hash = $1 AND purpose = 'magic_link' AND used_at IS NULL AND expires_at > $2`,
      [tokenHash, now],
    );
    return live[0] ? { confirm: live[0].email } : null;
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

  /** Ends every unused link of an address (after its password changed); answers how many. */
  async revokeAllFor(email: string, now: Date, tx: EntityManager = this.dataSource.manager): Promise<number> {
    const [, count]: [unknown, number] = await tx.query(
      'UPDATE one_time_tokens SET used_at = $2 WHERE email = $1 AND used_at IS NULL AND expires_at > $2',
      [email, now],
    );
    return count;
  }

  async pruneEnded(now: Date): Promise<number> {
    const { affected } = await this.dataSource.getRepository(OneTimeToken).delete({ expiresAt: LessThanOrEqual(now) });
    return affected ?? 0;
  }
}
