// What the pack says about a venue, as short display strings built from the detail view (the
// same mapping the venue page uses). Nearest stations come from enrichment phase 2: stored
// when the indexer has run, else worked out the same way on the spot.
import { type NearbyStation, enrichPhase2 } from '@venue-finder/core';
import { ROOM_LAYOUT_LABELS, ROOM_LAYOUTS } from '@venue-finder/contract';
import type { VenueDetailView } from '../venues';
import { count } from './pack-drawing';

export function layoutRows(venue: VenueDetailView): string[][] {
  return ROOM_LAYOUTS.filter((layout) => venue.capacity_by_setup[layout]).map((layout) => [
    ROOM_LAYOUT_LABELS[layout],
    count(venue.capacity_by_setup[layout]),
  ]);
}

export function layoutCapacity(venue: VenueDetailView, layout: string): string {
  return count(venue.capacity_by_setup[layout] ?? null);
}

export function nearestStations(venue: VenueDetailView): NearbyStation[] {
  if (venue.nearby_stations?.length) return venue.nearby_stations;
  if (!venue.geo) return [];
  return enrichPhase2({
    city: venue.city_slug,
    lat: venue.geo.lat,
    lng: venue.geo.lng,
    name: venue.display_name,
    postcode: venue.address.postcode,
    primaryCategory: venue.primary_category,
    categories: venue.categories,
    capacityMax: venue.capacity_overall_max,
    styles: venue.styles,
    bedroomsTotal: venue.bedrooms_total,
  }).nearby_stations;
}

export const stationText = (s: NearbyStation) =>
  `${s.name} (${s.type.replace(/_/g, ' ')}), ${s.distance}, ${s.travel_time}`;

export function nearestStationText(venue: VenueDetailView): string {
  const [station] = nearestStations(venue);
  return station ? `${station.name}, ${station.distance}` : '—';
}

export function cateringText(venue: VenueDetailView): string {
  const c = venue.catering_options;
  if (!c) return venue.amenities.includes('catering') ? 'On-site catering' : 'Not listed';
  const offers = [
    c.on_site_catering && 'on-site catering',
    c.restaurant_on_site && 'restaurant',
    c.bar_available && 'bar',
  ];
  const listed = offers.filter((o): o is string => Boolean(o));
  return listed.length ? capitalise(listed.join(', ')) : 'None listed';
}

export function accessibilityText(venue: VenueDetailView): string {
  const a = venue.accessibility_facts;
  const listed = [
    a.wheelchair_accessible && 'wheelchair accessible',
    a.step_free_access && 'step-free access',
    a.lift && 'lift',
    a.accessible_toilet && 'accessible toilet',
    a.hearing_loop && 'hearing loop',
    a.accessible_parking && 'accessible parking',
  ].filter((f): f is string => Boolean(f));
  return listed.length ? capitalise(listed.join(', ')) : 'Not listed';
}

export function equipmentText(venue: VenueDetailView): string {
  const items = [...venue.equipment_list.map((e) => e.replace(/_/g, ' ')), ...(venue.av_equipment ?? [])];
  return items.length ? capitalise([...new Set(items)].join(', ')) : 'Not listed';
}

export function ratingText(venue: VenueDetailView): string {
  if (venue.rating === null) return 'Not yet rated';
  return `${venue.rating.toFixed(1)} / 5 (${count(venue.review_count)} reviews)`;
}

export function sizeText(venue: VenueDetailView): string {
  if (!venue.venue_size_sqm) return '—';
  return `${count(venue.venue_size_sqm)} sqm (${count(venue.venue_size_sqft)} sq ft)`;
}

export function addressLines(venue: VenueDetailView): string[] {
  const { line1, line2, city, postcode, country } = venue.address;
  return [line1, line2, `${city} ${postcode}`.trim(), country].filter(Boolean);
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
