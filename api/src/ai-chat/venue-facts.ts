// The facts of a venue the AI assistant may use, built from the detail view (the same mapping
// the venue page shows) — never from anything the client sent. Both answerers read these: the
// built-in one directly, a model as a delimited JSON block.
import {
  type GeoPoint,
  TRANSPORT_STOP_TYPE_LABELS,
  categoryName,
  haversineKm,
  isStationType,
  transportStopsOfCity,
  walkingMinutes,
} from '@venue-finder/core';
import { ROOM_LAYOUTS, type RoomLayout } from '@venue-finder/contract';
import type { VenueDetailView } from '../venues';

export type Layout = RoomLayout;

export interface StationFact {
  name: string;
  /** As a visitor reads it: 'National Rail', 'Tram'. */
  type: string;
  /** The dataset's type: 'rail', 'tram', 'underground'… */
  mode: string;
  distance_km: number;
  walk_minutes: number;
}

export interface VenueFacts {
  id: string;
  name: string;
  url: string;
  city: string;
  categories: string[];
  styles: string[];
  address: string;
  postcode: string;
  geo: GeoPoint | null;
  description: string;
  capacity: { min: number; max: number; by_layout: Partial<Record<Layout, number>> };
  pricing_gbp: { per_day: number | null; per_hour: number | null; per_person: number | null };
  amenities: string[];
  av_equipment: string[];
  accessibility: {
    wheelchair_accessible: boolean;
    step_free_access: boolean;
    accessible_toilet: boolean;
    hearing_loop: boolean;
    lift: boolean;
    accessible_parking: boolean;
    notes: string | null;
  };
  catering: {
    on_site: boolean;
    restaurant: boolean;
    bar: boolean;
    dietary_options: string[];
    notes: string | null;
  };
  guest_rating: { score: number | null; reviews: number };
  nearest_stations: StationFact[];
  parking: { on_site: boolean | null; nearby: string | null };
  bedrooms: number;
  suitable_for: string[];
  features: string[];
  availability_lead_time_days: number | null;
  faqs: { question: string; answer: string }[];
}

/** Enough that the nearest of each kind (a tram stop and a train station) is usually among them. */
const NEAREST_STATIONS = 5;
const STATION_RADIUS_KM = 5;

/** 'video_conferencing' → 'video conferencing'. */
export const humanise = (slug: string) => slug.replace(/_/g, ' ');

export function venueFacts(venue: VenueDetailView): VenueFacts {
  const catering = venue.food_catering;
  const amenities = venue.amenities.map(humanise);
  return {
    id: venue.id,
    name: venue.display_name,
    url: venue.canonical_url,
    city: venue.city_name,
    categories: venue.categories.map(categoryName),
    styles: venue.styles.map(humanise),
    address: [venue.address.line1, venue.address.line2, venue.address.city, venue.address.postcode]
      .filter(Boolean)
      .join(', '),
    postcode: venue.address.postcode,
    geo: venue.geo,
    description: venue.description_short,
    capacity: {
      min: venue.capacity.min,
      max: venue.capacity_overall_max,
      by_layout: Object.fromEntries(
        ROOM_LAYOUTS.flatMap((layout) => {
          const n = venue.capacity_by_setup[layout];
          return n ? [[layout, n]] : [];
        }),
      ),
    },
    pricing_gbp: {
      per_day: venue.pricing.day_rate,
      per_hour: venue.pricing.hour_rate,
      per_person: venue.pricing.person_rate,
    },
    amenities,
    av_equipment: unique([...venue.equipment_list.map(humanise), ...(venue.av_equipment ?? [])]),
    accessibility: { ...venue.accessibility_facts, notes: venue.accessibility ?? null },
    catering: {
      on_site: catering?.available ?? venue.amenities.includes('catering'),
      restaurant: catering?.restaurant_onsite ?? false,
      bar: catering?.bar_onsite ?? false,
      dietary_options: catering?.dietary_options ?? [],
      notes: catering?.notes ?? null,
    },
    guest_rating: { score: venue.rating ?? venue.guest_ratings?.overall_rating ?? null, reviews: venue.review_count },
    nearest_stations: venue.geo ? nearestStations(venue.city_slug, venue.geo) : storedStations(venue),
    parking: { on_site: venue.parking_on_site ?? null, nearby: venue.parking_nearby ?? null },
    bedrooms: venue.bedrooms_total,
    suitable_for: venue.event_types_supported,
    features: venue.features ?? [],
    availability_lead_time_days: venue.availability_lead_time_days ?? null,
    faqs: venue.faqs ?? [],
  };
}

/**
 * The nearest stations by straight line, from the transport dataset enrichment phase 2 uses
 * (with the same reach), with numeric distances to rank venues by.
 */
function nearestStations(city: string, point: GeoPoint): StationFact[] {
  return transportStopsOfCity(city)
    .filter((stop) => isStationType(stop.type))
    .map((stop) => ({ stop, km: haversineKm(point, stop) }))
    .filter(({ km }) => km <= STATION_RADIUS_KM)
    .sort((a, b) => a.km - b.km)
    .slice(0, NEAREST_STATIONS)
    .map(({ stop, km }) => ({
      name: stop.name,
      type: TRANSPORT_STOP_TYPE_LABELS[stop.type],
      mode: stop.type,
      distance_km: Math.round(km * 100) / 100,
      walk_minutes: walkingMinutes(km),
    }));
}

/** Without coordinates, what enrichment stored (its distances are text, so they are parsed). */
function storedStations(venue: VenueDetailView): StationFact[] {
  return (venue.nearby_stations ?? []).map((s) => {
    const [, value, unit] = /([\d.]+)\s*(km|m)\b/.exec(s.distance) ?? [];
    const km = value === undefined ? Number.NaN : unit === 'km' ? Number(value) : Number(value) / 1000;
    return {
      name: s.name,
      type: s.type,
      mode: s.type,
      distance_km: km,
      walk_minutes: Number.parseInt(s.walk_time, 10),
    };
  });
}

function unique(values: string[]): string[] {
  const seen = new Set<string>();
  return values.filter((v) => {
    const key = v.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
