// The rooms of a demo venue and what they hold in each layout. Capacities come from floor area with
// the space planners' rules of thumb (about 1.1 m² a person theatre-style, 1.9 m² classroom, 2.4 m²
// round a boardroom table, 0.75 m² standing), so they are coherent: standing is the largest,
// theatre > classroom > boardroom, and a boardroom table never seats more than 40.
import type { SeatingLayout, VenueRoom } from '@venue-finder/core';
import type { RandomSource } from './random-source';
import type { SizeClass, VenueKind } from './venue-kinds';

export const LAYOUTS = [
  'theatre',
  'boardroom',
  'u_shape',
  'classroom',
  'banquet',
  'cabaret',
  'standing',
  'reception',
] as const;
export type Layout = (typeof LAYOUTS)[number];
export type LayoutCapacities = Record<Layout, number | null>;

export interface VenueSpaces {
  rooms: VenueRoom[];
  /** Per layout, the most the venue holds in one room (null where it does not offer the layout). */
  capacities: LayoutCapacities;
  capacityMin: number;
  capacityMax: number;
  seatingLayouts: SeatingLayout[];
  totalAreaSqm: number;
  ceilingHeightM: number;
}

/** Floor area of the largest room, in m², by size class. */
const LARGEST_ROOM_SQM: Record<SizeClass, [number, number]> = {
  small: [10, 45],
  medium: [45, 160],
  large: [160, 480],
  xlarge: [480, 1100],
  major: [1100, 1500],
};
const ROOM_COUNT: Record<SizeClass, [number, number]> = {
  small: [1, 3],
  medium: [1, 4],
  large: [2, 6],
  xlarge: [3, 8],
  major: [4, 8],
};
const CEILING_M: Record<SizeClass, [number, number]> = {
  small: [2.6, 3.2],
  medium: [2.8, 4],
  large: [3.5, 6],
  xlarge: [5, 9],
  major: [7, 14],
};

const MAIN_ROOM_NAMES: Record<string, readonly string[]> = {
  hotel: ['The Ballroom', 'The Grand Ballroom', 'The Regency Suite', 'The Windsor Suite', 'The Garden Suite'],
  conference_centre: ['Main Auditorium', 'The Great Hall', 'Hall One', 'The Plenary Hall', 'The Forum'],
  meeting_space: ['The Boardroom', 'The Main Room', 'The Studio', 'The Loft'],
  training_centre: ['Training Room 1', 'The Main Training Suite', 'The Workshop'],
  restaurant: ['The Private Dining Room', 'The Dining Room', "The Chef's Table Room", 'The Mezzanine'],
  historic_building: ['The Great Hall', 'The Banqueting Hall', 'The Long Gallery', 'The Library'],
  unique_venue: ['The Main Space', 'The Warehouse Floor', 'The Gallery', 'The Rooftop'],
  academic_venue: ['The Lecture Theatre', 'The Auditorium', 'The Great Hall'],
  sports_venue: ['The Champions Suite', 'The Premier Lounge', "The Directors' Box Suite", 'The Hall of Fame'],
};
const OTHER_ROOM_NAMES = [
  'The Library',
  'The Garden Room',
  'The Terrace',
  'Syndicate Room 1',
  'Syndicate Room 2',
  'Syndicate Room 3',
  'The Cellar',
  'The Mezzanine',
  'Studio 2',
  'The Snug',
  'The Drawing Room',
  'The Gallery',
  'The Loft',
  'The Boardroom',
  'Meeting Room 4',
  'The Map Room',
  'The Orangery',
  'The Observatory',
  'The Board Suite',
];

/** Rounds as venues quote capacities: exact when small, to 5 above 50, to 10 above 200. */
function quoted(n: number): number {
  if (n >= 200) return Math.round(n / 10) * 10;
  if (n >= 50) return Math.round(n / 5) * 5;
  return Math.max(1, Math.round(n));
}

function roomCapacities(r: RandomSource, areaSqm: number, tablesOnly: boolean): LayoutCapacities {
  const noise = () => r.float(0.92, 1.08);
  const boardroom = Math.max(4, Math.min(40, Math.round((areaSqm / 2.4) * noise())));
  const uShape = Math.max(4, Math.min(45, Math.round((areaSqm / 2.6) * noise())));
  const classroom = Math.max(boardroom + 1, quoted((areaSqm / 1.9) * noise()));
  const theatre = Math.max(classroom + 1, quoted((areaSqm / 1.1) * noise()));
  const banquet = Math.max(4, quoted((areaSqm / 1.6) * noise()));
  const cabaret = Math.max(4, Math.min(banquet - 1, quoted((areaSqm / 2.1) * noise())));
  const standing = Math.max(theatre + 1, banquet + 1, quoted((areaSqm / 0.75) * noise()));
  const reception = Math.min(standing, Math.max(banquet, quoted(standing * 0.9)));
  return {
    theatre: tablesOnly ? null : theatre,
    boardroom,
    u_shape: tablesOnly ? null : uShape,
    classroom: tablesOnly ? null : classroom,
    banquet,
    cabaret,
    standing,
    reception,
  };
}

function maxOf(values: (number | null)[]): number | null {
  const present = values.filter((v): v is number => v !== null);
  return present.length === 0 ? null : Math.max(...present);
}

/** `meetingRoomsOnly` names the rooms as a budget hotel does ("The Boardroom", not "The Ballroom"). */
export function planVenueSpaces(
  r: RandomSource,
  kind: VenueKind,
  size: SizeClass,
  meetingRoomsOnly = false,
): VenueSpaces {
  const [minArea, maxArea] = LARGEST_ROOM_SQM[size];
  const largest = Math.round(r.float(minArea, maxArea));
  const count = r.int(...ROOM_COUNT[size]);
  const areas = [
    largest,
    ...Array.from({ length: count - 1 }, () => Math.max(10, Math.round(largest * r.float(0.12, 0.7)))),
  ];
  const mainNames =
    MAIN_ROOM_NAMES[meetingRoomsOnly ? 'meeting_space' : kind.venueType] ?? MAIN_ROOM_NAMES.meeting_space!;
  const names = [r.pick(mainNames), ...r.shuffle(OTHER_ROOM_NAMES)];
  const uniqueNames = [...new Set(names)];

  const rooms: VenueRoom[] = [];
  const perRoom: LayoutCapacities[] = [];
  areas.forEach((area, i) => {
    const capacities = roomCapacities(r, area, kind.tablesOnly);
    perRoom.push(capacities);
    rooms.push({
      name: uniqueNames[i] ?? `Room ${i + 1}`,
      area_sqm: area,
      capacities: Object.fromEntries(
        Object.entries(capacities).filter(([, v]) => v !== null),
      ) as VenueRoom['capacities'],
    });
  });

  const capacities = Object.fromEntries(
    LAYOUTS.map((layout) => [layout, maxOf(perRoom.map((c) => c[layout]))]),
  ) as LayoutCapacities;
  const capacityMax = maxOf(Object.values(capacities)) ?? 1;
  const smallest = Math.min(...perRoom.map((c) => c.boardroom ?? c.banquet ?? capacityMax));
  const capacityMin = Math.max(2, Math.min(30, smallest));

  const seatingLayouts = (
    ['theatre', 'banquet', 'boardroom', 'classroom', 'u_shape', 'cabaret', 'reception'] as const
  ).filter((layout) => capacities[layout] !== null) as SeatingLayout[];
  if (capacities.boardroom !== null && r.chance(0.4)) seatingLayouts.push('hollow_square');

  const [lowCeiling, highCeiling] = CEILING_M[size];
  const ceiling = r.float(lowCeiling, highCeiling) + (kind.venueType === 'historic_building' ? 1 : 0);
  return {
    rooms,
    capacities,
    capacityMin,
    capacityMax,
    seatingLayouts,
    totalAreaSqm: Math.round(areas.reduce((sum, a) => sum + a, 0) * 1.25),
    ceilingHeightM: Math.round(ceiling * 10) / 10,
  };
}
