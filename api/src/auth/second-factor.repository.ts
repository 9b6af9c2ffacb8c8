// Queries on administrators' second factors, and nothing else: the enrolled TOTP secret and the
// last time step it accepted, recovery codes (hashes only), enrolments awaiting their first code,
// and the "pending second factor" challenges between the password step and the code step.
import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';

type Queryable = Pick<EntityManager, 'query'>;

export interface EnrolledFactor {
  secret: string;
  lastUsedStep: number | null;
}

@Injectable()
export class SecondFactorRepository {
  constructor(private readonly dataSource: DataSource) {}

  async factorOf(userId: string, db: Queryable = this.dataSource): Promise<EnrolledFactor | null> {
    const rows: { secret: string; last_used_step: string | null }[] = await db.query(
      'SELECT secret, last_used_step FROM admin_second_factors WHERE user_id = $1',
      [userId],
    );
    const row = rows[0];
    return row
      ? { secret: row.secret, lastUsedStep: row.last_used_step === null ? null : Number(row.last_used_step) }
      : null;
  }

  /**
   * Records that a code of `step` was accepted, unless one of that step or a later one already
   * was: answers false for a replayed code. One conditional UPDATE, so of two parallel uses of
   * one code exactly one wins.
   */
  async spendStep(userId: string, step: number, db: Queryable = this.dataSource): Promise<boolean> {
    const [, count]: [unknown, number] = await db.query(
      `UPDATE admin_second_factors SET last_used_step = $2
        WHERE user_id = $1 AND (last_used_step IS NULL OR last_used_step < $2)`,
      [userId, step],
    );
    return count === 1;
  }

  /** Replaces any factor and recovery codes the user had with these. */
  async enrol(
    userId: string,
    secret: string,
    step: number,
    codeHashes: Buffer[],
    now: Date,
    tx: EntityManager,
  ): Promise<void> {
    await tx.query(
      `INSERT INTO admin_second_factors (user_id, secret, last_used_step, enrolled_at) VALUES ($1, $2, $3, $4)
       ON CONFLICT (user_id) DO UPDATE SET secret = $2, last_used_step = $3, enrolled_at = $4`,
      [userId, secret, step, now],
    );
    await this.replaceRecoveryCodes(userId, codeHashes, tx);
    await tx.query('DELETE FROM admin_second_factor_enrolments WHERE user_id = $1', [userId]);
  }

  async remove(userId: string, tx: EntityManager): Promise<boolean> {
    const [, count]: [unknown, number] = await tx.query('DELETE FROM admin_second_factors WHERE user_id = $1', [
      userId,
    ]);
    await tx.query('DELETE FROM admin_recovery_codes WHERE user_id = $1', [userId]);
    return count === 1;
  }

  async replaceRecoveryCodes(userId: string, codeHashes: Buffer[], tx: Queryable): Promise<void> {
    await tx.query('DELETE FROM admin_recovery_codes WHERE user_id = $1', [userId]);
    await tx.query(`INSERT INTO admin_recovery_codes (user_id, code_hash) SELECT $1, unnest($2::bytea[])`, [
      userId,
      codeHashes,
    ]);
  }

  /** Marks an unused recovery code used; false when there is no such unused code. */
  async spendRecoveryCode(userId: string, codeHash: Buffer, now: Date, db: Queryable): Promise<boolean> {
    const [, count]: [unknown, number] = await db.query(
      `UPDATE admin_recovery_codes SET used_at = $3 WHERE user_id = $1 AND code_hash = $2 AND used_at IS NULL`,
      [userId, codeHash, now],
    );
    return count === 1;
  }

  async recoveryCodesLeft(userId: string, db: Queryable = this.dataSource): Promise<number> {
    const [row]: { n: number }[] = await db.query(
      'SELECT count(*)::int AS n FROM admin_recovery_codes WHERE user_id = $1 AND used_at IS NULL',
      [userId],
    );
    return row!.n;
  }

  /** Starts (or restarts) an enrolment: the secret waits here until a code from it confirms it. */
  async startEnrolment(userId: string, secret: string, expiresAt: Date): Promise<void> {
    await this.dataSource.query(
      `INSERT INTO admin_second_factor_enrolments (user_id, secret, expires_at) VALUES ($1, $2, $3)
       ON CONFLICT (user_id) DO UPDATE SET secret = $2, expires_at = $3`,
      [userId, secret, expiresAt],
    );
  }

  async enrolmentOf(userId: string, now: Date, tx: EntityManager): Promise<string | null> {
    const rows: { secret: string }[] = await tx.query(
      'SELECT secret FROM admin_second_factor_enrolments WHERE user_id = $1 AND expires_at > $2 FOR UPDATE',
      [userId, now],
    );
    return rows[0]?.secret ?? null;
  }

  async createChallenge(tokenHash: Buffer, userId: string, now: Date, expiresAt: Date): Promise<void> {
    await this.dataSource.query(
      'INSERT INTO second_factor_challenges (token_hash, user_id, expires_at, created_at) VALUES ($1, $2, $3, $4)',
      [tokenHash, userId, expiresAt, now],
    );
  }

  /** Whose live challenge this is, without ending it. */
  async challengeUser(tokenHash: Buffer, now: Date): Promise<string | null> {
    const rows: { user_id: string }[] = await this.dataSource.query(
      'SELECT user_id FROM second_factor_challenges WHERE token_hash = $1 AND expires_at > $2',
      [tokenHash, now],
    );
    return rows[0]?.user_id ?? null;
  }

  /** Ends the challenge (single use); false when another request ended it first. */
  async endChallenge(tokenHash: Buffer, tx: Queryable): Promise<boolean> {
    const [, count]: [unknown, number] = await tx.query('DELETE FROM second_factor_challenges WHERE token_hash = $1', [
      tokenHash,
    ]);
    return count === 1;
  }

  async pruneEnded(now: Date): Promise<void> {
    await this.dataSource.query('DELETE FROM second_factor_challenges WHERE expires_at <= $1', [now]);
    await this.dataSource.query('DELETE FROM admin_second_factor_enrolments WHERE expires_at <= $1', [now]);
  }
}
