// What the venue offers: features, catering, AV equipment, the events it suits, hotel facilities.
import { formatCount } from '../../../../lib/format-en-gb';
import {
  AMENITY_LABELS,
  BEDROOM_FACILITY_LABELS,
  CHAIN_LABELS,
  EQUIPMENT_LABELS,
  vocabularyLabel,
} from '../../../../lib/vocabulary-labels';
import type { VenueDetailView } from '@venue-finder/contract';
import { FactList, hasItems, hasText, TagList, VenueSection, yesNo } from '../venue-section';

export function FeaturesSection({ venue }: { venue: VenueDetailView }) {
  const features = hasItems(venue.features)
    ? venue.features
    : (venue.amenities ?? []).map((amenity) => vocabularyLabel(AMENITY_LABELS, amenity));
  const reasons = venue.unique_selling_points ?? [];
  if (!hasItems(features) && !hasItems(reasons)) return null;
  return (
    <VenueSection id="features" title="Features">
      {hasItems(features) && <TagList items={features} label="Features" />}
      {hasItems(reasons) && (
        <>
          <h3 className="venue-section__subtitle">Why planners choose it</h3>
          <ul className="check-list">
            {reasons.map((reason) => (
              <li key={reason}>{reason}</li>
            ))}
          </ul>
        </>
      )}
    </VenueSection>
  );
}

export function CateringSection({ venue }: { venue: VenueDetailView }) {
  const food = venue.food_catering;
  const options = venue.catering_options;
  const dietary = food?.dietary_options ?? options?.special_dietary ?? [];
  const notes = food?.notes ?? options?.catering_notes;
  const facts = [
    ['Catering on site', yesNo(food?.available ?? options?.on_site_catering)],
    ['Restaurant on site', yesNo(food?.restaurant_onsite ?? options?.restaurant_on_site)],
    ['Bar on site', yesNo(food?.bar_onsite ?? options?.bar_available)],
    ['Restaurant', hasText(venue.restaurant_name) ? venue.restaurant_name : null],
  ] as const;
  if (!food && !options && !hasText(venue.restaurant_name)) return null;
  return (
    <VenueSection id="catering" title="Catering">
      <FactList facts={facts} />
      {hasText(venue.restaurant_description) && <p>{venue.restaurant_description}</p>}
      {hasItems(dietary) && (
        <>
          <h3 className="venue-section__subtitle">Dietary options</h3>
          <TagList items={dietary} label="Dietary options" />
        </>
      )}
      {hasText(notes) && <p>{notes}</p>}
    </VenueSection>
  );
}

export function AvSection({ venue }: { venue: VenueDetailView }) {
  const equipment = hasItems(venue.av_equipment)
    ? venue.av_equipment
    : (venue.equipment_list ?? []).map((item) => vocabularyLabel(EQUIPMENT_LABELS, item));
  if (!hasItems(equipment)) return null;
  return (
    <VenueSection id="av-equipment" title="AV equipment">
      <ul className="check-list">
        {equipment.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </VenueSection>
  );
}

export function SuitableEventsSection({ venue }: { venue: VenueDetailView }) {
  const events = hasItems(venue.suitable_for_events) ? venue.suitable_for_events : venue.event_types_supported;
  if (!hasItems(events)) return null;
  return (
    <VenueSection id="suitable-events" title="Suitable events">
      <TagList items={events} label="Suitable events" />
    </VenueSection>
  );
}

export function HotelSection({ venue }: { venue: VenueDetailView }) {
  const bedroomFacilities = (venue.bedroom_facilities ?? []).map((facility) =>
    vocabularyLabel(BEDROOM_FACILITY_LABELS, facility),
  );
  const facts = [
    ['Bedrooms', venue.bedrooms_total > 0 ? formatCount(venue.bedrooms_total) : null],
    ['Hotel group', venue.chain ? vocabularyLabel(CHAIN_LABELS, venue.chain) : null],
    ['Check-in', hasText(venue.check_in_time) ? `From ${venue.check_in_time}` : null],
    ['Check-out', hasText(venue.check_out_time) ? `By ${venue.check_out_time}` : null],
  ] as const;
  const services = venue.hotel_services ?? [];
  if (facts.every(([, value]) => value === null) && !hasItems(services) && !hasItems(bedroomFacilities)) return null;
  return (
    <VenueSection id="hotel" title="Hotel information">
      <FactList facts={facts} />
      {hasItems(bedroomFacilities) && (
        <>
          <h3 className="venue-section__subtitle">In the bedrooms</h3>
          <TagList items={bedroomFacilities} label="Bedroom facilities" />
        </>
      )}
      {hasItems(services) && (
        <>
          <h3 className="venue-section__subtitle">Hotel services</h3>
          <TagList items={services} label="Hotel services" />
        </>
      )}
    </VenueSection>
  );
}
