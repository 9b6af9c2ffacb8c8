// Capacity (overall and per layout), the rooms table and the space's specifications.
import { formatCount, formatDecimal, formatGuestRange } from '../../../../lib/format-en-gb';
import { ROOM_LAYOUT_LABELS, ROOM_LAYOUTS, type VenueDetailView } from '@venue-finder/contract';
import { FactList, hasItems, hasText, VenueSection, yesNo } from '../venue-section';

/** The spec's conversions. */
export const SQFT_PER_SQM = 10.764;
export const FT_PER_M = 3.281;

export function areaText(sqm: number, sqft?: number | null): string {
  return `${formatCount(sqm)} m² (${formatCount(sqft ?? Math.round(sqm * SQFT_PER_SQM))} sq ft)`;
}

export function heightText(m: number, ft?: number | null): string {
  return `${formatDecimal(m)} m (${formatDecimal(ft ?? Math.round(m * FT_PER_M * 10) / 10)} ft)`;
}

export function CapacitySection({ venue }: { venue: VenueDetailView }) {
  const layouts = ROOM_LAYOUTS.filter((layout) => (venue.capacity_by_setup?.[layout] ?? 0) > 0);
  const overall = formatGuestRange(venue.capacity?.min, venue.capacity?.max ?? venue.capacity_overall_max);
  if (!overall && layouts.length === 0) return null;
  return (
    <VenueSection id="capacity" title="Capacity">
      <FactList
        facts={[
          ['Guests', overall],
          ['Seated', venue.capacity_seated ? `Up to ${formatCount(venue.capacity_seated)}` : null],
          ['Standing', venue.capacity_standing ? `Up to ${formatCount(venue.capacity_standing)}` : null],
        ]}
      />
      {layouts.length > 0 && (
        <ul className="layout-list" aria-label="Capacity by layout">
          {layouts.map((layout) => (
            <li key={layout}>
              <span className="layout-list__label">{ROOM_LAYOUT_LABELS[layout]}</span>
              <span className="layout-list__value">{formatCount(venue.capacity_by_setup[layout])}</span>
            </li>
          ))}
        </ul>
      )}
    </VenueSection>
  );
}

export function RoomsSection({ venue }: { venue: VenueDetailView }) {
  if (!hasItems(venue.rooms)) return null;
  const layouts = ROOM_LAYOUTS.filter((layout) => venue.rooms.some((room) => room.capacities?.[layout]));
  return (
    <VenueSection id="rooms" title="Rooms">
      <div className="table-scroller" role="region" aria-label="Rooms, scrollable" tabIndex={0}>
        <table className="data-table">
          <caption className="visually-hidden">Rooms, their size and capacity by layout</caption>
          <thead>
            <tr>
              <th scope="col">Room</th>
              <th scope="col">Size</th>
              {layouts.map((layout) => (
                <th key={layout} scope="col" className="data-table__number">
                  {ROOM_LAYOUT_LABELS[layout]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {venue.rooms.map((room) => (
              <tr key={room.name}>
                <th scope="row">{room.name}</th>
                <td>{room.area_sqm ? areaText(room.area_sqm) : '–'}</td>
                {layouts.map((layout) => (
                  <td key={layout} className="data-table__number">
                    {room.capacities?.[layout] ? formatCount(room.capacities[layout]) : '–'}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </VenueSection>
  );
}

export function SpaceSection({ venue }: { venue: VenueDetailView }) {
  const spec = venue.space_specifications ?? {};
  const sqm = venue.venue_size_sqm ?? spec.total_space_m2;
  const ceiling = venue.ceiling_height_m ?? spec.ceiling_height_m;
  const facts = [
    ['Total space', sqm ? areaText(sqm, venue.venue_size_sqft) : null],
    ['Ceiling height', ceiling ? heightText(ceiling, venue.ceiling_height_ft) : null],
    ['Licensed', yesNo(spec.licensed)],
    ['Licensing hours', hasText(venue.licensing_hours) ? venue.licensing_hours : null],
    ['Notes', hasText(spec.notes) ? spec.notes : null],
  ] as const;
  if (facts.every(([, value]) => value === null)) return null;
  return (
    <VenueSection id="space" title="Space specifications">
      <FactList facts={facts} />
    </VenueSection>
  );
}
