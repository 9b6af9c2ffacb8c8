// Queries on administrators' second factors, and nothing else: the enrolled TOTP secret and the
// last time step it accepted, recovery codes (hashes only), enrolments awaiting their first code,
// and the "pending second factor" challenges between the password step and the code step.
import { Injectable } from '@nestjs/common';
import {
  AdminRecoveryCode,
  AdminSecondFactor,
  AdminSecondFactorEnrolment,
  SecondFactorChallenge,
} from '@venue-finder/core';
import { DataSource, type EntityManager, IsNull, LessThanOrEqual, MoreThan } from 'typeorm';

type Queryable = Pick<EntityManager, 'query' | 'getRepository'>;

export interface EnrolledFactor {
  secret: string;
  lastUsedStep: number | null;
}

@Injectable()
export class SecondFactorRepository {
  constructor(private readonly dataSource: DataSource) {}

  async factorOf(userId: string, db: Queryable = this.dataSource): Promise<EnrolledFactor | null> {
    const row = await db
      .getRepository(AdminSecondFactor)
      .findOne({ select: { secret: true, lastUsedStep: true }, where: { userId } });
    return row
      ? { secret: row.secret, lastUsedStep: row.lastUsedStep === null ? null : Number(row.lastUsedStep) }
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
    const { affected } = await tx.getRepository(AdminSecondFactor).delete({ userId });
    await tx.getRepository(AdminRecoveryCode).delete({ userId });
    return affected === 1;
  }

  async replaceRecoveryCodes(userId: string, codeHashes: Buffer[], tx: Queryable): Promise<void> {
    const codes = tx.getRepository(AdminRecoveryCode);
    await codes.delete({ userId });
    if (codeHashes.length > 0) await codes.insert(codeHashes.map((codeHash) => ({ userId, codeHash })));
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
    return db.getRepository(AdminRecoveryCode).countBy({ userId, usedAt: IsNull() });
  }

  /** Starts (or restarts) an enrolment: the secret waits here until a code from it confirms it. */
  async startEnrolment(userId: string, secret: string, expiresAt: Date): Promise<void> {
    await this.dataSource
      .getRepository(AdminSecondFactorEnrolment)
      .upsert({ userId, secret, expiresAt }, { conflictPaths: ['userId'] });
  }

  async enrolmentOf(userId: string, now: Date, tx: EntityManager): Promise<string | null> {
    const rows: { secret: string }[] = await tx.query(
      'SELECT secret FROM admin_second_factor_enrolments WHERE user_id = $1 AND expires_at > $2 FOR UPDATE',
      [userId, now],
    );
    return rows[0]?.secret ?? null;
  }

  async createChallenge(tokenHash: Buffer, userId: string, now: Date, expiresAt: Date): Promise<void> {
    await this.dataSource.getRepository(SecondFactorChallenge).insert({ tokenHash, userId, expiresAt, createdAt: now });
  }

  /** Whose live challenge this is, without ending it. */
  async challengeUser(tokenHash: Buffer, now: Date): Promise<string | null> {
    const challenge = await this.dataSource
      .getRepository(SecondFactorChallenge)
      .findOne({ select: { userId: true }, where: { tokenHash, expiresAt: MoreThan(now) } });
    return challenge?.userId ?? null;
  }

  /** Ends the challenge (single use); false when another request ended it first. */
  async endChallenge(tokenHash: Buffer, tx: Queryable): Promise<boolean> {
    const { affected } = await tx.getRepository(SecondFactorChallenge).delete({ tokenHash });
    return affected === 1;
  }

  async pruneEnded(now: Date): Promise<void> {
    await this.dataSource.getRepository(SecondFactorChallenge).delete({ expiresAt: LessThanOrEqual(now) });
    await this.dataSource.getRepository(AdminSecondFactorEnrolment).delete({ expiresAt: LessThanOrEqual(now) });
  }
}
