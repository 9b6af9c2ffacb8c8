// Getting there and getting in: accessibility, transport and parking, nearby transport, and how
// much notice the venue needs.
import { formatCount, formatDecimal, humanise } from '../../../../lib/format-en-gb';
import type { AccessibilityFact, VenueDetailView } from '@venue-finder/contract';
import { FactList, hasItems, hasText, VenueSection, yesNo } from '../venue-section';

const ACCESSIBILITY_FACT_LABELS: Record<AccessibilityFact, string> = {
  wheelchair_accessible: 'Wheelchair accessible',
  step_free_access: 'Step-free access',
  accessible_toilet: 'Accessible toilet',
  hearing_loop: 'Hearing loop',
  lift: 'Lift',
  accessible_parking: 'Accessible parking',
};

export function AccessibilitySection({ venue }: { venue: VenueDetailView }) {
  const facts = venue.accessibility_facts
    ? (Object.keys(ACCESSIBILITY_FACT_LABELS) as AccessibilityFact[]).filter(
        (fact) => typeof venue.accessibility_facts[fact] === 'boolean',
      )
    : [];
  const compliance = (venue.compliance ?? '')
    .split(';')
    .map((item) => item.trim())
    .filter(Boolean);
  if (!hasText(venue.accessibility) && facts.length === 0 && compliance.length === 0) return null;
  return (
    <VenueSection id="accessibility" title="Accessibility">
      {hasText(venue.accessibility) && <p>{venue.accessibility}</p>}
      {facts.length > 0 && (
        <ul className="access-list" aria-label="Access facts">
          {facts.map((fact) => {
            const yes = venue.accessibility_facts[fact];
            return (
              <li key={fact} className={yes ? 'access-list__yes' : 'access-list__no'}>
                <span aria-hidden="true">{yes ? '✓' : '✗'}</span> {ACCESSIBILITY_FACT_LABELS[fact]}
                <span className="visually-hidden">: {yes ? 'yes' : 'no'}</span>
              </li>
            );
          })}
        </ul>
      )}
      {compliance.length > 0 && (
        <>
          <h3 className="venue-section__subtitle">Safety and compliance</h3>
          <ul className="check-list">
            {compliance.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </>
      )}
    </VenueSection>
  );
}

export function TransportParkingSection({ venue }: { venue: VenueDetailView }) {
  const facts = [
    ['Public transport', hasText(venue.access_public_transport) ? venue.access_public_transport : null],
    ['Parking on site', yesNo(venue.parking_on_site)],
    ['Parking nearby', hasText(venue.parking_nearby) ? venue.parking_nearby : null],
    ['Parking notes', hasText(venue.parking_notes) ? venue.parking_notes : null],
  ] as const;
  if (facts.every(([, value]) => value === null)) return null;
  return (
    <VenueSection id="transport-parking" title="Transport and parking">
      <FactList facts={facts} />
    </VenueSection>
  );
}

export function NearbyTransportSection({ venue }: { venue: VenueDetailView }) {
  // The structured list when there is one; the older station list otherwise (they name the same stops).
  const transport = venue.nearby_transport ?? [];
  const stations = hasItems(transport) ? [] : (venue.nearby_stations ?? []);
  if (!hasItems(transport) && !hasItems(stations)) return null;
  return (
    <VenueSection id="nearby-transport" title="Nearby transport">
      <ul className="place-list">
        {transport.map((place) => (
          <li key={`${place.type}-${place.name}`}>
            <span className="place-list__name">{place.name}</span>
            <span className="place-list__detail">
              {humanise(place.type)} · {formatDecimal(place.distance_km)} km ({formatDecimal(place.distance_mi)} mi)
              {hasText(place.travel_time) && ` · ${place.travel_time}`}
            </span>
          </li>
        ))}
        {stations.map((station) => (
          <li key={`station-${station.name}`}>
            <span className="place-list__name">{station.name}</span>
            <span className="place-list__detail">
              {humanise(station.type)} · {station.distance}
              {hasText(station.walk_time) && ` · ${station.walk_time} walk`}
              {hasText(station.travel_time) && ` · ${station.travel_time}`}
            </span>
          </li>
        ))}
      </ul>
    </VenueSection>
  );
}

export function LeadTimeSection({ venue }: { venue: VenueDetailView }) {
  const days = venue.availability_lead_time_days;
  const note = venue.owner_notes?.availability;
  if (typeof days !== 'number' && !hasText(note)) return null;
  return (
    <VenueSection id="availability" title="Availability">
      {typeof days === 'number' && (
        <p>
          Book at least <strong>{formatCount(days)}</strong> {days === 1 ? 'day' : 'days'} ahead.
        </p>
      )}
      {hasText(note) && <p>{note}</p>}
    </VenueSection>
  );
}
