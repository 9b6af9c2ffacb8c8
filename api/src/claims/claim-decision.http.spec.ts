// A claim is decided in two places: an administrator reviewing it, and an administrator moving
// its venue to another owner (which settles the claims waiting on it). Both write the decision
// through ClaimRepository.decide, so the rows they leave are the same: the claim's own, its trail,
// the audit log and the venue's owner.
import { type ApiTestApp, startApiTestApp } from '../../../tests/support/api-test-app';
import { createUser, sessionCookieFor, type TestUser } from '../../../tests/support/sign-in';
import { makeVenue } from '../../../tests/support/venue-factory';
import { TRANSFER_CLAIM_APPROVED_NOTE, TRANSFER_CLAIM_REJECTED_NOTE } from '../accounts/venue-transfer.service';
import { Clock } from '../kernel/clock';
import { OTHER_CLAIM_APPROVED_NOTE } from './claims.service';

describe('A claim decision', () => {
  let api: ApiTestApp;
  let admin: TestUser;
  let adminCookie: string;
  // The api's clock, apart from the database's: every time the decision writes is this one.
  const at = new Date(Date.now() - 10 * 60_000);

  beforeAll(async () => {
    api = await startApiTestApp({
      venues: [
        makeVenue({ name: 'Reviewed Rooms', slug: 'reviewed-rooms', city: 'leeds' }),
        makeVenue({ name: 'Transferred Hall', slug: 'transferred-hall', city: 'york' }),
      ],
    });
    admin = await createUser(api.dataSource, { userType: 'admin' });
    adminCookie = await sessionCookieFor(api.dataSource, admin);
    jest.spyOn(api.app.get(Clock), 'now').mockImplementation(() => new Date(at));
  });
  afterAll(() => api?.close());

  const claim = async (user: TestUser, venueId: string): Promise<string> =>
    (
      await api.dataSource.query(
        `INSERT INTO claims (venue_id, user_id, email, proof_type, proof_value, created_at, updated_at)
         VALUES ($1, $2, $3, 'email_domain', 'example.co.uk', $4, $4) RETURNING id`,
        [venueId, user.id, user.email, new Date()],
      )
    )[0].id;

  /** Everything a decision writes about one claim. */
  const rowsOf = async (claimId: string) => ({
    claim: (
      await api.dataSource.query(
        `SELECT status, notes, reviewed_by, reviewed_at, updated_at, dns_next_check_at FROM claims WHERE id = $1`,
        [claimId],
      )
    )[0],
    trail: await api.dataSource.query(
      `SELECT event, actor_id, detail, at FROM claim_events
        WHERE claim_id = $1 AND event IN ('approved', 'rejected') ORDER BY id`,
      [claimId],
    ),
    audit: await api.dataSource.query(
      `SELECT actor_id, action, before, after FROM audit_log
        WHERE entity_type = 'claim' AND entity_id = $1 ORDER BY id`,
      [claimId],
    ),
  });
  /** What a decision writes, whichever path made it. */
  const decided = (status: 'approved' | 'rejected', notes: string) => ({
    claim: { status, notes, reviewed_by: admin.id, reviewed_at: at, updated_at: at, dns_next_check_at: null },
    trail: [{ event: status, actor_id: admin.id, detail: { notes }, at }],
    audit: [
      { actor_id: admin.id, action: `claim.${status}`, before: { status: 'submitted' }, after: { status, notes } },
    ],
  });
  const ownerOf = async (venueId: string) =>
    (await api.dataSource.query('SELECT owner_id, claimable FROM venues WHERE id = $1', [venueId]))[0];

  it('approved by an administrator: the claimant owns the venue and the other open claims are rejected', async () => {
    const venueId = api.venueIds[0]!;
    const [ann, ben] = [await createUser(api.dataSource), await createUser(api.dataSource)];
    const [annsClaim, bensClaim] = [await claim(ann, venueId), await claim(ben, venueId)];

    await api
      .http()
      .patch(`/api/admin/mod/claims/${annsClaim}`)
      .set('Cookie', adminCookie)
      .send({ status: 'approved', notes: 'Checked by telephone' })
      .expect(200);

    expect(await rowsOf(annsClaim)).toEqual(decided('approved', 'Checked by telephone'));
    expect(await rowsOf(bensClaim)).toEqual(decided('rejected', OTHER_CLAIM_APPROVED_NOTE));
    expect(await ownerOf(venueId)).toEqual({ owner_id: ann.id, claimable: false });
  });

  it('settled by a transfer: the same rows, the new owner’s claim approved and the others rejected', async () => {
    const venueId = api.venueIds[1]!;
    const [cat, dan] = [await createUser(api.dataSource), await createUser(api.dataSource)];
    const [catsClaim, dansClaim] = [await claim(cat, venueId), await claim(dan, venueId)];

    await api
      .http()
      .post(`/api/admin/venues/${venueId}/transfer`)
      .set('Cookie', adminCookie)
      .send({ to_email: cat.email })
      .expect(200);

    expect(await rowsOf(catsClaim)).toEqual(decided('approved', TRANSFER_CLAIM_APPROVED_NOTE));
    expect(await rowsOf(dansClaim)).toEqual(decided('rejected', TRANSFER_CLAIM_REJECTED_NOTE));
    expect(await ownerOf(venueId)).toEqual({ owner_id: cat.id, claimable: false });
  });
});
