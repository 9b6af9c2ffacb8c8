// The kinds of venue the demo data is made of, and everything that follows from a kind: its
// venue_type, categories, styles, how big it tends to be and what it usually offers. Every
// category and style named here comes from the search schema's lists.
import type { CategorySlug, Style } from '@venue-finder/core';

export type SizeClass = 'small' | 'medium' | 'large' | 'xlarge' | 'major';

export type VenueKindId =
  | 'chain_hotel'
  | 'independent_hotel'
  | 'conference_centre'
  | 'meeting_rooms'
  | 'training_centre'
  | 'restaurant'
  | 'historic_venue'
  | 'unusual_venue'
  | 'academic_venue'
  | 'sports_venue';

export interface VenueKind {
  id: VenueKindId;
  /** The venue_type column. */
  venueType: string;
  /** Share of the demo venues. */
  weight: number;
  primaryCategory: CategorySlug;
  /** Further categories a venue of this kind may also be listed in. */
  otherCategories: readonly CategorySlug[];
  /** Always carried, then some of `extraStyles`. */
  styles: readonly Style[];
  extraStyles: readonly Style[];
  sizes: readonly (readonly [SizeClass, number])[];
  hotel: boolean;
  /** Restaurants seat guests at tables only: no theatre, classroom or U-shape layouts. */
  tablesOnly: boolean;
  /** How the descriptions call it. */
  phrase: string;
  /** Probability of step-free access (old buildings have less). */
  stepFree: number;
  restaurant: number;
  bar: number;
  parking: number;
}

export const VENUE_KINDS: readonly VenueKind[] = [
  {
    id: 'chain_hotel',
    venueType: 'hotel',
    weight: 17,
    primaryCategory: 'hotel-function-room',
    otherCategories: ['conference', 'meeting-room', 'training'],
    styles: ['hotel'],
    extraStyles: ['conference', 'modern', 'banqueting', 'boardroom', 'training'],
    sizes: [
      ['small', 10],
      ['medium', 35],
      ['large', 35],
      ['xlarge', 17],
      ['major', 3],
    ],
    hotel: true,
    tablesOnly: false,
    phrase: 'hotel',
    stepFree: 0.95,
    restaurant: 0.85,
    bar: 0.95,
    parking: 0.6,
  },
  {
    id: 'independent_hotel',
    venueType: 'hotel',
    weight: 8,
    primaryCategory: 'hotel-function-room',
    otherCategories: ['private-dining', 'meeting-room', 'conference'],
    styles: ['hotel'],
    extraStyles: ['heritage', 'private_dining', 'banqueting', 'boardroom', 'modern'],
    sizes: [
      ['small', 25],
      ['medium', 50],
      ['large', 22],
      ['xlarge', 3],
    ],
    hotel: true,
    tablesOnly: false,
    phrase: 'hotel',
    stepFree: 0.7,
    restaurant: 0.9,
    bar: 0.95,
    parking: 0.45,
  },
  {
    id: 'conference_centre',
    venueType: 'conference_centre',
    weight: 10,
    primaryCategory: 'conference',
    otherCategories: ['training', 'meeting-room'],
    styles: ['conference'],
    extraStyles: ['modern', 'training', 'banqueting', 'boardroom'],
    sizes: [
      ['medium', 15],
      ['large', 40],
      ['xlarge', 30],
      ['major', 15],
    ],
    hotel: false,
    tablesOnly: false,
    phrase: 'conference centre',
    stepFree: 0.97,
    restaurant: 0.4,
    bar: 0.6,
    parking: 0.55,
  },
  {
    id: 'meeting_rooms',
    venueType: 'meeting_space',
    weight: 22,
    primaryCategory: 'meeting-room',
    otherCategories: ['training', 'conference'],
    styles: ['boardroom'],
    extraStyles: ['modern', 'training', 'creative'],
    sizes: [
      ['small', 55],
      ['medium', 35],
      ['large', 10],
    ],
    hotel: false,
    tablesOnly: false,
    phrase: 'meeting space',
    stepFree: 0.88,
    restaurant: 0.05,
    bar: 0.15,
    parking: 0.25,
  },
  {
    id: 'training_centre',
    venueType: 'training_centre',
    weight: 8,
    primaryCategory: 'training',
    otherCategories: ['meeting-room', 'conference'],
    styles: ['training'],
    extraStyles: ['modern', 'boardroom', 'conference'],
    sizes: [
      ['small', 30],
      ['medium', 50],
      ['large', 20],
    ],
    hotel: false,
    tablesOnly: false,
    phrase: 'training centre',
    stepFree: 0.9,
    restaurant: 0.05,
    bar: 0.05,
    parking: 0.4,
  },
  {
    id: 'restaurant',
    venueType: 'restaurant',
    weight: 12,
    primaryCategory: 'private-dining',
    otherCategories: ['meeting-room'],
    styles: ['private_dining'],
    extraStyles: ['banqueting', 'modern', 'heritage', 'creative'],
    sizes: [
      ['small', 30],
      ['medium', 50],
      ['large', 20],
    ],
    hotel: false,
    tablesOnly: true,
    phrase: 'restaurant',
    stepFree: 0.65,
    restaurant: 1,
    bar: 0.85,
    parking: 0.15,
  },
  {
    id: 'historic_venue',
    venueType: 'historic_building',
    weight: 8,
    primaryCategory: 'conference',
    otherCategories: ['private-dining', 'meeting-room'],
    styles: ['heritage'],
    extraStyles: ['banqueting', 'private_dining', 'conference', 'unusual'],
    sizes: [
      ['medium', 35],
      ['large', 45],
      ['xlarge', 18],
      ['major', 2],
    ],
    hotel: false,
    tablesOnly: false,
    phrase: 'historic venue',
    stepFree: 0.6,
    restaurant: 0.2,
    bar: 0.7,
    parking: 0.3,
  },
  {
    id: 'unusual_venue',
    venueType: 'unique_venue',
    weight: 8,
    primaryCategory: 'conference',
    otherCategories: ['private-dining', 'meeting-room'],
    styles: ['unusual'],
    extraStyles: ['creative', 'outdoor', 'modern', 'heritage', 'banqueting'],
    sizes: [
      ['medium', 40],
      ['large', 40],
      ['xlarge', 18],
      ['major', 2],
    ],
    hotel: false,
    tablesOnly: false,
    phrase: 'event space',
    stepFree: 0.7,
    restaurant: 0.2,
    bar: 0.8,
    parking: 0.25,
  },
  {
    id: 'academic_venue',
    venueType: 'academic_venue',
    weight: 4,
    primaryCategory: 'conference',
    otherCategories: ['training', 'meeting-room'],
    styles: ['conference'],
    extraStyles: ['training', 'modern', 'heritage'],
    sizes: [
      ['medium', 30],
      ['large', 45],
      ['xlarge', 20],
      ['major', 5],
    ],
    hotel: false,
    tablesOnly: false,
    phrase: 'academic conference venue',
    stepFree: 0.95,
    restaurant: 0.3,
    bar: 0.3,
    parking: 0.5,
  },
  {
    id: 'sports_venue',
    venueType: 'sports_venue',
    weight: 3,
    primaryCategory: 'conference',
    otherCategories: ['private-dining', 'meeting-room'],
    styles: ['conference'],
    extraStyles: ['banqueting', 'unusual', 'modern'],
    sizes: [
      ['large', 40],
      ['xlarge', 45],
      ['major', 15],
    ],
    hotel: false,
    tablesOnly: false,
    phrase: 'stadium and events venue',
    stepFree: 0.95,
    restaurant: 0.5,
    bar: 0.9,
    parking: 0.9,
  },
];

export function venueKind(id: VenueKindId): VenueKind {
  const kind = VENUE_KINDS.find((k) => k.id === id);
  if (!kind) throw new Error(`Unknown venue kind "${id}"`);
  return kind;
}
