// Queries on the outbox, and nothing else: the indexer's claims and bookkeeping, and the backlog
// /health reports. Messages are claimed inside the caller's transaction with FOR UPDATE SKIP
// LOCKED, so several indexers share the work without waiting on each other. Its times come from
// the Clock it is given, never the database's now().
import type { EntityManager } from 'typeorm';
import { Clock } from '../clock';
import { type RetryPolicy, retryDelaySql } from '../jobs/retry-policy';

type Queryable = Pick<EntityManager, 'query'>;

export interface OutboxBacklog {
  /** Messages waiting for an indexer. */
  pending: number;
  oldestPendingSeconds: number;
  /** Messages given up on after their last attempt. */
  abandoned: number;
}

export interface ClaimedMessage {
  id: string;
  aggregateId: string;
  eventType: string;
}

/** An indexing failure is usually brief (a restart, a lock): retry soon, at most every 10 minutes. */
export const OUTBOX_RETRY: RetryPolicy = { baseMs: 1_000, maxDelayMs: 10 * 60_000 };
/** Retention: processed messages are history, deleted after this many days (the indexer prunes hourly). */
export const PROCESSED_OUTBOX_KEPT_DAYS = 7;

export class OutboxRepository {
  constructor(private readonly clock: Clock = new Clock()) {}

  /**
   * Claims up to `limit` due messages and keeps only those whose venue this transaction could
   * lock (a transaction-scoped advisory lock per venue), so one venue is never indexed by two
   * workers at once and its messages are handled in order.
   */
  async claimBatch(tx: EntityManager, limit: number): Promise<ClaimedMessage[]> {
    const rows: { id: string; aggregate_id: string; event_type: string }[] = await tx.query(
      `SELECT id, aggregate_id, event_type FROM outbox
        WHERE processed_at IS NULL AND abandoned_at IS NULL AND available_at <= $2
        ORDER BY id
        LIMIT $1
        FOR UPDATE SKIP LOCKED`,
      [limit, this.clock.now()],
    );
    if (rows.length === 0) return [];
    const aggregates = [...new Set(rows.map((r) => r.aggregate_id))];
    const locked: { aggregate_id: string }[] = await tx.query(
      `SELECT aggregate_id FROM unnest($1::uuid[]) AS a(aggregate_id)
        WHERE pg_try_advisory_xact_lock(hashtextextended(aggregate_id::text, 0))`,
      [aggregates],
    );
    const mine = new Set(locked.map((r) => r.aggregate_id));
    return rows
      .filter((r) => mine.has(r.aggregate_id))
      .map((r) => ({ id: r.id, aggregateId: r.aggregate_id, eventType: r.event_type }));
  }

  /** What waits and what was given up on; each part reads only its own partial index. */
  async backlog(db: Queryable): Promise<OutboxBacklog> {
    const [row]: { pending: string; oldest: number | null; abandoned: string }[] = await db.query(
      `
      SELECT waiting.pending, waiting.oldest, (SELECT count(*) FROM outbox WHERE abandoned_at IS NOT NULL) AS abandoned
        FROM (SELECT count(*) AS pending, extract(epoch FROM $1::timestamptz - min(created_at))::float8 AS oldest
                FROM outbox WHERE processed_at IS NULL AND abandoned_at IS NULL) waiting`,
      [this.clock.now()],
    );
    return {
      pending: Number(row!.pending),
      oldestPendingSeconds: Math.round((row!.oldest ?? 0) * 10) / 10,
      abandoned: Number(row!.abandoned),
    };
  }

  /** How many venues have messages waiting (for showing a large backlog as a run). */
  async pendingVenues(db: Queryable): Promise<number> {
    const [row]: { n: string }[] = await db.query(
      'SELECT count(DISTINCT aggregate_id) AS n FROM outbox WHERE processed_at IS NULL AND abandoned_at IS NULL',
    );
    return Number(row.n);
  }

  async markProcessed(tx: EntityManager, ids: string[]): Promise<void> {
    if (ids.length === 0) return;
    await tx.query('UPDATE outbox SET processed_at = $2, last_error = NULL WHERE id = ANY($1::bigint[])', [
      ids,
      this.clock.now(),
    ]);
  }

  /** Counts a failed attempt; retries back off exponentially, and after `maxAttempts` the message is abandoned. */
  async markFailed(tx: EntityManager, ids: string[], error: string, maxAttempts: number): Promise<void> {
    if (ids.length === 0) return;
    await tx.query(
      `UPDATE outbox
          SET attempts = attempts + 1,
              last_error = left($2, 2000),
              available_at = $6::timestamptz + ${retryDelaySql('attempts + 1', '$4', '$5')},
              abandoned_at = CASE WHEN attempts + 1 >= $3 THEN $6::timestamptz END
        WHERE id = ANY($1::bigint[])`,
      [ids, error, maxAttempts, OUTBOX_RETRY.baseMs, OUTBOX_RETRY.maxDelayMs, this.clock.now()],
    );
  }

  /** Deletes processed messages older than PROCESSED_OUTBOX_KEPT_DAYS; pending and abandoned ones stay. */
  async pruneProcessed(tx: EntityManager): Promise<number> {
    const [row]: { n: string }[] = await tx.query(
      `WITH pruned AS (DELETE FROM outbox WHERE processed_at < $2::timestamptz - make_interval(days => $1) RETURNING 1)
       SELECT count(*) AS n FROM pruned`,
      [PROCESSED_OUTBOX_KEPT_DAYS, this.clock.now()],
    );
    return Number(row.n);
  }

  /**
   * Makes the messages processed since `since` due again (a rebuild of the index replays the
   * edits made while it ran); answers how many.
   */
  async replayProcessedSince(db: Queryable, since: Date): Promise<number> {
    const [row]: { n: string }[] = await db.query(
      `WITH replayed AS (
         UPDATE outbox SET processed_at = NULL, available_at = $2 WHERE processed_at >= $1 RETURNING 1)
       SELECT count(*) AS n FROM replayed`,
      [since, this.clock.now()],
    );
    return Number(row!.n);
  }

  /** Asks PostgreSQL to notify this connection of every new outbox row (the writer's NOTIFY outbox). */
  async listen(connection: { query(sql: string): Promise<unknown> }): Promise<void> {
    await connection.query('LISTEN outbox');
  }
}
