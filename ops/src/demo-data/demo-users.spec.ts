import { DEMO_ADMIN_EMAIL, DEMO_ADMIN_PASSWORD, DEMO_OWNER_EMAIL, placeVenue, planDemoPeople } from './demo-users';
import { DEMO_REFERENCE_DATE } from './venue-builder';
import { isDemoAccount } from '../../../api/src/auth/demo-accounts';
import { DemoDataRefused, refuseDemoDataInProduction } from './production-refusal';

const SEED = 20_261_101;
const COUNT = 12_000;

describe(planDemoPeople.name, () => {
  const people = planDemoPeople(SEED, DEMO_REFERENCE_DATE);

  it('has a demo owner, a demo admin and about 150 further owners', () => {
    expect(people.owner).toMatchObject({ email: DEMO_OWNER_EMAIL, userType: 'owner', roles: ['owner'] });
    expect(people.admin).toMatchObject({ email: DEMO_ADMIN_EMAIL, userType: 'admin', roles: ['admin'] });
    expect(people.owners).toHaveLength(150);
    expect(new Set(people.owners.map((o) => o.email)).size).toBe(150);
    expect(DEMO_ADMIN_PASSWORD.length).toBeGreaterThanOrEqual(16);
  });

  it('puts every person under the demo domain a production api refuses to start with', () => {
    for (const person of [people.owner, people.admin, ...people.owners]) expect(isDemoAccount(person.email)).toBe(true);
    expect(isDemoAccount('admin@venue-finder.example')).toBe(false);
  });

  it('is refused in production, by `npm start` and `npm run seed` alike', () => {
    expect(() => refuseDemoDataInProduction({ NODE_ENV: 'production' })).toThrow(DemoDataRefused);
    expect(() => refuseDemoDataInProduction({ NODE_ENV: 'development' })).not.toThrow();
  });

  it('is deterministic', () => {
    expect(planDemoPeople(SEED, DEMO_REFERENCE_DATE)).toEqual(people);
  });
});

describe(placeVenue.name, () => {
  const people = planDemoPeople(SEED, DEMO_REFERENCE_DATE);
  const placements = Array.from({ length: COUNT }, (_, i) => placeVenue(SEED, i, people));
  const share = (test: (p: (typeof placements)[number]) => boolean) => placements.filter(test).length / COUNT;

  it('gives the demo owner five published venues', () => {
    const mine = placements.filter((p) => p.ownerId === people.owner.id);
    expect(mine).toHaveLength(5);
    expect(mine.every((p) => p.status === 'published')).toBe(true);
  });

  it('publishes about 97% and keeps the rest in draft or review', () => {
    expect(share((p) => p.status === 'published')).toBeCloseTo(0.97, 1);
    expect(share((p) => p.status === 'draft')).toBeGreaterThan(0);
    expect(share((p) => p.status === 'review')).toBeGreaterThan(0);
  });

  it('has about 12% claimed by owners and 5% unclaimable', () => {
    const ownerIds = new Set(people.owners.map((o) => o.id));
    expect(share((p) => p.ownerId !== null && ownerIds.has(p.ownerId))).toBeCloseTo(0.12, 1);
    expect(share((p) => !p.claimable)).toBeCloseTo(0.05, 1);
    expect(placements.filter((p) => !p.claimable).every((p) => p.ownerId === null)).toBe(true);
  });
});
