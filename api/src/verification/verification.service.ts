// The verification programme (owner-admin spec §2–§5, rules in contract/src/verification-programme.ts):
// an owner proves a checklist item of their venue with a photo and earns its points; each venue's
// totals, tier and badges are recomputed in the same transaction, serialised per venue, so two
// verifications of one item at once award its points once. Administrators revoke evidence that
// does not hold up; the venue's figures fall back and the owner is told why.
import { Injectable } from '@nestjs/common';
import {
  type ChecklistCategory,
  type EvidenceStatus,
  EVIDENCE_MIN_PIXELS,
  PROGRAMME_MESSAGES,
  type VerifiedItem,
  badgesFor,
  checklistFor,
  nextTier,
  pointsFor,
  routeHref,
  tierOf,
} from '@venue-finder/contract';
import { type Venue, VenueWriter, programmeFactsOf } from '@venue-finder/core';
import { DataSource, type EntityManager } from 'typeorm';
import { Clock } from '../kernel/clock';
import { UserRepository } from '../auth';
import type { SessionUser } from '../kernel/session-user';
import { DomainException } from '../common/domain.exception';
import { ApiConfig } from '../config/api-config';
import { escapeHtml, htmlParagraphs, mailPage } from '../kernel/mail/mail-html';
import { ModerationDecisions, pendingOrThrow } from '../kernel/moderation-decisions';
import type { QueueFilter, QueuePage } from '../kernel/queue-page';
import { MediaService } from '../media';
import { type EvidenceRow, type LeaderboardRow, VerificationRepository } from './verification.repository';

export type { EvidenceRow, LeaderboardRow } from './verification.repository';

export class VerificationException extends DomainException<string> {
  static venueNotFound() {
    return new VerificationException('PROGRAMME_VENUE_NOT_FOUND', 'not_found', 'Venue not found');
  }
  static invalid(field: string, message: string) {
    return new VerificationException('PROGRAMME_INVALID', 'invalid', message, { [field]: message });
  }
  static alreadyVerified() {
    return new VerificationException('PROGRAMME_ALREADY_VERIFIED', 'conflict', PROGRAMME_MESSAGES.alreadyVerified);
  }
  static notFound() {
    return new VerificationException('PROGRAMME_VERIFICATION_NOT_FOUND', 'not_found', 'Verification not found');
  }
  static alreadyRevoked() {
    return new VerificationException(
      'PROGRAMME_ALREADY_REVOKED',
      'conflict',
      'This verification has already been revoked.',
    );
  }
}

export interface VenueProgramme {
  venue: Venue;
  checklist: ChecklistCategory[];
  verified: (VerifiedItem & { image_url: string; created_at: Date })[];
  points: number;
  badges: { badge_type: string; earned_at: Date }[];
}

@Injectable()
export class VerificationService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly config: ApiConfig,
    private readonly writer: VenueWriter,
    private readonly decisions: ModerationDecisions,
    private readonly media: MediaService,
    private readonly verifications: VerificationRepository,
    private readonly users: UserRepository,
    private readonly clock: Clock,
  ) {}

  /** The programme of one of the owner's venues. */
  async ofOwnersVenue(owner: SessionUser, venueId: string): Promise<VenueProgramme> {
    const venue = await this.verifications.ownersVenue(venueId, owner.id);
    if (!venue) throw VerificationException.venueNotFound();
    return this.programme(this.dataSource.manager, venue);
  }

  async verify(
    owner: SessionUser,
    input: { venueId: string; categoryId: string; itemIndex: number; imageUrl: string; comment: string | null },
  ): Promise<{ pointsAwarded: number; programme: VenueProgramme }> {
    const address = input.imageUrl.trim();
    if (!address) throw VerificationException.invalid('image_url', PROGRAMME_MESSAGES.imageUrlRequired);
    // Evidence is a photo the owner uploaded here, as a claim's document is: an address elsewhere
    // proves nothing, and would be loaded in an administrator's browser when they check it.
    const key = await this.media.ownStoredPhotoKey(owner, address);
    if (!key) throw VerificationException.invalid('image_url', PROGRAMME_MESSAGES.imageUrlInvalid);
    const imageUrl = this.media.addressOf(key);
    // A 1-pixel photo proves nothing: the item must be visible in it.
    const size = await this.media.publicPhotoSize(imageUrl);
    if (!size) throw VerificationException.invalid('image_url', PROGRAMME_MESSAGES.imageUrlInvalid);
    const [long, short] = [Math.max(size.width, size.height), Math.min(size.width, size.height)];
    if (long < EVIDENCE_MIN_PIXELS.long || short < EVIDENCE_MIN_PIXELS.short)
      throw VerificationException.invalid('image_url', PROGRAMME_MESSAGES.photoTooSmall(size.width, size.height));

    let pointsAwarded = 0;
    await this.dataSource.transaction(async (tx) => {
      await this.verifications.lockPhoto(tx, imageUrl);
      if (await this.verifications.isStandingEvidence(tx, imageUrl))
        throw VerificationException.invalid('image_url', PROGRAMME_MESSAGES.photoAlreadyEvidence);
      const venue = await this.verifications.ownersVenue(input.venueId, owner.id, tx);
      if (!venue) throw VerificationException.venueNotFound();
      await this.verifications.lockProgramme(tx, venue.id, this.clock.now());
      const category = checklistFor(programmeFactsOf(venue)).find((c) => c.id === input.categoryId);
      const item = category?.items[input.itemIndex];
      if (!category || item === undefined)
        throw VerificationException.invalid('item_index', PROGRAMME_MESSAGES.unknownItem);
      const inserted = await this.verifications.insert(
        tx,
        {
          userId: owner.id,
          venueId: venue.id,
          categoryId: category.id,
          itemIndex: input.itemIndex,
          itemText: item,
          imageUrl,
          comment: input.comment,
          points: category.points_per_item,
        },
        this.clock.now(),
      );
      if (!inserted) throw VerificationException.alreadyVerified();
      pointsAwarded = category.points_per_item;
      await this.recompute(tx, venue, owner.id, owner.id);
    });
    return { pointsAwarded, programme: await this.ofOwnersVenue(owner, input.venueId) };
  }

  /** Global or one city's leaderboard: ranks by the database, equal points share a rank. */
  leaderboard(city: string | null, limit = 50): Promise<LeaderboardRow[]> {
    return this.verifications.leaderboard(city, limit);
  }

  /** A page of verifications, for administrators to check the evidence: standing, withdrawn or all. */
  evidence(filter: QueueFilter<EvidenceStatus>): Promise<QueuePage<EvidenceRow>> {
    // Only photos in our own storage are shown: evidence from before uploads were required keeps no third-party address.
    return this.verifications.evidence(filter, (row) => ({
      ...row,
      image_url: this.media.isOwnStorageAddress(row.image_url ?? '') ? row.image_url : null,
    }));
  }

  /**
   * Brings the totals, tier and badges of venues whose evidence was revoked outside this service
   * (migration 0038 revoked evidence at third-party addresses) in line; answers how many.
   */
  async recomputeAfterRevocations(limit = 50): Promise<number> {
    // Badges are recorded against the owner who verified last.
    const stale = await this.verifications.staleProgrammes(limit);
    for (const { venue_id, user_id } of stale) {
      await this.dataSource.transaction(async (tx) => {
        await this.verifications.lockProgramme(tx, venue_id, this.clock.now());
        const venue = await this.verifications.venue(tx, venue_id);
        await this.recompute(tx, venue, user_id, 'programme-recompute');
      });
    }
    return stale.length;
  }

  revoke(admin: SessionUser, id: string, reason: string): Promise<void> {
    return this.decisions.run(admin, {
      // The venue's programme first, then the verification: as a new verification of the venue does.
      lock: async (tx) => {
        const venueId = await this.verifications.venueIdOf(tx, id);
        if (!venueId) throw VerificationException.notFound();
        await this.verifications.lockProgramme(tx, venueId, this.clock.now());
        const row = (await this.verifications.lock(tx, id))!;
        const status = row.revokedAt ? 'revoked' : 'standing';
        return pendingOrThrow({ ...row, status }, ['standing'], {
          notFound: () => VerificationException.notFound(),
          decided: () => VerificationException.alreadyRevoked(),
        });
      },
      decide: async (tx, row) => {
        await this.verifications.revoke(tx, id, admin.id, reason, this.clock.now());
        const venue = await this.verifications.venue(tx, row.venueId);
        const [before, after] = await this.recompute(tx, venue, row.userId, admin.id);
        const owner = await this.users.findById(row.userId, tx);
        const portal = `${this.config.publicUrl}${routeHref('ownerPortal', {})}`;
        return {
          result: undefined,
          audit: [
            {
              action: 'verification.revoked',
              entityType: 'venue',
              entityId: venue.id,
              before: { points: before, item: row.itemText },
              after: { points: after, reason },
            },
          ],
          mails: [
            {
              kind: 'verification.revoked',
              dedupeKey: `verification:${id}:revoked`,
              to: owner!.email,
              subject: `A verification of ${venue.displayName} was withdrawn`,
              text: [
                `Our team withdrew your verification of "${row.itemText}" at ${venue.displayName}, for this reason:`,
                '',
                reason,
                '',
                `Its ${row.points} points no longer count. You can verify the item again with another photo: ${portal}`,
              ].join('\n'),
              html: mailPage(`<p>Our team withdrew your verification of “${escapeHtml(row.itemText)}” at <strong>${escapeHtml(venue.displayName)}</strong>, for this reason:</p>
${htmlParagraphs(reason)}
<p>Its ${row.points} points no longer count. <a href="${escapeHtml(portal)}">You can verify the item again with another photo.</a></p>`),
            },
          ],
        };
      },
    });
  }

  /**
   * Recomputes a venue's points, tier and badges from its standing verifications, and has its
   * search card follow (planners filter by tier); answers [before, after] points.
   */
  private async recompute(tx: EntityManager, venue: Venue, userId: string, actor: string): Promise<[number, number]> {
    const { checklist, verified, points } = await this.programme(tx, venue);
    const badges = badgesFor(checklist, verified, points);
    const at = this.clock.now();
    await this.verifications.replaceBadges(tx, venue.id, userId, badges, at);
    const before = await this.verifications.updateProgramme(
      tx,
      venue.id,
      { totalPoints: points, verifiedItems: verified.length, badgesCount: badges.length, tier: tierOf(points) },
      at,
    );
    await this.writer.reindex(venue.id, actor, tx);
    return [before, points];
  }

  private async programme(db: EntityManager, venue: Venue): Promise<VenueProgramme> {
    const checklist = checklistFor(programmeFactsOf(venue));
    const rows = await this.verifications.standingOf(db, venue.id);
    const verified = rows.filter((row) => {
      const category = checklist.find((c) => c.id === row.category_id);
      return category && row.item_index < category.items.length;
    });
    const badges = await this.verifications.badgesOf(db, venue.id);
    return { venue, checklist, verified, points: pointsFor(checklist, verified), badges };
  }
}

export function progressOf(programme: VenueProgramme) {
  const total = programme.checklist.reduce((sum, c) => sum + c.items.length, 0);
  return {
    venue_id: programme.venue.id,
    current_tier: tierOf(programme.points),
    total_points: programme.points,
    verified_items_count: programme.verified.length,
    total_items_count: total,
    completion_percentage: total === 0 ? 0 : Math.round((programme.verified.length / total) * 100),
    badges_earned: programme.badges.map((b) => ({ badge_type: b.badge_type, earned_at: b.earned_at.toISOString() })),
    next_tier: nextTier(programme.points),
  };
}
