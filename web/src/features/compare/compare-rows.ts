// What each tab of the comparison shows, row by row, and which value of a row is best (largest
// capacity, lowest price, nearest station, shortest notice).
import { categoryName, cityName, type VenueDetailView } from '@venue-finder/contract';
import { formatCount, formatDecimal, formatGbp, formatGuestRange, formatRating } from '../../lib/format-en-gb';

export type CompareTab = 'overview' | 'capacities' | 'pricing' | 'location' | 'availability';

export const COMPARE_TABS: { key: CompareTab; label: string }[] = [
  { key: 'overview', label: 'Overview' },
  { key: 'capacities', label: 'Capacities' },
  { key: 'pricing', label: 'Pricing' },
  { key: 'location', label: 'Location' },
  { key: 'availability', label: 'Availability' },
];

export interface CompareRow {
  label: string;
  /** What the cell says; null shows as "Not listed". */
  text: (venue: VenueDetailView) => string | null;
  /** The number a row is ranked by, when it has a best value. */
  rank?: { by: (venue: VenueDetailView) => number | null; best: 'highest' | 'lowest'; why: string };
}

const VERIFIED_QUALITY_SCORE = 80;
const guests = (n: number | null | undefined) => (n ? `${formatCount(n)} guests` : null);
const gbp = (n: number | null | undefined, unit: string) =>
  n === null || n === undefined ? null : `${formatGbp(n)} ${unit}`;
const yesNo = (value: boolean | undefined) => (value === undefined ? null : value ? 'Yes' : 'No');

/** "740 m", "1.2 km", "0.5 mi" → km; null when it says no distance. */
export function distanceInKm(text: string): number | null {
  const match = /^\s*([\d.]+)\s*(km|mi|m)\b/i.exec(text);
  if (!match) return null;
  const value = Number.parseFloat(match[1]);
  const unit = match[2].toLowerCase();
  return unit === 'km' ? value : unit === 'mi' ? value * 1.609 : value / 1000;
}

/** The nearest station or stop the venue lists, with its distance in km. */
export function nearestStation(venue: VenueDetailView): { name: string; km: number; text: string } | null {
  const fromTransport = (venue.nearby_transport ?? [])
    .filter((place) => Number.isFinite(place.distance_km))
    .map((place) => ({
      name: place.name,
      km: place.distance_km,
      text: `${place.name} (${formatDecimal(place.distance_km)} km${place.travel_time ? `, ${place.travel_time}` : ''})`,
    }));
  const fromStations = (venue.nearby_stations ?? []).flatMap((station) => {
    const km = distanceInKm(station.distance);
    const walk = station.walk_time ? `, ${station.walk_time} walk` : '';
    return km === null ? [] : [{ name: station.name, km, text: `${station.name} (${station.distance}${walk})` }];
  });
  return [...fromTransport, ...fromStations].sort((a, b) => a.km - b.km)[0] ?? null;
}

function layoutRow(label: string, pick: (venue: VenueDetailView) => number | null | undefined): CompareRow {
  return {
    label,
    text: (venue) => guests(pick(venue)),
    rank: { by: (venue) => pick(venue) ?? null, best: 'highest', why: 'Largest' },
  };
}

export const COMPARE_ROWS: Record<CompareTab, CompareRow[]> = {
  overview: [
    { label: 'City', text: (venue) => venue.city_name || cityName(venue.city) },
    { label: 'Venue type', text: (venue) => categoryName(venue.primary_category) },
    {
      label: 'Rating',
      text: (venue) => (venue.rating === null ? null : `${formatRating(venue.rating)} out of 5`),
      rank: { by: (venue) => venue.rating, best: 'highest', why: 'Highest rated' },
    },
    {
      label: 'Capacity',
      text: (venue) => formatGuestRange(venue.capacity?.min, venue.capacity?.max ?? venue.capacity_overall_max),
      rank: { by: (venue) => venue.capacity?.max ?? venue.capacity_overall_max, best: 'highest', why: 'Largest' },
    },
    {
      label: 'Prices from',
      text: (venue) => (venue.starting_price_gbp === null ? null : formatGbp(venue.starting_price_gbp)),
      rank: { by: (venue) => venue.starting_price_gbp, best: 'lowest', why: 'Lowest price' },
    },
    { label: 'Verified', text: (venue) => ((venue.quality_score ?? 0) >= VERIFIED_QUALITY_SCORE ? 'Verified' : 'No') },
    { label: 'About', text: (venue) => venue.description_short || null },
  ],
  capacities: [
    layoutRow('Largest event', (venue) => venue.capacity_overall_max),
    layoutRow('Theatre', (venue) => venue.capacity_by_setup?.theatre),
    layoutRow('Classroom', (venue) => venue.capacity_by_setup?.classroom),
    layoutRow('Boardroom', (venue) => venue.capacity_by_setup?.boardroom),
    layoutRow('U-shape', (venue) => venue.capacity_by_setup?.u_shape),
    layoutRow('Banquet', (venue) => venue.capacity_by_setup?.banquet),
    layoutRow('Cabaret', (venue) => venue.capacity_by_setup?.cabaret),
    layoutRow('Reception', (venue) => venue.capacity_by_setup?.reception),
    layoutRow('Standing', (venue) => venue.capacity_standing ?? venue.capacity_by_setup?.standing),
    {
      label: 'Event spaces',
      text: (venue) => (venue.rooms?.length ? formatCount(venue.rooms.length) : null),
      rank: { by: (venue) => venue.rooms?.length || null, best: 'highest', why: 'Most spaces' },
    },
    {
      label: 'Total space',
      text: (venue) =>
        venue.venue_size_sqm
          ? `${formatCount(venue.venue_size_sqm)} m² (${formatCount(venue.venue_size_sqft ?? Math.round(venue.venue_size_sqm * 10.764))} sq ft)`
          : null,
      rank: { by: (venue) => venue.venue_size_sqm ?? null, best: 'highest', why: 'Largest' },
    },
  ],
  pricing: [
    {
      label: 'Day rate',
      text: (venue) => gbp(venue.pricing?.day_rate, 'per day'),
      rank: { by: (venue) => venue.pricing?.day_rate ?? null, best: 'lowest', why: 'Lowest price' },
    },
    {
      label: 'Hourly rate',
      text: (venue) => gbp(venue.pricing?.hour_rate, 'per hour'),
      rank: { by: (venue) => venue.pricing?.hour_rate ?? null, best: 'lowest', why: 'Lowest price' },
    },
    {
      label: 'Per person',
      text: (venue) => gbp(venue.pricing?.person_rate, 'per person'),
      rank: { by: (venue) => venue.pricing?.person_rate ?? null, best: 'lowest', why: 'Lowest price' },
    },
    { label: 'Summary', text: (venue) => venue.pricing_display },
  ],
  location: [
    { label: 'City', text: (venue) => venue.city_name || cityName(venue.city) },
    {
      label: 'Address',
      text: (venue) =>
        [venue.address?.line1, venue.address?.line2, venue.address?.postcode].filter(Boolean).join(', ') || null,
    },
    {
      label: 'Nearest station',
      text: (venue) => nearestStation(venue)?.text ?? null,
      rank: { by: (venue) => nearestStation(venue)?.km ?? null, best: 'lowest', why: 'Nearest' },
    },
    { label: 'Public transport', text: (venue) => venue.access_public_transport ?? null },
    { label: 'Parking on site', text: (venue) => yesNo(venue.parking_on_site) },
    { label: 'Parking nearby', text: (venue) => venue.parking_nearby ?? null },
  ],
  availability: [
    {
      label: 'Notice needed',
      text: (venue) =>
        venue.availability_lead_time_days === undefined
          ? null
          : `${formatCount(venue.availability_lead_time_days)} ${venue.availability_lead_time_days === 1 ? 'day' : 'days'}`,
      rank: { by: (venue) => venue.availability_lead_time_days ?? null, best: 'lowest', why: 'Shortest notice' },
    },
    { label: 'Availability notes', text: (venue) => venue.owner_notes?.availability ?? null },
    { label: 'Check-in', text: (venue) => venue.check_in_time ?? null },
    { label: 'Check-out', text: (venue) => venue.check_out_time ?? null },
  ],
};

/** Indexes of the best venues of a row: only when at least two have a value and they differ. */
export function bestIndexes(row: CompareRow, venues: readonly VenueDetailView[]): Set<number> {
  if (!row.rank) return new Set();
  const { by, best } = row.rank;
  const values = venues.map((venue) => by(venue));
  const known = values.filter((value): value is number => value !== null && Number.isFinite(value));
  if (known.length < 2 || known.every((value) => value === known[0])) return new Set();
  const target = best === 'highest' ? Math.max(...known) : Math.min(...known);
  return new Set(values.flatMap((value, index) => (value === target ? [index] : [])));
}
