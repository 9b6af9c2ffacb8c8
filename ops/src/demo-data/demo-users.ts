// The people of the demo data and who owns what: a demo owner with five published venues, a demo
// admin, ~150 further owners who have claimed ~12% of the venues, ~5% of venues that cannot be
// claimed, and ~3% of venues still in draft or review.
import type { UserType, VenueStatus } from '@venue-finder/core';
import { deriveSeed, RandomSource, seedOfLabel } from './random-source';
import type { VenuePlacement } from './venue-builder';

export const DEMO_OWNER_EMAIL = 'owner@demo.venue-finder.test';
export const DEMO_ADMIN_EMAIL = 'admin@demo.venue-finder.test';
/** The planner of three demo enquiries (an open proposal, a held date, a booking): My events. */
export const DEMO_PLANNER_EMAIL = 'planner@demo.venue-finder.test';
/** Printed at start-up so a developer can sign in to the admin side of a demo database. */
export const DEMO_ADMIN_PASSWORD = 'demo-admin-venues-2026';
/** How many venues the demo owner owns (the first ones generated, all published). */
export const DEMO_OWNER_VENUES = 5;

const OWNER_COUNT = 150;
const CLAIMED_SHARE = 0.12;
const UNCLAIMABLE_SHARE = 0.05;

const FIRST = [
  'Olivia',
  'Amelia',
  'Isla',
  'Ava',
  'Mia',
  'Grace',
  'Freya',
  'Sophie',
  'Priya',
  'Aisha',
  'Niamh',
  'Eilidh',
  'Oliver',
  'George',
  'Harry',
  'Jack',
  'Noah',
  'Arjun',
  'Mohammed',
  'Callum',
  'Rhys',
  'Ciaran',
  'Tom',
  'Daniel',
];
const LAST = [
  'Smith',
  'Jones',
  'Taylor',
  'Brown',
  'Williams',
  'Wilson',
  'Evans',
  'Thomas',
  'Patel',
  'Khan',
  'Campbell',
  'Murphy',
  'MacDonald',
  'Hughes',
  'Walker',
  'Wright',
  'Robinson',
  'Clarke',
  'Hall',
  'Green',
  "O'Neill",
  'Davies',
];

export interface DemoUser {
  id: string;
  email: string;
  name: string;
  userType: UserType;
  roles: string[];
  createdAt: Date;
  updatedAt: Date;
}

export interface DemoPeople {
  owner: DemoUser;
  admin: DemoUser;
  /** The owners who have claimed venues (not including the demo owner). */
  owners: DemoUser[];
}

/**
 * The demo people. There are always 150 further owners, whatever the venue count, so that venue N
 * has the same owner in a 50-venue test seed as in the full 12,000.
 */
export function planDemoPeople(seed: number, referenceDate: Date): DemoPeople {
  const r = new RandomSource(deriveSeed(seed, seedOfLabel('demo-users')));
  const since = (days: number) => new Date(referenceDate.getTime() - days * 24 * 3600 * 1000);
  const person = (email: string, name: string, userType: UserType): DemoUser => {
    const created = since(r.int(30, 720));
    return { id: r.uuid(), email, name, userType, roles: [userType], createdAt: created, updatedAt: created };
  };
  const owner = person(DEMO_OWNER_EMAIL, 'Demo Owner', 'owner');
  const admin = person(DEMO_ADMIN_EMAIL, 'Demo Admin', 'admin');
  const taken = new Set<string>();
  const owners = Array.from({ length: OWNER_COUNT }, () => {
    const first = r.pick(FIRST);
    const last = r.pick(LAST);
    const local = `${first}.${last}`.toLowerCase().replace(/[^a-z.]/g, '');
    let email = `${local}@owners.demo.venue-finder.test`;
    for (let n = 2; taken.has(email); n++) email = `${local}${n}@owners.demo.venue-finder.test`;
    taken.add(email);
    return person(email, `${first} ${last}`, 'owner');
  });
  return { owner, admin, owners };
}

/** Status and ownership of venue `index`, from its own stream so venue content does not depend on it. */
export function placeVenue(seed: number, index: number, people: Pick<DemoPeople, 'owner' | 'owners'>): VenuePlacement {
  if (index < DEMO_OWNER_VENUES) return { status: 'published', ownerId: people.owner.id, claimable: true };
  const r = new RandomSource(deriveSeed(seed, index, seedOfLabel('placement')));
  const statusRoll = r.next();
  const status: VenueStatus = statusRoll < 0.97 ? 'published' : statusRoll < 0.99 ? 'draft' : 'review';
  const ownershipRoll = r.next();
  if (ownershipRoll < CLAIMED_SHARE && people.owners.length > 0) {
    return { status, ownerId: r.pick(people.owners).id, claimable: true };
  }
  if (ownershipRoll < CLAIMED_SHARE + UNCLAIMABLE_SHARE) return { status, ownerId: null, claimable: false };
  return { status, ownerId: null, claimable: true };
}
