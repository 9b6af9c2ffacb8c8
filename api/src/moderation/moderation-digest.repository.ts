// What the administrators' daily digest counts: the work waiting in each moderation queue, and
// how much of it arrived since a given time.
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

export interface ModerationQueueCounts {
  registrations: number;
  registrationsNew: number;
  claims: number;
  claimsNew: number;
  changes: number;
  changesNew: number;
}

@Injectable()
export class ModerationDigestRepository {
  constructor(private readonly dataSource: DataSource) {}

  async queueCounts(since: Date): Promise<ModerationQueueCounts> {
    const [row]: Record<
      'registrations' | 'registrations_new' | 'claims' | 'claims_new' | 'changes' | 'changes_new',
      number
    >[] = await this.dataSource.query(
      `SELECT (SELECT count(*) FROM registrations WHERE status = 'submitted')::int AS registrations,
                (SELECT count(*) FROM registrations WHERE status = 'submitted' AND submitted_at >= $1)::int AS registrations_new,
                (SELECT count(*) FROM claims WHERE status IN ('submitted', 'under-review'))::int AS claims,
                (SELECT count(*) FROM claims WHERE status IN ('submitted', 'under-review') AND created_at >= $1)::int AS claims_new,
                (SELECT count(*) FROM change_requests WHERE status = 'submitted')::int AS changes,
                (SELECT count(*) FROM change_requests WHERE status = 'submitted' AND created_at >= $1)::int AS changes_new`,
      [since],
    );
    return {
      registrations: row!.registrations,
      registrationsNew: row!.registrations_new,
      claims: row!.claims,
      claimsNew: row!.claims_new,
      changes: row!.changes,
      changesNew: row!.changes_new,
    };
  }
}
