// Running owners' accounts: find them, read one with their venues, claims and sign-ins, suspend
// and restore. A suspension ends every session of the owner in the same transaction (so no
// request of theirs is served after the admin's answer), and from then on no route signs them
// in (auth checks users.suspended_at); their listings stay published, as planners rely on them.
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AuditLog } from '../kernel/audit-log';
import { Clock } from '../kernel/clock';
import type { SessionUser } from '../kernel/session-user';
import { SessionRepository } from '../auth';
import { AccountException } from './account.exception';
import { type OwnerFilter, OwnerAccountsRepository, type OwnerRow } from './owner-accounts.repository';

@Injectable()
export class OwnerAccountsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly owners: OwnerAccountsRepository,
    private readonly audit: AuditLog,
    private readonly clock: Clock,
    private readonly sessions: SessionRepository,
  ) {}

  find(filter: OwnerFilter) {
    return this.owners.find(filter);
  }

  async detail(id: string) {
    const owner = await this.owners.findOwner(id);
    if (!owner) throw AccountException.ownerNotFound(id);
    const [venues, claims, signIns] = await Promise.all([
      this.owners.venuesOf(id),
      this.owners.claimsOf(id),
      this.owners.signInsOf(id),
    ]);
    return { owner, venues, claims, signIns };
  }

  /** Suspends the owner and ends every session they have; answers how many were ended. */
  async suspend(admin: SessionUser, id: string, reason: string): Promise<{ owner: OwnerRow; sessionsEnded: number }> {
    return this.dataSource.transaction(async (tx) => {
      const owner = await this.owners.findOwner(id, tx, true);
      if (!owner) throw AccountException.ownerNotFound(id);
      if (owner.suspendedAt) throw AccountException.alreadySuspended(owner.email);
      await this.owners.suspend(tx, id, reason, this.clock.now());
      const sessionsEnded = await this.sessions.deleteAllOfUser(id, tx);
      await this.audit.record(tx, {
        actorId: admin.id,
        action: 'user.suspended',
        entityType: 'user',
        entityId: id,
        before: { status: 'active' },
        after: { status: 'suspended', reason, sessions_ended: sessionsEnded },
      });
      return { owner: (await this.owners.findOwner(id, tx))!, sessionsEnded };
    });
  }

  async restore(admin: SessionUser, id: string, reason: string): Promise<OwnerRow> {
    return this.dataSource.transaction(async (tx) => {
      const owner = await this.owners.findOwner(id, tx, true);
      if (!owner) throw AccountException.ownerNotFound(id);
      if (!owner.suspendedAt) throw AccountException.notSuspended(owner.email);
      await this.owners.restore(tx, id, this.clock.now());
      await this.audit.record(tx, {
        actorId: admin.id,
        action: 'user.restored',
        entityType: 'user',
        entityId: id,
        before: { status: 'suspended', reason: owner.suspendedReason },
        after: { status: 'active', reason },
      });
      return (await this.owners.findOwner(id, tx))!;
    });
  }
}
