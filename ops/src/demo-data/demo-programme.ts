// The verification programme in the demo: owned, published venues part way through their
// checklists — from none to all, decided by each venue's id so every run seeds the same — and the
// demo owner's venues about 40 % of the way, so the leaderboards mean something on first start.
import { badgesFor, checklistFor, pointsFor, programmeFactsOf, tierOf, type VerifiedItem } from '@venue-finder/core';
import type { EntityManager } from 'typeorm';
import {
  type DemoBadgeRow,
  type DemoProgrammeTotalRow,
  type DemoVerificationRow,
  insertDemoProgramme,
  publishedOwnedVenues,
} from './demo-data.repository';
import { DEMO_IMAGE_COUNT, demoImagePath } from './demo-images';

/** How far through its checklist a venue is, from its id: 0 to 1, a third of venues not started. */
function shareDone(venueId: string): number {
  const n = parseInt(venueId.replace(/-/g, '').slice(0, 4), 16) / 0xffff;
  return n < 0.33 ? 0 : (n - 0.33) / 0.67;
}

/** Seeds the programme, its rows made at `now` (as the demo enquiries are dated from theirs). */
export async function seedDemoProgramme(tx: EntityManager, demoOwnerId: string, now = new Date()): Promise<number> {
  const venues = await publishedOwnedVenues(tx);
  const verifications: DemoVerificationRow[] = [];
  const badges: DemoBadgeRow[] = [];
  const totals: DemoProgrammeTotalRow[] = [];
  for (const [index, venue] of venues.entries()) {
    const checklist = checklistFor(programmeFactsOf(venue));
    const items = checklist.flatMap((category) =>
      category.items.map((text, item_index) => ({ category, text, item_index })),
    );
    const share = venue.ownerId === demoOwnerId ? 0.4 : shareDone(venue.id);
    const chosen = items.slice(0, Math.round(items.length * share));
    if (chosen.length === 0) continue;
    const verified: VerifiedItem[] = chosen.map((c) => ({ category_id: c.category.id, item_index: c.item_index }));
    const points = pointsFor(checklist, verified);
    const earned = badgesFor(checklist, verified, points);
    for (const [n, item] of chosen.entries())
      verifications.push({
        user_id: venue.ownerId,
        venue_id: venue.id,
        category_id: item.category.id,
        item_index: item.item_index,
        item_text: item.text,
        image_url: demoImagePath(((index + n) % DEMO_IMAGE_COUNT) + 1),
        points: item.category.points_per_item,
      });
    for (const badge_type of earned) badges.push({ user_id: venue.ownerId, venue_id: venue.id, badge_type });
    totals.push({
      venue_id: venue.id,
      total_points: points,
      verified_items: verified.length,
      badges_count: earned.length,
      tier: tierOf(points),
    });
  }
  await insertDemoProgramme(tx, verifications, badges, totals, now);
  return totals.length;
}
