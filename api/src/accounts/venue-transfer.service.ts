// Moving a venue to another owner, in one transaction: the venue's owner changes through the
// venue writer (versioned, outbox row), the move is audited (venue.transferred, owner ids before
// and after) and both owners are mailed through the job queue. What was waiting on the venue is
// settled so nothing is left that can no longer be decided:
// - the new owner's open claim on it is approved (they have what they asked for), decided as an
//   administrator's review decides it (ClaimRepository.decide);
// - every other open claim is rejected (a claim can only be approved on a venue without an owner);
// - the previous owner's open change requests are rejected: they no longer manage the venue.
import { Injectable } from '@nestjs/common';
import { routeHref } from '@venue-finder/contract';
import { VenueWriter } from '@venue-finder/core';
import { DataSource } from 'typeorm';
import { AuditLog } from '../kernel/audit-log';
import type { SessionUser } from '../kernel/session-user';
import { UserRepository } from '../auth';
import { Clock } from '../kernel/clock';
import { claimRejectedMail, ClaimRepository } from '../claims';
import { ApiConfig } from '../config/api-config';
import { MailQueue } from '../kernel/mail/mail-queue';
import type { QueuedMail } from '../kernel/mail/mail-queue.repository';
import { VenueException } from '../venues';
import { AccountException } from './account.exception';
import { venueTransferredAwayMail, venueTransferredToMail } from './account-mails';
import { VenueTransferRepository } from './venue-transfer.repository';

export const TRANSFER_CLAIM_APPROVED_NOTE = 'An administrator transferred this venue to you.';
export const TRANSFER_CLAIM_REJECTED_NOTE = 'An administrator transferred this venue to another owner.';
export const TRANSFER_CHANGE_REJECTED_NOTE =
  'The venue was transferred to another owner before this request was reviewed.';

export interface TransferOutcome {
  venueId: string;
  fromOwnerId: string | null;
  toOwnerId: string;
  claimsApproved: string[];
  claimsRejected: string[];
  changeRequestsRejected: string[];
}

@Injectable()
export class VenueTransferService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly transfers: VenueTransferRepository,
    private readonly claims: ClaimRepository,
    private readonly users: UserRepository,
    private readonly writer: VenueWriter,
    private readonly audit: AuditLog,
    private readonly mail: MailQueue,
    private readonly config: ApiConfig,
    private readonly clock: Clock,
  ) {}

  async transfer(admin: SessionUser, venueId: string, toEmail: string): Promise<TransferOutcome> {
    const outcome = await this.dataSource.transaction(async (tx) => {
      const venue = await this.transfers.lockVenue(tx, venueId);
      if (!venue) throw VenueException.notFound(venueId);
      const to = await this.users.findByEmail(toEmail.trim(), tx);
      if (!to || to.userType !== 'owner') throw AccountException.noSuchOwner(toEmail.trim());
      if (to.id === venue.ownerId) throw AccountException.sameOwner(to.email);
      if (to.suspendedAt) throw AccountException.recipientSuspended(to.email);

      await this.writer.update(
        venue.id,
        { ownerId: to.id, claimable: false },
        { expectedVersion: venue.version, actor: admin.id, manager: tx },
      );
      const portalUrl = `${this.config.publicUrl}${routeHref('ownerPortal', {})}`;
      const mails: QueuedMail[] = [venueTransferredToMail(to.email, venue.name, portalUrl)];
      if (venue.ownerEmail)
        mails.push(venueTransferredAwayMail(venue.ownerEmail, venue.name, this.config.mail.supportAddress));

      const claimsApproved: string[] = [];
      const claimsRejected: string[] = [];
      const at = this.clock.now();
      for (const claim of await this.claims.lockOpen(tx, venue.id)) {
        const approved = claim.userId === to.id;
        const notes = approved ? TRANSFER_CLAIM_APPROVED_NOTE : TRANSFER_CLAIM_REJECTED_NOTE;
        await this.claims.decide(tx, claim, {
          status: approved ? 'approved' : 'rejected',
          notes,
          adminId: admin.id,
          at,
        });
        (approved ? claimsApproved : claimsRejected).push(claim.id);
        // The new owner already hears of the venue in the transfer's own mail.
        if (!approved) mails.push(claimRejectedMail(claim.id, claim.email, venue.name, notes));
      }
      const changeRequestsRejected = venue.ownerId
        ? await this.transfers.rejectOpenChangeRequests(
            tx,
            venue.id,
            venue.ownerId,
            TRANSFER_CHANGE_REJECTED_NOTE,
            admin.id,
            this.clock.now(),
          )
        : [];
      for (const id of changeRequestsRejected)
        await this.audit.record(tx, {
          actorId: admin.id,
          action: 'change_request.rejected',
          entityType: 'change_request',
          entityId: id,
          before: { status: 'submitted' },
          after: { status: 'rejected', admin_note: TRANSFER_CHANGE_REJECTED_NOTE },
        });

      await this.audit.record(tx, {
        actorId: admin.id,
        action: 'venue.transferred',
        entityType: 'venue',
        entityId: venue.id,
        before: { owner_id: venue.ownerId, owner_email: venue.ownerEmail },
        after: { owner_id: to.id, owner_email: to.email },
      });
      await this.mail.enqueue(tx, mails);
      return {
        venueId: venue.id,
        fromOwnerId: venue.ownerId,
        toOwnerId: to.id,
        claimsApproved,
        claimsRejected,
        changeRequestsRejected,
      };
    });
    this.mail.dispatchSoon();
    return outcome;
  }
}
