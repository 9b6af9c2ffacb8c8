import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type ApiTestApp, startApiTestApp } from '../../../tests/support/api-test-app';
import { createUser, sessionCookieFor, type TestUser } from '../../../tests/support/sign-in';
import { solidPng } from '../../../tests/support/solid-png';
import { makeVenue } from '../../../tests/support/venue-factory';
import { Clock } from '../kernel/clock';
import { VerificationService } from './verification.service';

// Rooms: theatre 40 and boardroom 16 (20 points each); AV: projector, screens (10 each);
// arrival: entrance and reception (10 each). 100 points in all.
const base = {
  capacityTheatre: 40,
  capacityBoardroom: 16,
  capacityBanquet: null,
  capacityStanding: null,
  equipment: ['projector', 'screens'],
  amenities: ['wifi'],
  wheelchairAccessible: false,
};
const MINE = makeVenue({ ...base, name: 'Programme Hall', slug: 'programme-hall', city: 'leeds' });
const RIVAL = makeVenue({ ...base, name: 'Rival Rooms', slug: 'rival-rooms', city: 'leeds' });
const FAR = makeVenue({ ...base, name: 'Far Away Hall', slug: 'far-away-hall', city: 'glasgow' });
const CLOCKED = makeVenue({ ...base, name: 'Clock Tower Rooms', slug: 'clock-tower-rooms', city: 'york' });

describe('The verification programme: /api/gamification', () => {
  let api: ApiTestApp;
  let owner: TestUser;
  let ownerCookie: string;
  let rivalCookie: string;
  let adminCookie: string;

  beforeAll(async () => {
    api = await startApiTestApp({ venues: [MINE, RIVAL, FAR, CLOCKED] });
    owner = await createUser(api.dataSource);
    const rival = await createUser(api.dataSource);
    await api.dataSource.query('UPDATE venues SET owner_id = $1 WHERE slug IN ($2, $3, $4)', [
      owner.id,
      MINE.slug,
      FAR.slug,
      CLOCKED.slug,
    ]);
    await api.dataSource.query('UPDATE venues SET owner_id = $1 WHERE slug = $2', [rival.id, RIVAL.slug]);
    ownerCookie = await sessionCookieFor(api.dataSource, owner);
    rivalCookie = await sessionCookieFor(api.dataSource, rival);
    adminCookie = await sessionCookieFor(api.dataSource, await createUser(api.dataSource, { userType: 'admin' }));
  });
  afterAll(() => api?.close());

  const [mine, rivals, far, clocked] = [0, 1, 2, 3].map((i) => () => api.venueIds[i]!);
  const get = (path: string, venueId: string, cookie = ownerCookie) =>
    api.http().get(path).query({ venue_id: venueId }).set('Cookie', cookie);
  /** Uploads a photo as this person, answering its address (what the checklist form sends). */
  const upload = async (
    cookie = ownerCookie,
    complete = true,
    photo = solidPng(640, 480, [200, 120, 40]),
  ): Promise<string> => {
    const address = (
      await api
        .http()
        .post('/api/media/presign')
        .query({ content_type: 'image/png', kind: 'image', entity_type: 'verification' })
        .set('Cookie', cookie)
        .expect(201)
    ).body;
    if (complete)
      await api
        .http()
        .post(address.upload_url)
        .set('Cookie', cookie)
        .set('Content-Type', 'image/png')
        .send(photo)
        .expect(201);
    return address.public_url;
  };
  /** Verifies an item, by default with a photo this person has just uploaded; `.expect(status)` as supertest. */
  const verify = (
    venueId: string,
    category_id: string,
    item_index: number,
    cookie = ownerCookie,
    image_url?: string,
  ) => {
    const sent = (async () =>
      api
        .http()
        .post('/api/gamification/verify-item')
        .set('Cookie', cookie)
        .send({
          venue_id: venueId,
          category_id,
          item_index,
          image_url: image_url ?? (await upload(cookie)),
          comment: null,
        })
        .then((response) => response))();
    return Object.assign(sent, {
      expect: async (status: number) => {
        const response = await sent;
        if (response.status !== status) throw new Error(`expected ${status}, got ${response.status}: ${response.text}`);
        return response;
      },
    });
  };

  it('builds the checklist from the venue’s own facts', async () => {
    const { body } = await get('/api/gamification/checklist', mine()).expect(200);
    expect(body.categories.map((c: { id: string; items: string[] }) => [c.id, c.items.length])).toEqual([
      ['spaces', 2],
      ['av', 2],
      ['arrival', 2],
    ]);
    const progress = (await get('/api/gamification/progress', mine()).expect(200)).body;
    expect(progress).toMatchObject({
      current_tier: 'bronze',
      total_points: 0,
      verified_items_count: 0,
      total_items_count: 6,
      completion_percentage: 0,
      badges_earned: [],
      next_tier: { name: 'silver', points_needed: 50 },
    });
  });

  it('awards an item’s points once, with badges and the next tier, and refuses what is not allowed', async () => {
    expect((await verify(mine(), 'spaces', 0).expect(200)).body).toMatchObject({
      points_awarded: 20,
      progress: { total_points: 20, verified_items_count: 1, badges_earned: [{ badge_type: 'first_verification' }] },
    });
    // The venue's card in search follows its new standing: the indexer gets a message.
    expect(
      await api.dataSource.query(
        `SELECT event_type, payload->>'actor' AS actor FROM outbox WHERE aggregate_id = $1 ORDER BY id DESC LIMIT 1`,
        [mine()],
      ),
    ).toEqual([{ event_type: 'venue.upserted', actor: owner.id }]);
    expect((await verify(mine(), 'spaces', 0).expect(409)).body.message).toBe('This item is already verified.');
    expect((await verify(mine(), 'spaces', 9).expect(400)).body.message).toBe(
      'There is no such item on this venue’s checklist.',
    );
    expect((await verify(mine(), 'catering', 0).expect(400)).body.message).toBe(
      'There is no such item on this venue’s checklist.',
    );
    expect((await verify(mine(), 'spaces', 1, ownerCookie, '').expect(400)).body.message).toBe(
      'Please provide an image URL',
    );
    await verify(mine(), 'spaces', 1, ownerCookie, 'javascript:alert(1)').expect(400);
    await verify(mine(), 'spaces', 1, ownerCookie, 'ftp://photos.example.com/a.jpg').expect(400);
    expect((await verify(mine(), 'spaces', 1, rivalCookie).expect(404)).body.message).toBe('Venue not found');

    const second = await verify(mine(), 'spaces', 1).expect(200);
    expect(second.body.progress).toMatchObject({ total_points: 40, next_tier: { name: 'silver', points_needed: 10 } });
    expect(second.body.progress.badges_earned.map((b: { badge_type: string }) => b.badge_type)).toEqual([
      'first_verification',
      'category_complete:spaces',
    ]);
    const categories = (await get('/api/gamification/categories/progress', mine()).expect(200)).body.categories;
    expect(categories[0]).toEqual({
      category_id: 'spaces',
      verified_items: 2,
      total_items: 2,
      completion_percentage: 100,
    });
  });

  it('takes as evidence only a photo the owner uploaded here: no address elsewhere, no one else’s, no unfinished upload', async () => {
    const refusal = 'Please upload your photo here: only photos you upload count as evidence';
    const rivalsPhoto = await upload(rivalCookie);
    for (const address of [
      'https://photos.example.com/room.jpg',
      'http://169.254.169.254/latest/meta-data/',
      rivalsPhoto,
      await upload(ownerCookie, false),
      '/uploads/media/0b7f6a52-3c1d-4e8f-9a20-5d6c7b8e9f01.png',
      `${rivalsPhoto}/../../x.png`,
    ]) {
      const refused = await verify(mine(), 'arrival', 0, ownerCookie, address).expect(400);
      expect(refused.body).toMatchObject({ message: refusal, fields: { image_url: refusal } });
    }
    expect((await get('/api/gamification/progress', mine()).expect(200)).body.total_points).toBe(40);
  });

  it('awards points once when one item is verified twice at the same moment', async () => {
    const answers = await Promise.all([verify(mine(), 'av', 0), verify(mine(), 'av', 0), verify(mine(), 'av', 0)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409]);
    const [{ n }] = await api.dataSource.query(
      "SELECT count(*)::int AS n FROM gamification_verifications WHERE venue_id = $1 AND category_id = 'av' AND item_index = 0",
      [mine()],
    );
    expect(n).toBe(1);
    expect((await get('/api/gamification/progress', mine()).expect(200)).body.total_points).toBe(50);
  });

  it('ranks venues by points in the database, ties sharing a rank, globally and by city', async () => {
    await verify(rivals(), 'spaces', 0, rivalCookie).expect(200);
    await verify(far(), 'spaces', 0).expect(200);
    const global = (await api.http().get('/api/gamification/leaderboard/global').set('Cookie', ownerCookie).expect(200))
      .body.rows;
    expect(
      global.map((r: { venue_name: string; rank: number; total_points: number }) => [
        r.rank,
        r.venue_name,
        r.total_points,
      ]),
    ).toEqual([
      [1, 'Programme Hall', 50],
      [2, 'Far Away Hall', 20],
      [2, 'Rival Rooms', 20],
    ]);
    expect(global[0]).toMatchObject({
      current_tier: 'silver',
      badges_count: 3,
      city: 'leeds',
      country: 'United Kingdom',
    });
    const leeds = (
      await api.http().get('/api/gamification/leaderboard/city/leeds').set('Cookie', ownerCookie).expect(200)
    ).body.rows;
    expect(leeds.map((r: { rank: number; venue_name: string }) => [r.rank, r.venue_name])).toEqual([
      [1, 'Programme Hall'],
      [2, 'Rival Rooms'],
    ]);
    await api.http().get('/api/gamification/leaderboard/city/paris').set('Cookie', ownerCookie).expect(400);
  });

  it('lets an admin revoke evidence: the figures fall back and the owner is told why', async () => {
    const { verifications } = (
      await api.http().get('/api/admin/mod/verifications').set('Cookie', adminCookie).expect(200)
    ).body;
    const evidence = verifications.find(
      (v: { venue_name: string; category_id: string; item_index: number }) =>
        v.venue_name === 'Programme Hall' && v.category_id === 'av' && v.item_index === 0,
    );
    expect(evidence).toMatchObject({
      image_url: expect.stringMatching(/^\/uploads\/media\/[0-9a-f-]{36}\.png$/),
      owner_email: owner.email,
      revoked_at: null,
    });

    await api
      .http()
      .post(`/api/admin/mod/verifications/${evidence.id}/revoke`)
      .set('Cookie', adminCookie)
      .send({})
      .expect(400);
    await api
      .http()
      .post(`/api/admin/mod/verifications/${evidence.id}/revoke`)
      .set('Cookie', adminCookie)
      .send({ reason: 'The photo shows a television, not a projector.' })
      .expect(204);
    const progress = (await get('/api/gamification/progress', mine()).expect(200)).body;
    expect(progress).toMatchObject({ total_points: 40, current_tier: 'bronze', verified_items_count: 2 });
    expect(progress.badges_earned.map((b: { badge_type: string }) => b.badge_type)).not.toContain('tier:silver');
    const [mail] = await api.dataSource.query(
      "SELECT text_body FROM mail_messages WHERE kind = 'verification.revoked' AND recipient = $1",
      [owner.email],
    );
    expect(mail.text_body).toContain('The photo shows a television, not a projector.');
    await api
      .http()
      .post(`/api/admin/mod/verifications/${evidence.id}/revoke`)
      .set('Cookie', adminCookie)
      .send({ reason: 'Again' })
      .expect(409);
    // The item can be proven again.
    await verify(mine(), 'av', 0).expect(200);
  });

  it('migration 0038 revokes evidence at third-party addresses; the figures follow and the admin never sees the address', async () => {
    // Evidence taken before uploads were required: one at a third-party address, one uploaded.
    const uploaded = await upload(rivalCookie);
    await api.dataSource.query(
      `INSERT INTO gamification_verifications
              (user_id, venue_id, category_id, item_index, item_text, image_url, points, created_at)
       SELECT user_id, venue_id, category_id, item_index + 1, 'Second room', $2, points, created_at
         FROM gamification_verifications WHERE venue_id = $1 AND revoked_at IS NULL`,
      [rivals(), 'https://tracker.example.net/pixel.gif'],
    );
    await api.dataSource.query(
      `UPDATE gamification_verifications SET image_url = $2 WHERE venue_id = $1 AND item_index = 0`,
      [rivals(), uploaded],
    );
    await api.dataSource.query(
      "UPDATE venue_programme SET total_points = 40, verified_items = 2, updated_at = now() - interval '1 minute' WHERE venue_id = $1",
      [rivals()],
    );
    await api.dataSource.query(
      readFileSync(join(__dirname, '../../../migrations/0038_evidence_own_uploads.up.sql'), 'utf8'),
    );

    const rows = await api.dataSource.query(
      'SELECT image_url, revoked_at IS NOT NULL AS revoked, revoke_reason FROM gamification_verifications WHERE venue_id = $1 ORDER BY item_index',
      [rivals()],
    );
    expect(rows).toEqual([
      { image_url: uploaded, revoked: false, revoke_reason: '' },
      {
        image_url: 'https://tracker.example.net/pixel.gif',
        revoked: true,
        revoke_reason:
          'Evidence must now be a photo you upload to Venue Finder. Please verify this item again with your own photo.',
      },
    ]);
    expect(await api.app.get(VerificationService).recomputeAfterRevocations()).toBeGreaterThanOrEqual(1);
    expect((await get('/api/gamification/progress', rivals(), rivalCookie).expect(200)).body).toMatchObject({
      total_points: 20,
      verified_items_count: 1,
    });
    // Every item, standing and revoked: the queue shows standing evidence unless asked.
    const { verifications } = (
      await api.http().get('/api/admin/mod/verifications?status=all').set('Cookie', adminCookie).expect(200)
    ).body;
    const addresses = verifications
      .filter((v: { venue_name: string }) => v.venue_name === 'Rival Rooms')
      .map((v: { image_url: string | null }) => v.image_url);
    expect(addresses).toEqual(expect.arrayContaining([uploaded, null]));
    expect(addresses).not.toContain('https://tracker.example.net/pixel.gif');
  });

  it('takes one photo as evidence of one item only, while that item stands', async () => {
    const photo = await upload();
    await verify(far(), 'spaces', 1, ownerCookie, photo).expect(200);
    const refusal = 'This photo is already evidence of another item: please upload a photo of this item.';
    for (const [venue, category, item] of [
      [far(), 'arrival', 0],
      [mine(), 'arrival', 1],
    ] as const) {
      const refused = await verify(venue, category, item, ownerCookie, photo).expect(400);
      expect(refused.body).toMatchObject({ message: refusal, fields: { image_url: refusal } });
    }
    // At once, for two venues (each locked on its own): one wins.
    const shared = await upload();
    const answers = await Promise.all([
      verify(far(), 'arrival', 0, ownerCookie, shared),
      verify(mine(), 'arrival', 1, ownerCookie, shared),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 400]);
  });

  it('takes as evidence only a photo large enough to show the item', async () => {
    for (const [width, height] of [
      [1, 1],
      [319, 240],
      [640, 239],
    ]) {
      const small = await upload(ownerCookie, true, solidPng(width, height, [90, 90, 90]));
      const refused = await verify(far(), 'arrival', 1, ownerCookie, small).expect(400);
      expect(refused.body.message).toBe(
        `Please upload a photo of at least 320 × 240 pixels, so that the item can be seen: this one is ${width} × ${height}.`,
      );
    }
    // Upright (portrait) is as good as landscape.
    await verify(
      far(),
      'arrival',
      1,
      ownerCookie,
      await upload(ownerCookie, true, solidPng(240, 320, [9, 9, 9])),
    ).expect(200);
  });

  it('records its times by the api’s clock, not the database’s: the evidence, its badges, the totals, the revocation', async () => {
    const photo = await upload();
    let now = new Date('2026-10-25T00:59:30.000Z');
    const clock = jest.spyOn(api.app.get(Clock), 'now').mockImplementation(() => new Date(now));
    try {
      const verifiedAt = new Date(now);
      await verify(clocked(), 'spaces', 0, ownerCookie, photo).expect(200);
      const [evidence] = await api.dataSource.query(
        'SELECT id, created_at, revoked_at FROM gamification_verifications WHERE venue_id = $1',
        [clocked()],
      );
      expect(evidence).toMatchObject({ created_at: verifiedAt, revoked_at: null });
      const badges = await api.dataSource.query('SELECT earned_at FROM gamification_badges WHERE venue_id = $1', [
        clocked(),
      ]);
      expect(badges.length).toBeGreaterThan(0);
      expect(badges).toEqual(badges.map(() => ({ earned_at: verifiedAt })));
      const totalsWritten = async () =>
        (await api.dataSource.query('SELECT updated_at FROM venue_programme WHERE venue_id = $1', [clocked()]))[0]
          .updated_at;
      expect(await totalsWritten()).toEqual(verifiedAt);

      now = new Date('2026-10-26T23:59:30.000Z');
      await api
        .http()
        .post(`/api/admin/mod/verifications/${evidence.id}/revoke`)
        .set('Cookie', adminCookie)
        .send({ reason: 'The photo is of another room.' })
        .expect(204);
      const [revoked] = await api.dataSource.query('SELECT revoked_at FROM gamification_verifications WHERE id = $1', [
        evidence.id,
      ]);
      expect(revoked.revoked_at).toEqual(new Date(now));
      expect(await totalsWritten()).toEqual(new Date(now));
    } finally {
      clock.mockRestore();
    }
  });
});
