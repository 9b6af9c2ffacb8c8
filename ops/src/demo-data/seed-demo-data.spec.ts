import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { verifyPassword } from '@venue-finder/core';
import type { DataSource } from 'typeorm';
import { openTestDataSource, type TestDataSource } from '../../../tests/support/test-database';
import { DEMO_ADMIN_EMAIL, DEMO_ADMIN_PASSWORD, DEMO_OWNER_EMAIL, DEMO_PLANNER_EMAIL, seedDemoData } from './';

describe(seedDemoData.name, () => {
  let database: TestDataSource;
  let dataSource: DataSource;
  let uploadsDir: string;

  beforeAll(async () => {
    database = await openTestDataSource(2);
    ({ dataSource } = database);
    uploadsDir = await mkdtemp(join(tmpdir(), 'seed-uploads-'));
  });

  afterAll(async () => {
    await database?.close();
    await rm(uploadsDir, { recursive: true, force: true });
  });

  it('writes venues with their outbox messages, the demo people and the pictures', async () => {
    const progress: number[] = [];
    const result = await seedDemoData(dataSource, {
      count: 620,
      uploadsDir,
      onProgress: (done) => progress.push(done),
    });

    expect(result).toMatchObject({
      venues: 620,
      owner: { email: DEMO_OWNER_EMAIL },
      admin: { email: DEMO_ADMIN_EMAIL, password: DEMO_ADMIN_PASSWORD },
    });
    expect(progress).toEqual([500, 620]);
    const [counts] = await dataSource.query(`SELECT
      (SELECT count(*)::int FROM venues) AS venues,
      (SELECT count(*)::int FROM venues WHERE status = 'published') AS published,
      (SELECT count(DISTINCT aggregate_id)::int FROM outbox WHERE event_type = 'venue.upserted') AS outbox`);
    expect(counts).toEqual({ venues: 620, published: result.published, outbox: 620 });

    const [owner] = await dataSource.query(
      `SELECT count(v.id)::int AS venues, bool_and(v.status = 'published') AS published
         FROM users u JOIN venues v ON v.owner_id = u.id WHERE u.email = $1`,
      [DEMO_OWNER_EMAIL],
    );
    expect(owner).toEqual({ venues: 5, published: true });

    const [admin] = await dataSource.query(`SELECT user_type, roles, password_hash FROM users WHERE email = $1`, [
      DEMO_ADMIN_EMAIL,
    ]);
    expect(admin.user_type).toBe('admin');
    expect(admin.roles).toEqual(['admin']);
    expect(await verifyPassword(DEMO_ADMIN_PASSWORD, admin.password_hash)).toBe(true);

    // 48 photos, each with its three copies.
    expect(await readdir(join(uploadsDir, 'media'))).toHaveLength(48 * 4);

    // The verification programme: owned venues part way, the demo owner's about 40 %, totals that
    // agree with the verifications, so the leaderboards mean something on first start.
    const programme: { owned: number; ranked: number; points_agree: boolean; tiers: number }[] =
      await dataSource.query(`
      SELECT (SELECT count(*)::int FROM venues WHERE owner_id IS NOT NULL AND status = 'published') AS owned,
             (SELECT count(*)::int FROM venue_programme WHERE total_points > 0) AS ranked,
             (SELECT bool_and(p.total_points = (SELECT sum(points) FROM gamification_verifications g WHERE g.venue_id = p.venue_id))
                FROM venue_programme p) AS points_agree,
             (SELECT count(DISTINCT tier)::int FROM venue_programme) AS tiers`);
    expect(programme[0]!.ranked).toBeGreaterThan(programme[0]!.owned / 2);
    expect(programme[0]!.ranked).toBeLessThan(programme[0]!.owned);
    expect(programme[0]!.points_agree).toBe(true);
    expect(programme[0]!.tiers).toBeGreaterThanOrEqual(3);
    const demoOwner: { verified: number; total: number }[] = await dataSource.query(
      `SELECT sum(p.verified_items)::int AS verified, count(*)::int AS total FROM venue_programme p
         JOIN venues v ON v.id = p.venue_id JOIN users u ON u.id = v.owner_id WHERE u.email = $1`,
      [DEMO_OWNER_EMAIL],
    );
    expect(demoOwner[0]).toMatchObject({ total: 5, verified: expect.any(Number) });

    // The enquiry loop: the demo owner's venues have an enquiry in every state.
    const states: { state: string; outcome: string | null; revisions: number }[] = await dataSource.query(
      `SELECT ve.state, ve.proposal_outcome AS outcome, (SELECT count(*)::int FROM venue_proposals p WHERE p.venue_enquiry_id = ve.id) AS revisions
         FROM venue_enquiries ve JOIN venues v ON v.id = ve.venue_id JOIN users u ON u.id = v.owner_id
        WHERE u.email = $1`,
      [DEMO_OWNER_EMAIL],
    );
    expect(new Set(states.map((s) => s.state))).toEqual(
      new Set(['new', 'viewed', 'proposed', 'declined', 'expired', 'closed']),
    );
    expect(new Set(states.map((s) => s.outcome).filter(Boolean))).toEqual(new Set(['open', 'accepted', 'not_chosen']));
    expect(Math.max(...states.map((s) => s.revisions))).toBe(2);

    // The demo planner's My events: an open proposal, a date held for them and a booking, each hold
    // on the accepted proposal's own date, as an acceptance places it.
    const planners: { outcome: string; hold: string | null; same_date: boolean | null }[] = await dataSource.query(
      `SELECT ve.proposal_outcome AS outcome, h.state AS hold, h.event_date = e.event_date AS same_date
         FROM enquiries e JOIN venue_enquiries ve ON ve.enquiry_id = e.id
         LEFT JOIN venue_holds h ON h.venue_enquiry_id = ve.id
        WHERE e.email = $1 ORDER BY e.created_at`,
      [DEMO_PLANNER_EMAIL],
    );
    expect(planners).toEqual([
      { outcome: 'accepted', hold: 'confirmed', same_date: true },
      { outcome: 'accepted', hold: 'held', same_date: true },
      { outcome: 'open', hold: null, same_date: null },
    ]);
  });

  it('refuses to seed the same venues twice, leaving the first seed intact', async () => {
    await expect(seedDemoData(dataSource, { count: 10, uploadsDir })).rejects.toThrow();
    const [{ n }] = await dataSource.query('SELECT count(*)::int AS n FROM venues');
    expect(n).toBe(620);
  });
});
