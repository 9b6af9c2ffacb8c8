// The one shape of a moderation decision (a registration, a claim, a change request, a piece of
// verification evidence): find → lock → decide → audit → mail. The lock, the decision's writes,
// its audit entries and its mails share one transaction, so the record and the mail exist if and
// only if the decision does; the mail is dispatched once it committed. A bulk decision is many
// single ones, each in its own transaction: one that fails is reported and undoes no other.
import { Injectable } from '@nestjs/common';
import { DomainError } from '@venue-finder/core';
import { DataSource, type EntityManager } from 'typeorm';
import { AuditLog, type AuditEntry } from './audit-log';
import type { SessionUser } from './session-user';
import { MailQueue } from './mail/mail-queue';
import type { QueuedMail } from './mail/mail-queue.repository';

export interface DecisionOutcome<R> {
  result: R;
  /** Recorded as the actor's: the admin deciding, or an owner withdrawing what they sent. */
  audit: Omit<AuditEntry, 'actorId'>[];
  mails: QueuedMail[];
}

export interface ModerationDecision<S, R> {
  /**
   * Locks what the decision reads, in an order two decisions on one venue take alike (so the
   * second waits, then finds the first's outcome), and answers it; throws a domain error when it
   * is gone or already decided.
   */
  lock(tx: EntityManager): Promise<S>;
  /** Writes the decision; answers its result, its audit entries and its mails. */
  decide(tx: EntityManager, subject: S): Promise<DecisionOutcome<R>>;
}

export interface BulkItemResult<R> {
  id: string;
  result?: R;
  error?: DomainError;
}

/** The item locked for a decision, if it is still waiting for one. */
export function pendingOrThrow<S extends { status: string }>(
  found: S | undefined,
  pending: readonly string[],
  errors: { notFound: () => Error; decided: (status: S['status']) => Error },
): S {
  if (!found) throw errors.notFound();
  if (!pending.includes(found.status)) throw errors.decided(found.status);
  return found;
}

@Injectable()
export class ModerationDecisions {
  constructor(
    private readonly dataSource: DataSource,
    private readonly audit: AuditLog,
    private readonly mail: MailQueue,
  ) {}

  async run<S, R>(admin: SessionUser, decision: ModerationDecision<S, R>): Promise<R> {
    const result = await this.dataSource.transaction(async (tx) => {
      const subject = await decision.lock(tx);
      const outcome = await decision.decide(tx, subject);
      for (const entry of outcome.audit) await this.audit.record(tx, { ...entry, actorId: admin.id });
      if (outcome.mails.length > 0) await this.mail.enqueue(tx, outcome.mails);
      return outcome.result;
    });
    this.mail.dispatchSoon();
    return result;
  }

  /**
   * Decides each id in turn, each on its own; a domain error (already decided, not found, invalid)
   * is that item's outcome, any other error is thrown after the items before it were decided.
   */
  async each<R>(ids: readonly string[], decideOne: (id: string) => Promise<R>): Promise<BulkItemResult<R>[]> {
    const results: BulkItemResult<R>[] = [];
    for (const id of ids) {
      try {
        results.push({ id, result: await decideOne(id) });
      } catch (error) {
        if (!(error instanceof DomainError)) throw error;
        results.push({ id, error });
      }
    }
    return results;
  }
}
