// The verification programme's rules (owner-admin spec §2–§5 leave them open; they are decided
// here and in docs/product.md). The programme is per venue: a venue is asked to prove, with a photo,
// what it claims — each room layout it states a capacity for, each accessibility feature, each
// piece of AV equipment, its catering, and how guests arrive. Every item is verified once and earns
// its category's points; points make tiers, and milestones make badges.

/** What the checklist is built from: the venue's own facts. */
export interface ProgrammeVenueFacts {
  capacities: Partial<Record<ProgrammeLayout, number | null>>;
  accessibility: Partial<Record<ProgrammeAccessFeature, boolean>>;
  equipment: readonly string[];
  amenities: readonly string[];
}

const LAYOUTS = {
  theatre: 'theatre',
  classroom: 'classroom',
  boardroom: 'boardroom',
  u_shape: 'U-shape',
  banquet: 'banquet',
  cabaret: 'cabaret',
  reception: 'reception',
  standing: 'standing',
} as const;
export type ProgrammeLayout = keyof typeof LAYOUTS;

const ACCESS_FEATURES = {
  wheelchair_accessible: 'Photo of the step-free or ramped entrance',
  accessible_toilet: 'Photo of the accessible toilet',
  lift: 'Photo of the lift to the event spaces',
  hearing_loop: 'Photo of the hearing loop sign or equipment',
  accessible_parking: 'Photo of the accessible parking bays',
} as const;
export type ProgrammeAccessFeature = keyof typeof ACCESS_FEATURES;

export interface ChecklistCategory {
  id: string;
  name: string;
  points_per_item: number;
  items: string[];
}

/** The checklist of a venue: only the categories it has something to prove in. */
export function checklistFor(venue: ProgrammeVenueFacts): ChecklistCategory[] {
  const categories: ChecklistCategory[] = [
    {
      id: 'spaces',
      name: 'Rooms and layouts',
      points_per_item: 20,
      items: (Object.keys(LAYOUTS) as ProgrammeLayout[])
        .filter((layout) => (venue.capacities[layout] ?? 0) > 0)
        .map((layout) => `Photo of a room set ${LAYOUTS[layout]} style for ${venue.capacities[layout]} guests`),
    },
    {
      id: 'accessibility',
      name: 'Accessibility',
      points_per_item: 25,
      items: (Object.keys(ACCESS_FEATURES) as ProgrammeAccessFeature[])
        .filter((feature) => venue.accessibility[feature])
        .map((feature) => ACCESS_FEATURES[feature]),
    },
    {
      id: 'av',
      name: 'AV equipment',
      points_per_item: 10,
      items: venue.equipment.map((item) => `Photo of the ${item.replace(/_/g, ' ')}`),
    },
    {
      id: 'catering',
      name: 'Catering',
      points_per_item: 15,
      items: venue.amenities.includes('catering')
        ? ['Photo of a catering set-up for an event', 'Photo of the dining space or a sample menu']
        : [],
    },
    {
      id: 'arrival',
      name: 'Transport and arrival',
      points_per_item: 10,
      items: [
        'Photo of the entrance from the street',
        'Photo of the reception or welcome desk',
        ...(venue.amenities.includes('parking') ? ['Photo of the car park'] : []),
      ],
    },
  ];
  return categories.filter((category) => category.items.length > 0);
}

/**
 * Tiers by total points, lowest first: a typical venue's whole checklist is worth 150–250 points, so
 * gold means most of it proven and platinum a large venue proven throughout.
 */
export const TIERS = [
  { name: 'bronze', min_points: 0 },
  { name: 'silver', min_points: 50 },
  { name: 'gold', min_points: 120 },
  { name: 'platinum', min_points: 200 },
] as const;
export type Tier = (typeof TIERS)[number]['name'];
export const TIER_NAMES: readonly Tier[] = TIERS.map((tier) => tier.name);

/** A venue's standing as planners see it, on its page and card: null before it has proven anything. */
export interface ProgrammeStanding {
  tier: Tier;
  verified_items: number;
}

/** The tiers a venue has reached: its own and every one below (what the search filter matches). */
export function tiersReached(tier: Tier): Tier[] {
  return TIER_NAMES.slice(0, TIER_NAMES.indexOf(tier) + 1);
}

export function tierOf(points: number): Tier {
  return [...TIERS].reverse().find((tier) => points >= tier.min_points)!.name;
}

/** The next tier and the points still needed; null at platinum. */
export function nextTier(points: number): { name: Tier; points_needed: number } | null {
  const next = TIERS.find((tier) => tier.min_points > points);
  return next ? { name: next.name, points_needed: next.min_points - points } : null;
}

/** A verified item: its category and index in the checklist. */
export interface VerifiedItem {
  category_id: string;
  item_index: number;
}

/**
 * The badges a venue holds for what it has verified: the first item, each category completed,
 * the whole checklist, and each tier above bronze reached.
 */
export function badgesFor(checklist: ChecklistCategory[], verified: readonly VerifiedItem[], points: number): string[] {
  const badges: string[] = [];
  if (verified.length > 0) badges.push('first_verification');
  const complete = checklist.filter(
    (category) =>
      new Set(verified.filter((v) => v.category_id === category.id).map((v) => v.item_index)).size >=
      category.items.length,
  );
  for (const category of complete) badges.push(`category_complete:${category.id}`);
  if (checklist.length > 0 && complete.length === checklist.length) badges.push('all_complete');
  for (const tier of TIERS.slice(1)) if (points >= tier.min_points) badges.push(`tier:${tier.name}`);
  return badges;
}

/** Points for the verified items that are still on the checklist (facts can change). */
export function pointsFor(checklist: ChecklistCategory[], verified: readonly VerifiedItem[]): number {
  return verified.reduce((sum, item) => {
    const category = checklist.find((c) => c.id === item.category_id);
    return category && item.item_index < category.items.length ? sum + category.points_per_item : sum;
  }, 0);
}

/** The smallest photo taken as evidence, either way up: large enough for the item to be seen. */
export const EVIDENCE_MIN_PIXELS = { long: 320, short: 240 } as const;

export const PROGRAMME_MESSAGES = {
  imageUrlRequired: 'Please provide an image URL',
  imageUrlInvalid: 'Please upload your photo here: only photos you upload count as evidence',
  photoAlreadyEvidence: 'This photo is already evidence of another item: please upload a photo of this item.',
  photoTooSmall: (width: number, height: number) =>
    `Please upload a photo of at least ${EVIDENCE_MIN_PIXELS.long} × ${EVIDENCE_MIN_PIXELS.short} pixels, so that the item can be seen: this one is ${width} × ${height}.`,
  alreadyVerified: 'This item is already verified.',
  unknownItem: 'There is no such item on this venue’s checklist.',
} as const;
