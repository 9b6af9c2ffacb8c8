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
import { Venue, VenueWriter, programmeFactsOf } from '@venue-finder/core';
import { DataSource, type EntityManager } from 'typeorm';
import type { SessionUser } from '../kernel/session-user';
import { DomainException } from '../common/domain.exception';
import { ApiConfig } from '../config/api-config';
import { escapeHtml, htmlParagraphs, mailPage } from '../kernel/mail/mail-html';
import { ModerationDecisions, pendingOrThrow } from '../kernel/moderation-decisions';
import { type QueueFilter, type QueuePage, type QueueSource, byTime, queuePage } from '../kernel/queue-page';
import { MediaService } from '../media';

type Queryable = Pick<EntityManager, 'query'>;

export interface EvidenceRow {
  id: string;
  venue_id: string;
  venue_name: string;
  owner_email: string;
  category_id: string;
  item_index: number;
  item_text: string;
  image_url: string | null;
  comment: string | null;
  points: number;
  created_at: Date;
  revoked_at: Date | null;
  revoke_reason: string;
}

const EVIDENCE_QUEUE: QueueSource = {
  queue: 'verifications',
  select: `SELECT g.id, g.venue_id, v.display_name AS venue_name, u.email AS owner_email, g.category_id, g.item_index,
                  g.item_text, g.image_url, g.comment, g.points, g.created_at, g.revoked_at, g.revoke_reason
             FROM gamification_verifications g JOIN venues v ON v.id = g.venue_id JOIN users u ON u.id = g.user_id`,
  countFrom: 'FROM gamification_verifications g',
  search: (q) => [
    `g.venue_id IN (SELECT id FROM venues WHERE display_name ILIKE ${q})`,
    `g.user_id IN (SELECT id FROM users WHERE email::text ILIKE ${q})`,
  ],
  keys: () => byTime('g.created_at', 'g.id'),
};

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

export interface LeaderboardRow {
  rank: number;
  venue_id: string;
  venue_name: string;
  venue_slug: string;
  current_tier: string;
  total_points: number;
  badges_count: number;
  city: string;
  country: string;
}

@Injectable()
export class VerificationService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly config: ApiConfig,
    private readonly writer: VenueWriter,
    private readonly decisions: ModerationDecisions,
    private readonly media: MediaService,
  ) {}

  /** The programme of one of the owner's venues. */
  async ofOwnersVenue(owner: SessionUser, venueId: string): Promise<VenueProgramme> {
    const venue = await this.dataSource.getRepository(Venue).findOneBy({ id: venueId, ownerId: owner.id });
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
      // One photo is evidence of one standing item: verifications with the same photo (of any
      // venue, so the venue's lock is not enough) take their turn on the photo first.
      await tx.query(`SELECT pg_advisory_xact_lock(hashtextextended('evidence-photo:' || $1, 0))`, [imageUrl]);
      const used: unknown[] = await tx.query(
        'SELECT 1 FROM gamification_verifications WHERE image_url = $1 AND revoked_at IS NULL LIMIT 1',
        [imageUrl],
      );
      if (used.length > 0) throw VerificationException.invalid('image_url', PROGRAMME_MESSAGES.photoAlreadyEvidence);
      const venue = await tx.getRepository(Venue).findOneBy({ id: input.venueId, ownerId: owner.id });
      if (!venue) throw VerificationException.venueNotFound();
      await this.lockProgramme(tx, venue.id);
      const category = checklistFor(programmeFactsOf(venue)).find((c) => c.id === input.categoryId);
      const item = category?.items[input.itemIndex];
      if (!category || item === undefined)
        throw VerificationException.invalid('item_index', PROGRAMME_MESSAGES.unknownItem);
      const inserted: { id: string }[] = await tx.query(
        `INSERT INTO gamification_verifications (user_id, venue_id, category_id, item_index, item_text, image_url, comment, points)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
         ON CONFLICT (venue_id, category_id, item_index) WHERE revoked_at IS NULL DO NOTHING
         RETURNING id`,
        [owner.id, venue.id, category.id, input.itemIndex, item, imageUrl, input.comment, category.points_per_item],
      );
      if (inserted.length === 0) throw VerificationException.alreadyVerified();
      pointsAwarded = category.points_per_item;
      await this.recompute(tx, venue, owner.id, owner.id);
    });
    return { pointsAwarded, programme: await this.ofOwnersVenue(owner, input.venueId) };
  }

  /** Global or one city's leaderboard: ranks by the database, equal points share a rank. */
  async leaderboard(city: string | null, limit = 50): Promise<LeaderboardRow[]> {
    const rows: (Omit<LeaderboardRow, 'rank'> & { rank: string })[] = await this.dataSource.query(
      `SELECT rank() OVER (ORDER BY p.total_points DESC) AS rank,
              v.id AS venue_id, v.display_name AS venue_name, v.slug AS venue_slug, p.tier AS current_tier,
              p.total_points, p.badges_count, v.city, v.country
         FROM venue_programme p JOIN venues v ON v.id = p.venue_id
        WHERE v.status = 'published' AND p.total_points > 0 AND ($1::text IS NULL OR v.city = $1)
        ORDER BY p.total_points DESC, p.verified_items DESC, v.display_name, v.id
        LIMIT $2`,
      [city, limit],
    );
    return rows.map((row) => ({ ...row, rank: Number(row.rank) }));
  }

  /** A page of verifications, for administrators to check the evidence: standing, withdrawn or all. */
  evidence(filter: QueueFilter<EvidenceStatus>): Promise<QueuePage<EvidenceRow>> {
    const where = { standing: ['g.revoked_at IS NULL'], revoked: ['g.revoked_at IS NOT NULL'], all: [] }[filter.status];
    // Only photos in our own storage are shown: evidence from before uploads were required keeps no third-party address.
    return queuePage(this.dataSource, EVIDENCE_QUEUE, filter, { where, params: [] }, (row: EvidenceRow) => ({
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
    const stale: { venue_id: string; user_id: string }[] = await this.dataSource.query(
      `SELECT p.venue_id,
              (SELECT g.user_id FROM gamification_verifications g WHERE g.venue_id = p.venue_id
                ORDER BY g.created_at DESC LIMIT 1) AS user_id
         FROM venue_programme p
        WHERE p.updated_at < (SELECT max(g.revoked_at) FROM gamification_verifications g WHERE g.venue_id = p.venue_id)
        LIMIT $1`,
      [limit],
    );
    for (const { venue_id, user_id } of stale) {
      await this.dataSource.transaction(async (tx) => {
        await this.lockProgramme(tx, venue_id);
        const venue = await tx.getRepository(Venue).findOneByOrFail({ id: venue_id });
        await this.recompute(tx, venue, user_id, 'programme-recompute');
      });
    }
    return stale.length;
  }

  revoke(admin: SessionUser, id: string, reason: string): Promise<void> {
    return this.decisions.run(admin, {
      // The venue's programme first, then the verification: as a new verification of the venue does.
      lock: async (tx) => {
        const [found]: { venue_id: string }[] = await tx.query(
          'SELECT venue_id FROM gamification_verifications WHERE id = $1',
          [id],
        );
        if (!found) throw VerificationException.notFound();
        await this.lockProgramme(tx, found.venue_id);
        const [row]: { user_id: string; item_text: string; revoked_at: Date | null; points: number }[] = await tx.query(
          'SELECT user_id, item_text, revoked_at, points FROM gamification_verifications WHERE id = $1 FOR UPDATE',
          [id],
        );
        const status = row!.revoked_at ? 'revoked' : 'standing';
        return pendingOrThrow({ ...row!, venueId: found.venue_id, status }, ['standing'], {
          notFound: () => VerificationException.notFound(),
          decided: () => VerificationException.alreadyRevoked(),
        });
      },
      decide: async (tx, row) => {
        await tx.query(
          'UPDATE gamification_verifications SET revoked_at = now(), revoked_by = $2, revoke_reason = $3 WHERE id = $1',
          [id, admin.id, reason],
        );
        const venue = await tx.getRepository(Venue).findOneByOrFail({ id: row.venueId });
        const [before, after] = await this.recompute(tx, venue, row.user_id, admin.id);
        const [owner]: { email: string }[] = await tx.query('SELECT email FROM users WHERE id = $1', [row.user_id]);
        const portal = `${this.config.publicUrl}${routeHref('ownerPortal', {})}`;
        return {
          result: undefined,
          audit: [
            {
              action: 'verification.revoked',
              entityType: 'venue',
              entityId: venue.id,
              before: { points: before, item: row.item_text },
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
                `Our team withdrew your verification of "${row.item_text}" at ${venue.displayName}, for this reason:`,
                '',
                reason,
                '',
                `Its ${row.points} points no longer count. You can verify the item again with another photo: ${portal}`,
              ].join('\n'),
              html: mailPage(`<p>Our team withdrew your verification of “${escapeHtml(row.item_text)}” at <strong>${escapeHtml(venue.displayName)}</strong>, for this reason:</p>
${htmlParagraphs(reason)}
<p>Its ${row.points} points no longer count. <a href="${escapeHtml(portal)}">You can verify the item again with another photo.</a></p>`),
            },
          ],
        };
      },
    });
  }

  /** Serialises a venue's verifications: its totals row, made if missing, locked. */
  private async lockProgramme(tx: EntityManager, venueId: string): Promise<void> {
    await tx.query('INSERT INTO venue_programme (venue_id) VALUES ($1) ON CONFLICT DO NOTHING', [venueId]);
    await tx.query('SELECT 1 FROM venue_programme WHERE venue_id = $1 FOR UPDATE', [venueId]);
  }

  /**
   * Recomputes a venue's points, tier and badges from its standing verifications, and has its
   * search card follow (planners filter by tier); answers [before, after] points.
   */
  private async recompute(tx: EntityManager, venue: Venue, userId: string, actor: string): Promise<[number, number]> {
    const { checklist, verified, points } = await this.programme(tx, venue);
    const badges = badgesFor(checklist, verified, points);
    await tx.query('DELETE FROM gamification_badges WHERE venue_id = $1 AND NOT (badge_type = ANY($2))', [
      venue.id,
      badges,
    ]);
    await tx.query(
      `INSERT INTO gamification_badges (user_id, venue_id, badge_type)
       SELECT $1, $2, unnest($3::text[]) ON CONFLICT (venue_id, badge_type) DO NOTHING`,
      [userId, venue.id, badges],
    );
    const [before]: { total_points: number }[] = await tx
      .query(
        `UPDATE venue_programme p
          SET total_points = $2, verified_items = $3, badges_count = $4, tier = $5, updated_at = now()
         FROM (SELECT total_points FROM venue_programme WHERE venue_id = $1) old
        WHERE p.venue_id = $1
        RETURNING old.total_points`,
        [venue.id, points, verified.length, badges.length, tierOf(points)],
      )
      .then(([rows]: [{ total_points: number }[], number]) => rows);
    await this.writer.reindex(venue.id, actor, tx);
    return [before?.total_points ?? 0, points];
  }

  private async programme(db: Queryable, venue: Venue): Promise<VenueProgramme> {
    const checklist = checklistFor(programmeFactsOf(venue));
    const rows: { category_id: string; item_index: number; image_url: string; created_at: Date }[] = await db.query(
      `SELECT category_id, item_index, image_url, created_at FROM gamification_verifications
        WHERE venue_id = $1 AND revoked_at IS NULL ORDER BY created_at`,
      [venue.id],
    );
    const verified = rows.filter((row) => {
      const category = checklist.find((c) => c.id === row.category_id);
      return category && row.item_index < category.items.length;
    });
    const badges: { badge_type: string; earned_at: Date }[] = await db.query(
      'SELECT badge_type, earned_at FROM gamification_badges WHERE venue_id = $1 ORDER BY earned_at, badge_type',
      [venue.id],
    );
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
