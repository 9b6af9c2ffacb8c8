// Honest response figures (issue #44): only enquiries from planners who opened their private link
// count, and Top Responder needs ≥ 10 of them in 90 days, 90 % answered within 24 hours and no
// more than half declined — so a venue cannot earn the badge by declining a flood of enquiries
// sent from made-up addresses.
import { type ApiTestApp, UNLIMITED_PUBLIC_FORMS, startApiTestApp } from '../../../tests/support/api-test-app';
import { createUser, sessionCookieFor } from '../../../tests/support/sign-in';
import { makeVenue } from '../../../tests/support/venue-factory';
import { ProposalLinks } from './proposal-links';

const ANONYMOUS_DECLINER = makeVenue({ name: 'Anonymous Decliner', slug: 'anonymous-decliner' });
const QUICK_DECLINER = makeVenue({ name: 'Quick Decliner', slug: 'quick-decliner' });
const RESPONDER = makeVenue({ name: 'Steady Responder', slug: 'steady-responder' });
const NEXT_YEAR = new Date().getUTCFullYear() + 1;
const PROPOSAL = {
  room: 'Main hall',
  layout: 'banquet',
  capacity: 200,
  dates: [`${NEXT_YEAR}-06-01`],
  price_basis: 'total',
  price_gbp: 9000,
  valid_until: `${NEXT_YEAR}-05-01`,
};

describe('Response figures count only planners who opened their private link', () => {
  let api: ApiTestApp;
  let asOwner: string;

  beforeAll(async () => {
    api = await startApiTestApp({
      venues: [ANONYMOUS_DECLINER, QUICK_DECLINER, RESPONDER],
      env: UNLIMITED_PUBLIC_FORMS,
    });
    const owner = await createUser(api.dataSource, { email: 'owner@venues.example' });
    await api.dataSource.query('UPDATE venues SET owner_id = $1 WHERE id = ANY($2::uuid[])', [
      owner.id,
      [ANONYMOUS_DECLINER.id, QUICK_DECLINER.id, RESPONDER.id],
    ]);
    asOwner = await sessionCookieFor(api.dataSource, owner);
  });
  afterAll(() => api?.close());

  let planner = 0;
  /** An enquiry to the venue; a confirmed planner opens the private link to their proposals. */
  const enquire = async (venue: { id: string }, planner_: 'confirmed' | 'anonymous'): Promise<string> => {
    planner += 1;
    const { body } = await api
      .http()
      .post('/api/v2/enquiries')
      .send({
        source: 'v2_brief_submission',
        payload: { email: `planner${planner}@company.co.uk`, venues: [venue.id] },
      })
      .expect(201);
    if (planner_ === 'confirmed') {
      const link = await api.app.get(ProposalLinks).issue(api.dataSource.manager, body.id, new Date());
      await api.http().get('/api/v2/proposals').set('X-Proposal-Token', link.split('#token=')[1]!).expect(200);
    }
    const [{ id }] = await api.dataSource.query('SELECT id FROM venue_enquiries WHERE enquiry_id = $1', [body.id]);
    return id;
  };
  const decline = (id: string) =>
    api
      .http()
      .post(`/api/owners/enquiries/${id}/decline`)
      .set('Cookie', asOwner)
      .send({ reason: 'not_available' })
      .expect(200);
  const propose = (id: string) =>
    api.http().post(`/api/owners/enquiries/${id}/proposal`).set('Cookie', asOwner).send(PROPOSAL).expect(200);
  const figuresOf = async (venue: { slug: string }) =>
    (await api.http().get(`/api/v2/venues/${venue.slug}`).expect(200)).body.response;

  it('gives nothing for 10 declines from planners who never opened their link', async () => {
    for (let i = 0; i < 10; i += 1) await decline(await enquire(ANONYMOUS_DECLINER, 'anonymous'));
    expect(await figuresOf(ANONYMOUS_DECLINER)).toBeNull();
  });

  it('gives no badge for declining five enquiries in a minute, even from confirmed planners', async () => {
    for (let i = 0; i < 5; i += 1) await decline(await enquire(QUICK_DECLINER, 'confirmed'));
    expect(await figuresOf(QUICK_DECLINER)).toMatchObject({
      enquiries: 5,
      answered_text: 'Answers every enquiry',
      top_responder: false,
    });
  });

  it('makes a Top Responder of 10 confirmed enquiries answered within a day, half of them declined, and not of more declines', async () => {
    // Anonymous enquiries left unanswered change nothing either way.
    await enquire(RESPONDER, 'anonymous');
    for (let i = 0; i < 9; i += 1) {
      const id = await enquire(RESPONDER, 'confirmed');
      await (i < 5 ? propose(id) : decline(id));
    }
    expect(await figuresOf(RESPONDER)).toMatchObject({ enquiries: 9, top_responder: false });
    await decline(await enquire(RESPONDER, 'confirmed'));
    expect(await figuresOf(RESPONDER)).toMatchObject({ enquiries: 10, answered_share: 1, top_responder: true });
    await decline(await enquire(RESPONDER, 'confirmed'));
    expect(await figuresOf(RESPONDER)).toMatchObject({ enquiries: 11, top_responder: false });
  });

  it('keeps the first opening of a link: opening it again changes nothing', async () => {
    const { body } = await api
      .http()
      .post('/api/v2/enquiries')
      .send({ source: 'v2_brief_submission', payload: { email: 'twice@company.co.uk', venues: [RESPONDER.id] } })
      .expect(201);
    const token = (await api.app.get(ProposalLinks).issue(api.dataSource.manager, body.id, new Date())).split(
      '#token=',
    )[1]!;
    const openedAt = async () =>
      (await api.dataSource.query('SELECT link_opened_at FROM enquiries WHERE id = $1', [body.id]))[0].link_opened_at;
    expect(await openedAt()).toBeNull();
    await api.http().get('/api/v2/proposals').set('X-Proposal-Token', token).expect(200);
    const first = await openedAt();
    expect(first).toBeInstanceOf(Date);
    await api.http().get('/api/v2/proposals').set('X-Proposal-Token', token).expect(200);
    expect(await openedAt()).toEqual(first);
  });
});
