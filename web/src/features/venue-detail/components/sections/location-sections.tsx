// Where the venue is and how to reach its team: address and contact, directions, the map, social
// links, and what is nearby.
import { lazy, Suspense, type ComponentProps } from 'react';
import { formatDecimal, humanise } from '../../../../lib/format-en-gb';
import { useNearViewport } from '../../../../lib/use-near-viewport';
import type { NearbyPlace, SocialNetwork, VenueDetailView } from '@venue-finder/contract';
import { hasItems, hasText, VenueSection } from '../venue-section';

const VenueLocationMap = lazy(() => import('../venue-location-map'));

/**
 * The map (Leaflet and its tiles) loads once the visitor scrolls near it, in the browser only:
 * the server and the first view send its placeholder.
 */
function LocationMap(props: ComponentProps<typeof VenueLocationMap>) {
  const [placeholder, near] = useNearViewport<HTMLDivElement>();
  const loading = <div ref={placeholder} className="venue-map venue-map--loading" />;
  return near ? (
    <Suspense fallback={loading}>
      <VenueLocationMap {...props} />
    </Suspense>
  ) : (
    loading
  );
}

const SOCIAL_LABELS: Record<SocialNetwork, string> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  twitter: 'X (Twitter)',
  linkedin: 'LinkedIn',
  youtube: 'YouTube',
};

const DIRECTIONS_LABELS = {
  google_maps: 'Google Maps',
  apple_maps: 'Apple Maps',
  waze: 'Waze',
  uber: 'Uber',
} as const;

function ExternalLink({ href, children }: { href: string; children: string }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="visually-hidden"> (opens in a new tab)</span>
    </a>
  );
}

export function AddressContactSection({ venue }: { venue: VenueDetailView }) {
  const lines = [
    venue.address?.line1,
    venue.address?.line2,
    venue.address?.city || venue.city_name,
    venue.address?.postcode,
  ].filter(hasText);
  const { email, phone } = venue.contact ?? { email: null, phone: null };
  const directions = venue.directions_links
    ? (Object.keys(DIRECTIONS_LABELS) as (keyof typeof DIRECTIONS_LABELS)[]).filter((key) =>
        hasText(venue.directions_links?.[key]),
      )
    : [];
  if (lines.length === 0 && !email && !phone && !venue.website && directions.length === 0) return null;

  return (
    <VenueSection id="location" title="Address and contact">
      <div className="contact-grid">
        {lines.length > 0 && (
          <address className="contact-grid__address">
            {lines.map((line) => (
              <span key={line} className="address-line">
                {line}
              </span>
            ))}
          </address>
        )}
        <ul className="contact-grid__links">
          {phone && (
            <li>
              Phone: <a href={`tel:${phone.replace(/\s+/g, '')}`}>{phone}</a>
            </li>
          )}
          {email && (
            <li>
              E-mail: <a href={`mailto:${email}`}>{email}</a>
            </li>
          )}
          {hasText(venue.website) && (
            <li>
              Website: <ExternalLink href={venue.website}>{venue.website.replace(/^https?:\/\//, '')}</ExternalLink>
            </li>
          )}
        </ul>
      </div>
      {directions.length > 0 && (
        <>
          <h3 className="venue-section__subtitle">Directions</h3>
          <ul className="link-pills" aria-label="Directions">
            {directions.map((key) => (
              <li key={key}>
                <ExternalLink href={venue.directions_links![key]}>{DIRECTIONS_LABELS[key]}</ExternalLink>
              </li>
            ))}
          </ul>
        </>
      )}
      {venue.geo && <LocationMap venue={venue} geo={venue.geo} />}
    </VenueSection>
  );
}

export function SocialSection({ venue }: { venue: VenueDetailView }) {
  const networks = (Object.keys(SOCIAL_LABELS) as SocialNetwork[]).filter((network) =>
    hasText(venue.social_media?.[network]),
  );
  if (networks.length === 0) return null;
  return (
    <VenueSection id="social" title="Social media">
      <ul className="link-pills" aria-label="Social media">
        {networks.map((network) => (
          <li key={network}>
            <ExternalLink href={venue.social_media![network]!}>{SOCIAL_LABELS[network]}</ExternalLink>
          </li>
        ))}
      </ul>
    </VenueSection>
  );
}

function PlaceList({ places }: { places: readonly NearbyPlace[] }) {
  return (
    <ul className="place-list">
      {places.map((place) => (
        <li key={`${place.type}-${place.name}`}>
          <span className="place-list__name">{place.name}</span>
          <span className="place-list__detail">
            {humanise(place.type)} · {formatDecimal(place.distance_km)} km ({formatDecimal(place.distance_mi)} mi)
            {hasText(place.travel_time) && ` · ${place.travel_time}`}
          </span>
        </li>
      ))}
    </ul>
  );
}

export function NearbyPlacesSection({ venue }: { venue: VenueDetailView }) {
  const attractions = venue.nearby_attractions ?? [];
  const shopping = venue.nearby_shopping ?? [];
  if (!hasItems(attractions) && !hasItems(shopping)) return null;
  return (
    <VenueSection id="nearby" title="Nearby attractions and shopping">
      <div className="nearby-columns">
        {hasItems(attractions) && (
          <div>
            <h3 className="venue-section__subtitle">Attractions</h3>
            <PlaceList places={attractions} />
          </div>
        )}
        {hasItems(shopping) && (
          <div>
            <h3 className="venue-section__subtitle">Shopping</h3>
            <PlaceList places={shopping} />
          </div>
        )}
      </div>
    </VenueSection>
  );
}
