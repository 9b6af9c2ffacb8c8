import { randomUUID } from 'node:crypto';
import { type ApiTestApp, startApiTestApp } from '../../../tests/support/api-test-app';
import { type DnsTestServer, startDnsTestServer } from '../../../tests/support/dns-test-server';
import { createUser, sessionCookieFor, type TestUser } from '../../../tests/support/sign-in';
import { makeVenue } from '../../../tests/support/venue-factory';
import { Clock } from '../kernel/clock';
import { ClaimsService } from './claims.service';

const GRAND = makeVenue({ name: 'The Grand Hotel', slug: 'the-grand-hotel', website: 'https://www.grand-hotel.co.uk' });
const OWNED = makeVenue({ name: 'Owned Hall', slug: 'owned-hall', website: 'https://owned-hall.co.uk' });
const NO_WEBSITE = makeVenue({ name: 'Quiet Barn', slug: 'quiet-barn', website: null });
const NOT_CLAIMABLE = makeVenue({ name: 'Civic Hall', slug: 'civic-hall', claimable: false });
const PDF = Buffer.from('%PDF-1.7\n%%EOF\n');

describe('Ownership claims', () => {
  let dns: DnsTestServer;
  let api: ApiTestApp;
  let adminCookie: string;

  beforeAll(async () => {
    dns = await startDnsTestServer();
    api = await startApiTestApp({
      venues: [GRAND, OWNED, NO_WEBSITE, NOT_CLAIMABLE],
      env: { DNS_SERVERS: dns.address, DNS_TIMEOUT_MS: '300', PUBLIC_URL: 'https://venues.example.com' },
    });
    const owner = await createUser(api.dataSource);
    await api.dataSource.query('UPDATE venues SET owner_id = $1, claimable = false WHERE slug = $2', [
      owner.id,
      OWNED.slug,
    ]);
    adminCookie = await sessionCookieFor(api.dataSource, await createUser(api.dataSource, { userType: 'admin' }));
  });

  afterAll(async () => {
    await api?.close();
    await dns?.close();
  });

  beforeEach(async () => {
    dns.clear();
    // Each test's claims start from an unclaimed Grand Hotel.
    await api.dataSource.query("UPDATE claims SET status = 'rejected' WHERE status IN ('submitted', 'under-review')");
    await api.dataSource.query('UPDATE venues SET owner_id = NULL, claimable = true WHERE id = $1', [api.venueIds[0]]);
  });

  const claimant = async (email = `${randomUUID().slice(0, 8)}@example.co.uk`) => {
    const user = await createUser(api.dataSource, { email });
    const cookie = await sessionCookieFor(api.dataSource, user);
    return {
      user,
      claim: (type: string, value = '', venueId = api.venueIds[0]) =>
        api.http().post('/api/claims').set('Cookie', cookie).send({ venue_id: venueId, proof: { type, value } }),
      verify: (id: string) => api.http().post(`/api/claims/${id}/verify-dns`).set('Cookie', cookie),
      http: api.http,
      cookie,
    };
  };
  const admin = {
    list: (status = 'pending') =>
      api.http().get('/api/admin/mod/claims').query({ status }).set('Cookie', adminCookie).expect(200),
    decide: (id: string, body: object) =>
      api.http().patch(`/api/admin/mod/claims/${id}`).set('Cookie', adminCookie).send(body),
  };
  /** The mails about a claim's review (the acknowledgement of each claim is proved in owner-self-service.http.spec.ts). */
  const mailsTo = (user: TestUser) =>
    api.dataSource.query(
      `SELECT kind, text_body FROM mail_messages WHERE recipient = $1 AND kind <> 'claim.received' ORDER BY id`,
      [user.email],
    );

  describe('by e-mail domain', () => {
    it('fast-tracks an address at the website’s domain when the domain has mail servers', async () => {
      dns.set('grand-hotel.co.uk', { mx: [{ exchange: 'mx.grand-hotel.co.uk', priority: 10 }] });
      const { claim } = await claimant('sam@events.grand-hotel.co.uk');
      const { body } = await claim('email_domain').expect(201);
      expect(body).toMatchObject({
        status: 'submitted',
        auto_fast_tracked: true,
        proof: { type: 'email_domain', value: 'grand-hotel.co.uk' },
      });

      const queue = (await admin.list()).body;
      const listed = queue.claims.find((c: { id: string }) => c.id === body.id);
      expect(queue.claims[0].id).toBe(body.id); // fast-tracked first
      expect(listed).toMatchObject({
        venue_name: 'The Grand Hotel',
        email: 'sam@events.grand-hotel.co.uk',
        domain: 'grand-hotel.co.uk',
      });
      expect(listed.audit.map((entry: { event: string }) => entry.event)).toEqual([
        'submitted',
        'email_domain_checked',
      ]);
      expect(listed.audit[1].detail).toMatchObject({ matches: true, mx: 'found' });
    });

    it('leaves for manual review a matching domain without mail servers, another domain, and free mail', async () => {
      dns.set('grand-hotel.co.uk', { txt: [['v=spf1 -all']] });
      for (const email of ['sam@grand-hotel.co.uk', 'sam@grand-hotel.com', 'grand.hotel@gmail.com']) {
        const { body } = await (await claimant(email)).claim('email_domain').expect(201);
        expect(body.auto_fast_tracked).toBe(false);
      }
    });
  });

  describe('by DNS TXT record', () => {
    it('names the record and its value, and verifies it when published, every check in the audit trail', async () => {
      const { claim, verify } = await claimant('sam@gmail.com');
      const { body } = await claim('dns_txt').expect(201);
      expect(body.dns).toEqual({
        record_name: '_venues-claim.grand-hotel.co.uk',
        value: expect.any(String),
        verified: false,
      });
      expect(body.dns.value).toMatch(/^[0-9a-f-]{36}$/);
      expect(body.notes).toBe(body.dns.value);

      expect((await verify(body.id).expect(200)).body).toEqual({
        verified: false,
        message:
          'No TXT record found at _venues-claim.grand-hotel.co.uk yet. DNS changes can take up to an hour to appear.',
      });
      dns.set('_venues-claim.grand-hotel.co.uk', { txt: [['someone-else']] });
      expect((await verify(body.id)).body.message).toMatch(/does not hold this claim's value/);
      dns.set('_venues-claim.grand-hotel.co.uk', { rcode: 'SERVFAIL' });
      expect((await verify(body.id)).body.message).toMatch(/failed \(servfail\)/);
      dns.set('_venues-claim.grand-hotel.co.uk', { silent: true });
      expect((await verify(body.id)).body.message).toMatch(/failed \(timeout\)/);
      dns.set('_venues-claim.grand-hotel.co.uk', { txt: [['v=spf1 -all'], [body.dns.value]] });
      expect((await verify(body.id).expect(200)).body).toEqual({ verified: true, message: 'DNS TXT verified!' });

      const listed = (await admin.list()).body.claims.find((c: { id: string }) => c.id === body.id);
      expect(listed).toMatchObject({ auto_fast_tracked: true, dns: { verified: true } });
      expect(listed.audit.map((e: { event: string }) => e.event)).toEqual([
        'submitted',
        'dns_check_failed',
        'dns_check_failed',
        'dns_check_failed',
        'dns_check_failed',
        'dns_verified',
      ]);
      expect(listed.audit.slice(1).map((e: { detail: { outcome: string } }) => e.detail.outcome)).toEqual([
        'none',
        'found',
        'servfail',
        'timeout',
        'found',
      ]);
    });

    it('is offered only on the venue’s own website domain, never the claimant’s e-mail domain', async () => {
      // The claimant controls their own domain: a record there proves nothing about the venue.
      dns.set('_venues-claim.mallory.co.uk', { txt: [['anything']] });
      const { claim } = await claimant('sam@mallory.co.uk');
      const refused = await claim('dns_txt', '', api.venueIds[2]).expect(400);
      expect(refused.body).toMatchObject({
        message: 'This venue lists no website, so a DNS record cannot prove it is yours. Please choose another proof.',
        fields: { 'proof.type': 'DNS proof needs the venue’s website domain' },
      });
      const [{ count }] = await api.dataSource.query('SELECT count(*)::int AS count FROM claims WHERE venue_id = $1', [
        api.venueIds[2],
      ]);
      expect(count).toBe(0);
      const withWebsite = (await claim('dns_txt').expect(201)).body;
      expect(withWebsite.dns.record_name).toBe('_venues-claim.grand-hotel.co.uk');
    });

    it('limits checks on demand to ten in ten minutes per person', async () => {
      const { claim, verify } = await claimant();
      const { body } = await claim('dns_txt').expect(201);
      for (let i = 0; i < 10; i += 1) await verify(body.id).expect(200);
      const refused = await verify(body.id).expect(429);
      expect(refused.body.message).toMatch(/^You have sent too many DNS checks in a short time/);
      expect(refused.headers['retry-after']).toBeDefined();
    });

    it('holds no transaction or row lock while a scheduled re-check waits on the network', async () => {
      const service = api.app.get(ClaimsService);
      const { body } = await (await claimant()).claim('dns_txt').expect(201);
      await api.dataSource.query('UPDATE claims SET dns_next_check_at = $2 WHERE id = $1', [
        body.id,
        new Date(Date.now() - 1_000),
      ]);
      dns.set('_venues-claim.grand-hotel.co.uk', { silent: true }); // the look-up waits for its time-out
      const rechecking = service.recheckDueDns();
      await new Promise((resolve) => setTimeout(resolve, 150));
      const locked = await api.dataSource.transaction((tx) =>
        tx.query('SELECT id FROM claims WHERE id = $1 FOR UPDATE NOWAIT', [body.id]),
      );
      expect(locked).toEqual([{ id: body.id }]);
      expect(await rechecking).toBeGreaterThanOrEqual(1);
      const [after] = await api.dataSource.query('SELECT dns_checks, dns_next_check_at FROM claims WHERE id = $1', [
        body.id,
      ]);
      expect(after.dns_checks).toBe(1);
      expect(after.dns_next_check_at.getTime()).toBeGreaterThan(Date.now() + 60_000);
    });

    it('re-checks a claim when its check is due on the api’s clock', async () => {
      const service = api.app.get(ClaimsService);
      const { body } = await (await claimant()).claim('dns_txt').expect(201);
      const nextCheck = async (): Promise<Date> =>
        (await api.dataSource.query('SELECT dns_next_check_at FROM claims WHERE id = $1', [body.id]))[0]
          .dns_next_check_at;
      const scheduled = await nextCheck();
      const clock = jest.spyOn(api.app.get(Clock), 'now').mockImplementation(() => new Date(scheduled.getTime() + 1));
      try {
        expect(await service.recheckDueDns()).toBeGreaterThanOrEqual(1);
        expect((await nextCheck()).getTime()).toBeGreaterThan(scheduled.getTime());
      } finally {
        clock.mockRestore();
      }
    });

    it('lets the claimant and admins check, no one else', async () => {
      const { claim } = await claimant();
      const { body } = await claim('dns_txt').expect(201);
      const stranger = await claimant();
      await stranger.verify(body.id).expect(404);
      await api.http().post(`/api/claims/${body.id}/verify-dns`).set('Cookie', adminCookie).expect(200);
      const emailClaim = (await (await claimant()).claim('email_domain', '', api.venueIds[0]).expect(201)).body;
      await api.http().post(`/api/claims/${emailClaim.id}/verify-dns`).set('Cookie', adminCookie).expect(409);
    });

    it('re-checks pending DNS claims on schedule, backing off, and stops after 72 hours', async () => {
      const service = api.app.get(ClaimsService);
      const { claim } = await claimant();
      const { body } = await claim('dns_txt').expect(201);
      const due = () =>
        api.dataSource.query('UPDATE claims SET dns_next_check_at = $2 WHERE id = $1', [
          body.id,
          new Date(Date.now() - 1_000),
        ]);
      const state = async () =>
        (
          await api.dataSource.query(
            'SELECT dns_checks, dns_next_check_at, dns_verified_at FROM claims WHERE id = $1',
            [body.id],
          )
        )[0];

      await due();
      expect(await service.recheckDueDns()).toBeGreaterThanOrEqual(1);
      const first = await state();
      expect(first.dns_checks).toBe(1);
      expect(first.dns_next_check_at.getTime()).toBeGreaterThan(Date.now() + 60_000); // 2 minutes on

      dns.set('_venues-claim.grand-hotel.co.uk', { txt: [[body.dns.value]] });
      await due();
      await service.recheckDueDns();
      expect(await state()).toMatchObject({
        dns_checks: 2,
        dns_next_check_at: null,
        dns_verified_at: expect.any(Date),
      });

      const late = (await (await claimant()).claim('dns_txt').expect(201)).body;
      await api.dataSource.query('UPDATE claims SET created_at = $2, dns_next_check_at = $3 WHERE id = $1', [
        late.id,
        new Date(Date.now() - 73 * 60 * 60_000),
        new Date(Date.now() - 1_000),
      ]);
      await service.recheckDueDns();
      const [gaveUp] = await api.dataSource.query('SELECT dns_checks, dns_next_check_at FROM claims WHERE id = $1', [
        late.id,
      ]);
      expect(gaveUp).toEqual({ dns_checks: 1, dns_next_check_at: null });
    });
  });

  describe('by document', () => {
    it('takes a private PDF the claimant uploaded, readable by them and admins only', async () => {
      const me = await claimant();
      const address = (
        await api
          .http()
          .post('/api/media/presign')
          .query({ content_type: 'application/pdf', kind: 'document', entity_type: 'claim' })
          .set('Cookie', me.cookie)
          .expect(201)
      ).body;
      await api
        .http()
        .post(address.upload_url)
        .set('Cookie', me.cookie)
        .set('Content-Type', 'application/pdf')
        .send(PDF)
        .expect(201);
      const { body } = await me.claim('doc', address.public_url).expect(201);
      expect(body.document_url).toBe(`/api/media/${address.key}`);
      await api.http().get(body.document_url).set('Cookie', adminCookie).expect(200);
      const stranger = await claimant();
      await api.http().get(body.document_url).set('Cookie', stranger.cookie).expect(404);
      const stolen = await stranger.claim('doc', address.key).expect(400);
      expect(stolen.body.message).toBe('Please upload a document as proof');
      expect((await stranger.claim('doc').expect(400)).body.message).toBe('Please upload a document as proof');
    });
  });

  describe('rules', () => {
    it('refuses a claim on an owned venue, a second open claim, and an unknown venue', async () => {
      const me = await claimant();
      expect((await me.claim('email_domain', '', api.venueIds[1]).expect(409)).body.message).toBe(
        'This venue has already been claimed.',
      );
      await me.claim('email_domain').expect(201);
      expect((await me.claim('dns_txt').expect(409)).body.message).toBe(
        'You already have a claim on this venue waiting for review.',
      );
      expect((await me.claim('email_domain', '', randomUUID()).expect(404)).body.message).toBe('Venue not found');
      await me.claim('phone_call').expect(400);
    });

    it('refuses a claim on a venue that is not claimable', async () => {
      const me = await claimant();
      for (const type of ['email_domain', 'dns_txt', 'doc']) {
        const refused = await me.claim(type, '', api.venueIds[3]).expect(409);
        expect(refused.body.message).toBe('This venue cannot be claimed. Please contact us if it is yours.');
      }
    });

    it('limits claims to ten an hour per person', async () => {
      const me = await claimant();
      for (let i = 0; i < 10; i += 1) await me.claim('email_domain', '', randomUUID()).expect(404);
      const refused = await me.claim('email_domain', '', randomUUID()).expect(429);
      expect(refused.headers['retry-after']).toBeDefined();
    });
  });

  describe('review', () => {
    it('approval hands the venue over in one transaction: owner, not claimable, outbox, other claims rejected, mails', async () => {
      const winner = await claimant();
      const other = await claimant();
      const won = (await winner.claim('email_domain').expect(201)).body;
      const lost = (await other.claim('dns_txt').expect(201)).body;

      const approved = await admin.decide(won.id, { status: 'approved', admin_id: 'placeholder' }).expect(200);
      expect(approved.body).toMatchObject({ status: 'approved' });
      const [venue] = await api.dataSource.query('SELECT owner_id, claimable FROM venues WHERE id = $1', [
        api.venueIds[0],
      ]);
      expect(venue).toEqual({ owner_id: winner.user.id, claimable: false });
      const outbox = await api.dataSource.query(
        "SELECT payload->>'actor' AS actor FROM outbox WHERE aggregate_id = $1 ORDER BY id DESC LIMIT 1",
        [api.venueIds[0]],
      );
      expect(outbox).toHaveLength(1);
      const [loser] = await api.dataSource.query('SELECT status, notes FROM claims WHERE id = $1', [lost.id]);
      expect(loser).toEqual({ status: 'rejected', notes: 'Another claim on this venue was approved.' });
      expect((await mailsTo(winner.user)).map((m: { kind: string }) => m.kind)).toEqual(['claim.approved']);
      expect((await mailsTo(other.user)).map((m: { kind: string }) => m.kind)).toEqual(['claim.rejected']);

      const audit = await api.dataSource.query(
        `SELECT action, before, after FROM audit_log WHERE entity_id IN ($1, $2::text) ORDER BY id`,
        [won.id, api.venueIds[0]],
      );
      expect(audit.map((a: { action: string }) => a.action)).toEqual(['claim.approved', 'venue.owner_changed']);
      expect(audit[1]).toMatchObject({ before: { owner_id: null }, after: { owner_id: winner.user.id } });

      const venues = await api.http().get('/api/owners/venues').set('Cookie', winner.cookie).expect(200);
      expect(venues.body.venues.map((v: { slug: string }) => v.slug)).toEqual([GRAND.slug]);
      const claims = await api.http().get('/api/owners/claims').set('Cookie', other.cookie).expect(200);
      expect(claims.body.claims[0]).toMatchObject({ status: 'rejected', venue_name: 'The Grand Hotel' });
      expect((await admin.decide(won.id, { status: 'rejected' }).expect(409)).body.message).toBe(
        'This claim has already been approved.',
      );
    });

    it('takes notes sent as null as no notes', async () => {
      const { body } = await (await claimant()).claim('email_domain').expect(201);
      const rejected = await admin.decide(body.id, { status: 'rejected', notes: null }).expect(200);
      expect(rejected.body.notes).toBe('Could not verify ownership');
      expect((await admin.decide(body.id, { status: 'rejected', notes: 42 }).expect(400)).body.message).toBe(
        'notes must be text',
      );
    });

    it('an administrator cannot decide their own claim', async () => {
      const self = await createUser(api.dataSource, { userType: 'admin' });
      const selfCookie = await sessionCookieFor(api.dataSource, self);
      const { body } = await api
        .http()
        .post('/api/claims')
        .set('Cookie', selfCookie)
        .send({ venue_id: api.venueIds[0], proof: { type: 'email_domain' } })
        .expect(201);
      for (const status of ['approved', 'rejected']) {
        const refused = await api
          .http()
          .patch(`/api/admin/mod/claims/${body.id}`)
          .set('Cookie', selfCookie)
          .send({ status })
          .expect(403);
        expect(refused.body.message).toBe('You cannot review your own claim: another administrator must decide it.');
      }
      const [venue] = await api.dataSource.query('SELECT owner_id FROM venues WHERE id = $1', [api.venueIds[0]]);
      expect(venue.owner_id).toBeNull();
      await admin.decide(body.id, { status: 'approved' }).expect(200);
    });

    it('rejection without notes stores ‘Could not verify ownership’ and mails it', async () => {
      const me = await claimant();
      const { body } = await me.claim('email_domain').expect(201);
      const rejected = await admin.decide(body.id, { status: 'rejected' }).expect(200);
      expect(rejected.body).toMatchObject({ status: 'rejected', notes: 'Could not verify ownership' });
      expect((await mailsTo(me.user))[0].text_body).toContain('Could not verify ownership');
    });

    it('of two admins approving different claims on one venue at once, exactly one wins', async () => {
      const first = (await (await claimant()).claim('email_domain').expect(201)).body;
      const second = (await (await claimant()).claim('email_domain').expect(201)).body;
      const answers = await Promise.all([
        admin.decide(first.id, { status: 'approved' }),
        admin.decide(second.id, { status: 'approved' }),
      ]);
      expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
      const [venue] = await api.dataSource.query('SELECT owner_id FROM venues WHERE id = $1', [api.venueIds[0]]);
      const statuses = await api.dataSource.query('SELECT status FROM claims WHERE id = ANY($1) ORDER BY status', [
        [first.id, second.id],
      ]);
      expect(statuses.map((s: { status: string }) => s.status)).toEqual(['approved', 'rejected']);
      expect(venue.owner_id).not.toBeNull();
    });
  });

  describe('record times', () => {
    it('are the api’s clock, not the database’s: made, checked, verified and withdrawn', async () => {
      let now = new Date('2026-03-29T00:59:30.000Z');
      const clock = jest.spyOn(api.app.get(Clock), 'now').mockImplementation(() => new Date(now));
      try {
        const me = await claimant();
        const { body } = await me.claim('dns_txt').expect(201);
        const made = new Date(now);
        const times = async () =>
          (
            await api.dataSource.query(
              'SELECT created_at, updated_at, dns_verified_at, withdrawn_at FROM claims WHERE id = $1',
              [body.id],
            )
          )[0];
        const trail = () =>
          api.dataSource.query('SELECT event, at FROM claim_events WHERE claim_id = $1 ORDER BY id', [body.id]);
        expect(await times()).toEqual({
          created_at: made,
          updated_at: made,
          dns_verified_at: null,
          withdrawn_at: null,
        });

        now = new Date('2026-03-29T06:59:59.000Z');
        const verified = new Date(now);
        dns.set('_venues-claim.grand-hotel.co.uk', { txt: [[body.dns.value]] });
        expect((await me.verify(body.id).expect(200)).body.verified).toBe(true);
        expect(await times()).toMatchObject({ updated_at: verified, dns_verified_at: verified });

        now = new Date('2026-03-29T23:59:30.000Z');
        await me.http().post(`/api/claims/${body.id}/withdraw`).set('Cookie', me.cookie).expect(200);
        expect(await times()).toEqual({
          created_at: made,
          updated_at: new Date(now),
          dns_verified_at: verified,
          withdrawn_at: new Date(now),
        });
        expect(await trail()).toEqual([
          { event: 'submitted', at: made },
          { event: 'dns_verified', at: verified },
          { event: 'withdrawn', at: new Date(now) },
        ]);
      } finally {
        clock.mockRestore();
      }
    });
  });
});
