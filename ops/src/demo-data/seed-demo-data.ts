// Writes the demo data into a migrated database: the picture pool to disk, then the demo users and
// the venues in one transaction, so an interrupted seed leaves nothing half-done behind (and
// `--if-empty` can simply try again). Venues go through VenueWriter in batches of 500, which also
// records their outbox messages; 500 rows × ~62 columns stays well under PostgreSQL's 65,535
// parameters per statement.
import { hashPassword, VenueWriter } from '@venue-finder/core';
import type { DataSource, EntityManager } from 'typeorm';
import { saveDemoUsers } from './demo-data.repository';
import { writeDemoImages } from './demo-images';
import { seedDemoProgramme } from './demo-programme';
import { seedDemoEnquiries } from './demo-enquiries';
import { DEMO_ADMIN_PASSWORD, type DemoPeople, type DemoUser, placeVenue, planDemoPeople } from './demo-users';
import { DEMO_REFERENCE_DATE, DemoVenueFactory } from './venue-builder';

/** The seed of `npm run seed` and `npm start`: change it and every demo venue changes. */
export const DEMO_SEED = 20_261_101;
const BATCH_SIZE = 500;

export interface SeedOptions {
  count: number;
  uploadsDir: string;
  onProgress?: (done: number, total: number) => void;
  /** Defaults to DEMO_SEED; tests may pass their own. */
  seed?: number;
}

export interface SeedResult {
  venues: number;
  published: number;
  owner: { email: string };
  admin: { email: string; password: string };
}

/**
 * Inserts the demo users, then the people's ids as they are in the database: a user that already
 * exists (same e-mail) keeps its row, and the demo admin's password is reset to the printed one.
 */
async function saveDemoPeople(tx: EntityManager, people: DemoPeople, adminPasswordHash: string): Promise<DemoPeople> {
  const all = [people.owner, people.admin, ...people.owners];
  const idOf = await saveDemoUsers(
    tx,
    all.map((u) => ({ ...u, passwordHash: u === people.admin ? adminPasswordHash : null })),
    people.admin.email,
    adminPasswordHash,
  );
  const stored = (u: DemoUser): DemoUser => ({ ...u, id: idOf.get(u.email.toLowerCase()) ?? u.id });
  return { owner: stored(people.owner), admin: stored(people.admin), owners: people.owners.map(stored) };
}

/**
 * Seeds `count` deterministic demo venues (and the demo owner and admin) into a database whose
 * venues table holds no demo venues yet; ids and slugs are fixed by the seed, so seeding twice
 * fails on the first duplicate and rolls back.
 */
export async function seedDemoData(dataSource: DataSource, options: SeedOptions): Promise<SeedResult> {
  const seed = options.seed ?? DEMO_SEED;
  const { count } = options;
  await writeDemoImages(options.uploadsDir);
  const adminPasswordHash = await hashPassword(DEMO_ADMIN_PASSWORD);
  const planned = planDemoPeople(seed, DEMO_REFERENCE_DATE);
  const factory = new DemoVenueFactory(seed);
  const writer = new VenueWriter(dataSource);
  let published = 0;

  await dataSource.transaction(async (tx) => {
    const people = await saveDemoPeople(tx, planned, adminPasswordHash);
    for (let start = 0; start < count; start += BATCH_SIZE) {
      const end = Math.min(count, start + BATCH_SIZE);
      const batch = [];
      for (let index = start; index < end; index++) {
        const venue = factory.build(index, placeVenue(seed, index, people));
        if (venue.status === 'published') published++;
        batch.push(venue);
      }
      await writer.insertMany(batch, tx, 'seed');
      options.onProgress?.(end, count);
    }
    // One moment for the programme's rows and the enquiries' times, the command's.
    const seededAt = new Date();
    await seedDemoProgramme(tx, people.owner.id, seededAt);
    await seedDemoEnquiries(tx, people.owner.id, seededAt);
  });

  return {
    venues: count,
    published,
    owner: { email: planned.owner.email },
    admin: { email: planned.admin.email, password: DEMO_ADMIN_PASSWORD },
  };
}
