// What a demo venue offers: amenities, equipment, accessibility, parking and (for hotels) bedrooms.
// The facts are correlated the way they are in real buildings: step-free access usually comes with
// an accessible toilet and a lift, big rooms come with staging and microphones, city-centre venues
// rarely have their own car park. Every value comes from the search schema's lists.
import type { Amenity, BedroomFacility, DistrictZone, Equipment } from '@venue-finder/core';
import type { RandomSource } from './random-source';
import type { SizeClass, VenueKind } from './venue-kinds';

export interface AccessibilityFacts {
  wheelchairAccessible: boolean;
  stepFreeAccess: boolean;
  accessibleToilet: boolean;
  hearingLoop: boolean;
  lift: boolean;
  accessibleParking: boolean;
}

export interface VenueFacilities {
  amenities: Amenity[];
  equipment: Equipment[];
  accessibility: AccessibilityFacts;
  parkingOnSite: boolean;
  parkingSpaces: number;
  cateringAvailable: boolean;
  restaurantOnsite: boolean;
  barOnsite: boolean;
  bedroomsTotal: number;
  bedroomFacilities: BedroomFacility[];
}

const SIZE_RANK: Record<SizeClass, number> = { small: 0, medium: 1, large: 2, xlarge: 3, major: 4 };
const ZONE_PARKING: Record<DistrictZone, number> = { central: 0.5, inner: 1, outer: 1.5 };

function accessibilityOf(r: RandomSource, kind: VenueKind, parkingOnSite: boolean): AccessibilityFacts {
  const stepFreeAccess = r.chance(kind.stepFree);
  const accessibleToilet = r.chance(stepFreeAccess ? 0.92 : 0.15);
  const wheelchairAccessible = stepFreeAccess && accessibleToilet;
  return {
    wheelchairAccessible,
    stepFreeAccess,
    accessibleToilet,
    hearingLoop: r.chance(wheelchairAccessible ? 0.45 : 0.08),
    lift: r.chance(kind.hotel ? 0.92 : stepFreeAccess ? 0.7 : 0.2),
    accessibleParking: parkingOnSite && r.chance(0.75),
  };
}

function equipmentOf(r: RandomSource, kind: VenueKind, size: SizeClass): Equipment[] {
  const rank = SIZE_RANK[size];
  const desk = kind.id === 'meeting_rooms' || kind.id === 'training_centre';
  const talks = kind.id === 'conference_centre' || kind.id === 'academic_venue';
  const odds: [Equipment, number][] = [
    ['projector', kind.tablesOnly ? 0.35 : 0.88],
    ['screens', kind.tablesOnly ? 0.5 : 0.78],
    ['microphones', rank >= 1 ? 0.75 : 0.15],
    ['speakers', 0.72],
    ['flipchart', desk ? 0.95 : 0.5],
    ['whiteboard', desk ? 0.85 : 0.25],
    ['video_conferencing', desk ? 0.7 : talks ? 0.6 : 0.25],
    ['lighting_control', rank >= 2 ? 0.75 : 0.2],
    ['staging', rank >= 3 ? 0.92 : rank === 2 ? 0.6 : 0.05],
    ['lectern', rank >= 2 ? 0.82 : rank === 1 ? 0.4 : 0.05],
    ['recording', talks ? 0.5 : 0.15],
    ['translation', talks && rank >= 3 ? 0.45 : 0.03],
  ];
  const chosen = odds.filter(([, p]) => r.chance(p)).map(([e]) => e);
  return chosen.length > 0 ? chosen : ['screens'];
}

function bedroomsOf(r: RandomSource, kind: VenueKind, size: SizeClass, tier: number, boutique: boolean): number {
  if (!kind.hotel) return 0;
  if (boutique) return r.int(12, 60);
  if (kind.id === 'independent_hotel') return r.int(25, 150);
  const base = [0, 90, 120, 170, 150][tier] ?? 120;
  return Math.round(base * r.float(0.8, 1.9) * (1 + SIZE_RANK[size] * 0.35));
}

function bedroomFacilitiesOf(r: RandomSource, tier: number): BedroomFacility[] {
  const odds: [BedroomFacility, number][] = [
    ['ensuite', 1],
    ['double_bed', 1],
    ['twin_beds', 0.8],
    ['aircon', tier >= 2 ? 0.75 : 0.45],
    ['tv', 0.99],
    ['tea_coffee', 0.95],
    ['minibar', tier >= 3 ? 0.85 : 0.1],
    ['safe', tier >= 2 ? 0.7 : 0.2],
    ['balcony', tier >= 3 ? 0.15 : 0.03],
    ['desk', 0.9],
  ];
  return odds.filter(([, p]) => r.chance(p)).map(([f]) => f);
}

export function chooseVenueFacilities(
  r: RandomSource,
  kind: VenueKind,
  size: SizeClass,
  zone: DistrictZone,
  tier: number,
  roomCount: number,
  boutique: boolean,
): VenueFacilities {
  const parkingOnSite = r.chance(Math.min(0.97, kind.parking * ZONE_PARKING[zone]));
  const accessibility = accessibilityOf(r, kind, parkingOnSite);
  const restaurantOnsite = r.chance(kind.restaurant);
  const barOnsite = r.chance(kind.bar);
  const cateringAvailable = restaurantOnsite || r.chance(kind.id === 'meeting_rooms' ? 0.75 : 0.9);
  const modern = !['historic_venue', 'unusual_venue'].includes(kind.id);

  const amenityOdds: [Amenity, number][] = [
    ['wifi', 0.98],
    ['catering', cateringAvailable ? 1 : 0],
    ['parking', parkingOnSite ? 1 : 0],
    ['accessibility', accessibility.wheelchairAccessible ? 1 : 0],
    ['natural_light', modern ? 0.7 : 0.8],
    ['air_conditioning', modern ? 0.78 : 0.35],
    ['reception', kind.hotel ? 1 : kind.id === 'conference_centre' ? 0.95 : kind.id === 'meeting_rooms' ? 0.8 : 0.4],
    ['breakout_space', roomCount >= 2 ? 0.75 : 0.2],
    ['outdoor_space', kind.id === 'unusual_venue' || kind.id === 'sports_venue' ? 0.55 : kind.hotel ? 0.35 : 0.15],
    ['security', kind.id === 'conference_centre' || kind.id === 'sports_venue' ? 0.85 : 0.3],
  ];

  const hotelTier = kind.hotel ? tier : 0;
  return {
    amenities: amenityOdds.filter(([, p]) => r.chance(p)).map(([a]) => a),
    equipment: equipmentOf(r, kind, size),
    accessibility,
    parkingOnSite,
    parkingSpaces: parkingOnSite ? r.int(1, 5) * (kind.id === 'sports_venue' ? 200 : 10 + SIZE_RANK[size] * 20) : 0,
    cateringAvailable,
    restaurantOnsite,
    barOnsite,
    bedroomsTotal: bedroomsOf(r, kind, size, tier, boutique),
    bedroomFacilities: kind.hotel ? bedroomFacilitiesOf(r, hotelTier) : [],
  };
}
