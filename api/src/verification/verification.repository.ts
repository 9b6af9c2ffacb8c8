// Queries of the verification programme, and nothing else: the evidence (gamification_verifications),
// the badges a venue holds, and each venue's totals (venue_programme). Times written are the
// api's Clock, passed in as `at`.
import { Injectable } from '@nestjs/common';
import type { EvidenceStatus, Tier } from '@venue-finder/contract';
import { GamificationBadge, GamificationVerification, Venue, VenueProgramme } from '@venue-finder/core';
import { DataSource, type EntityManager, In, IsNull, Not } from 'typeorm';
import { type QueueFilter, type QueuePage, type QueueSource, byTime, queuePage } from '../kernel/queue-page';

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

export interface StandingVerification {
  category_id: string;
  item_index: number;
  image_url: string;
  created_at: Date;
}

export interface NewVerification {
  userId: string;
  venueId: string;
  categoryId: string;
  itemIndex: number;
  itemText: string;
  imageUrl: string;
  comment: string | null;
  points: number;
}

export interface ProgrammeTotals {
  totalPoints: number;
  verifiedItems: number;
  badgesCount: number;
  tier: Tier;
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

@Injectable()
export class VerificationRepository {
  constructor(private readonly dataSource: DataSource) {}

  ownersVenue(venueId: string, ownerId: string, db: EntityManager = this.dataSource.manager): Promise<Venue | null> {
    return db.getRepository(Venue).findOneBy({ id: venueId, ownerId });
  }

  venue(tx: EntityManager, venueId: string): Promise<Venue> {
    return tx.getRepository(Venue).findOneByOrFail({ id: venueId });
  }

  /**
   * One photo is evidence of one standing item: verifications with the same photo (of any venue,
   * so the venue's lock is not enough) take their turn on the photo first.
   */
  async lockPhoto(tx: EntityManager, imageUrl: string): Promise<void> {
    await tx.query(`SELECT pg_advisory_xact_lock(hashtextextended('evidence-photo:' || $1, 0))`, [imageUrl]);
  }

  isStandingEvidence(tx: EntityManager, imageUrl: string): Promise<boolean> {
    return tx.getRepository(GamificationVerification).existsBy({ imageUrl, revokedAt: IsNull() });
  }

  /** The new verification's id; undefined when the item already has a standing one. */
  async insert(tx: EntityManager, verification: NewVerification, at: Date): Promise<string | undefined> {
    // Spelled against the partial unique index (one standing verification per item).
    const inserted: { id: string }[] = await tx.query(
      `INSERT INTO gamification_verifications
              (user_id, venue_id, category_id, item_index, item_text, image_url, comment, points, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
       ON CONFLICT (venue_id, category_id, item_index) WHERE revoked_at IS NULL DO NOTHING
       RETURNING id`,
      [
        verification.userId,
        verification.venueId,
        verification.categoryId,
        verification.itemIndex,
        verification.itemText,
        verification.imageUrl,
        verification.comment,
        verification.points,
        at,
      ],
    );
    return inserted[0]?.id;
  }

  /** The venue a verification is of; undefined when there is no such verification. */
  async venueIdOf(tx: EntityManager, id: string): Promise<string | undefined> {
    const found = await tx
      .getRepository(GamificationVerification)
      .findOne({ where: { id }, select: { venueId: true } });
    return found?.venueId;
  }

  /** A verification, locked for its revocation. */
  lock(tx: EntityManager, id: string): Promise<GamificationVerification | null> {
    return tx.getRepository(GamificationVerification).findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
  }

  async revoke(tx: EntityManager, id: string, adminId: string, reason: string, at: Date): Promise<void> {
    await tx
      .getRepository(GamificationVerification)
      .update({ id }, { revokedAt: at, revokedBy: adminId, revokeReason: reason });
  }

  /** A venue's standing verifications, oldest first. */
  async standingOf(db: EntityManager, venueId: string): Promise<StandingVerification[]> {
    const rows = await db.getRepository(GamificationVerification).find({
      where: { venueId, revokedAt: IsNull() },
      select: { categoryId: true, itemIndex: true, imageUrl: true, createdAt: true },
      order: { createdAt: 'ASC' },
    });
    return rows.map((row) => ({
      category_id: row.categoryId,
      item_index: row.itemIndex,
      image_url: row.imageUrl,
      created_at: row.createdAt,
    }));
  }

  async badgesOf(db: EntityManager, venueId: string): Promise<{ badge_type: string; earned_at: Date }[]> {
    const rows = await db
      .getRepository(GamificationBadge)
      .find({ where: { venueId }, order: { earnedAt: 'ASC', badgeType: 'ASC' } });
    return rows.map((row) => ({ badge_type: row.badgeType, earned_at: row.earnedAt }));
  }

  /** The venue holds exactly `badges`: others go, new ones are earned by `userId` at `at`. */
  async replaceBadges(tx: EntityManager, venueId: string, userId: string, badges: string[], at: Date): Promise<void> {
    await tx
      .getRepository(GamificationBadge)
      .delete(badges.length > 0 ? { venueId, badgeType: Not(In(badges)) } : { venueId });
    await tx.query(
      `INSERT INTO gamification_badges (user_id, venue_id, badge_type, earned_at)
       SELECT $1, $2, unnest($3::text[]), $4 ON CONFLICT (venue_id, badge_type) DO NOTHING`,
      [userId, venueId, badges, at],
    );
  }

  /** Serialises a venue's verifications: its totals row, made at `at` if missing, locked. */
  async lockProgramme(tx: EntityManager, venueId: string, at: Date): Promise<void> {
    await tx
      .getRepository(VenueProgramme)
      .createQueryBuilder()
      .insert()
      .values({ venueId, updatedAt: at })
      .orIgnore()
      .execute();
    await tx.getRepository(VenueProgramme).findOne({ where: { venueId }, lock: { mode: 'pessimistic_write' } });
  }

  /** Writes a venue's totals (its row is locked); answers its points before. */
  async updateProgramme(tx: EntityManager, venueId: string, totals: ProgrammeTotals, at: Date): Promise<number> {
    const programmes = tx.getRepository(VenueProgramme);
    const before = await programmes.findOneBy({ venueId });
    await programmes.update({ venueId }, { ...totals, updatedAt: at });
    return before?.totalPoints ?? 0;
  }

  /** Global or one city's leaderboard: ranks by the database, equal points share a rank. */
  async leaderboard(city: string | null, limit: number): Promise<LeaderboardRow[]> {
    // Read in the order of venue_programme_rank_idx.
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

  /** A page of verifications for administrators: standing, withdrawn or all. */
  evidence<Item>(filter: QueueFilter<EvidenceStatus>, toItem: (row: EvidenceRow) => Item): Promise<QueuePage<Item>> {
    const where = { standing: ['g.revoked_at IS NULL'], revoked: ['g.revoked_at IS NOT NULL'], all: [] }[filter.status];
    return queuePage(this.dataSource, EVIDENCE_QUEUE, filter, { where, params: [] }, toItem);
  }

  /**
   * Venues whose totals were last written before evidence of theirs was revoked, with the owner
   * who verified last (badges are recorded against them).
   */
  staleProgrammes(limit: number): Promise<{ venue_id: string; user_id: string }[]> {
    return this.dataSource.query(
      `SELECT p.venue_id,
              (SELECT g.user_id FROM gamification_verifications g WHERE g.venue_id = p.venue_id
                ORDER BY g.created_at DESC LIMIT 1) AS user_id
         FROM venue_programme p
        WHERE p.updated_at < (SELECT max(g.revoked_at) FROM gamification_verifications g WHERE g.venue_id = p.venue_id)
        LIMIT $1`,
      [limit],
    );
  }
}
