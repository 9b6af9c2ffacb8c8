// The venue page: breadcrumb, name and key facts, gallery, every section the venue has data for,
// the sticky sidebar of actions, the ways on (related searches, similar spaces and venues) and
// the bottom bar.
import { lazy, Suspense, useEffect, useId } from 'react';
import { Link } from 'react-router-dom';
import { categoryName, cityName, type VenueDetailView } from '@venue-finder/contract';
import { venueName } from '../../../components/venue/venue-links';
import { paths } from '../../../config/paths';
import { formatCount, formatGuestRange, formatRating } from '../../../lib/format-en-gb';
import {
  AccessibilitySection,
  LeadTimeSection,
  NearbyTransportSection,
  TransportParkingSection,
} from './sections/access-sections';
import { CapacitySection, RoomsSection, SpaceSection } from './sections/capacity-sections';
import { RelatedSearchesSection, SimilarSpacesSection, SimilarVenuesSection } from './sections/discovery-sections';
import {
  AvSection,
  CateringSection,
  FeaturesSection,
  HotelSection,
  SuitableEventsSection,
} from './sections/facilities-sections';
import { AddressContactSection, NearbyPlacesSection, SocialSection } from './sections/location-sections';
import { FaqSection, GuestRatingsSection, PlannerReviewsSection } from './sections/reviews-sections';
import { VenueBottomBar } from './venue-bottom-bar';
import { VenueGallery } from './venue-gallery';
import { startingPrice } from './venue-price';
import { hasItems, hasText, TagList, VenueSection } from './venue-section';
import { VenueSidebar } from './venue-sidebar';
import { ProgrammeBadge } from '../../../components/venue/programme-badge';
import { ResponseFigures } from '../../../components/venue/response-figures';
import { recordVenueActivity } from '../../../lib/venue-activity';
import { useBrowserIdle } from '../../../lib/use-browser-idle';
import '../venue-detail.css';

const AvailabilitySection = lazy(() =>
  import('./sections/availability-section').then((module) => ({ default: module.AvailabilitySection })),
);

/**
 * Check availability, for a venue whose owner keeps its calendar: its script and its request wait
 * for the browser's first idle moment, like the lists at the page's foot, so that they are no part
 * of what the page loads before it shows (nor of its budget). Nothing on the server.
 */
function CheckAvailability({ venue }: { venue: VenueDetailView }) {
  const idle = useBrowserIdle();
  return idle ? (
    <Suspense fallback={null}>
      <AvailabilitySection venue={venue} />
    </Suspense>
  ) : null;
}

/** Venues with a quality score from this value up are labelled 'Verified'. */
export const VERIFIED_QUALITY_SCORE = 80;

/** The hero photo first, then the rest, each once. */
function galleryImages(venue: VenueDetailView): string[] {
  return [...new Set([venue.hero_image_url, venue.photo_main, ...(venue.images ?? [])].filter(hasText))];
}

function Breadcrumb({ venue, name }: { venue: VenueDetailView; name: string }) {
  const city = venue.city_slug || venue.city;
  return (
    <nav className="breadcrumb" aria-label="Breadcrumb">
      <ol>
        <li>
          <Link to={paths.legacyVenues.getHref()}>Venues</Link>
        </li>
        <li>
          <Link to={paths.legacyVenuesByPath.getHref(city)}>{venue.city_name || cityName(city)}</Link>
        </li>
        {venue.primary_category && (
          <li>
            <Link to={paths.legacyVenuesByPath.getHref(city, venue.primary_category)}>
              {categoryName(venue.primary_category)}
            </Link>
          </li>
        )}
        <li aria-current="page">{name}</li>
      </ol>
    </nav>
  );
}

function AboutSection({ venue }: { venue: VenueDetailView }) {
  const paragraphs = (venue.description_long || venue.description_short || '').split(/\n\s*\n/).filter(hasText);
  if (paragraphs.length === 0 && !hasItems(venue.venue_highlights)) return null;
  return (
    <VenueSection id="about" title="About this venue">
      {hasItems(venue.venue_highlights) && <TagList items={venue.venue_highlights} label="Highlights" />}
      {paragraphs.map((paragraph, index) => (
        <p key={index}>{paragraph}</p>
      ))}
    </VenueSection>
  );
}

/**
 * `preview`: the listing of a venue not yet published, shown to the admin who reviews it (inside
 * their page, so its title is a second-level heading): every section a planner will see, without
 * the actions and the ways on, which need a live venue.
 */
export function VenuePage({ venue, preview = false }: { venue: VenueDetailView; preview?: boolean }) {
  const titleId = useId();
  const name = venueName(venue);
  const guests = formatGuestRange(venue.capacity?.min, venue.capacity?.max ?? venue.capacity_overall_max);
  const price = startingPrice(venue);
  const hidden = venue.status === 'draft' || venue.seo?.noindex === true;
  const area = venue.address?.line2;
  // One view per page shown (server-rendered and hydrated, or rendered here), whatever it fetches.
  useEffect(() => recordVenueActivity('view', [venue.id]), [venue.id]);
  const Title = preview ? 'h2' : 'h1';

  return (
    <article
      className={preview ? 'venue-page venue-page--preview' : 'container page venue-page'}
      aria-labelledby={titleId}
    >
      {hidden && !preview && <meta name="robots" content="noindex" />}
      {!preview && <Breadcrumb venue={venue} name={name} />}

      <header className="venue-page__header">
        <Title id={titleId}>{name}</Title>
        <p className="venue-page__subtitle">
          <span>{[area, venue.city_name || cityName(venue.city)].filter(hasText).join(', ')}</span>
          {venue.rating !== null && venue.rating !== undefined && (
            <span className="venue-page__rating" role="img" aria-label={`Rated ${formatRating(venue.rating)} out of 5`}>
              {formatRating(venue.rating)} ★
            </span>
          )}
          {venue.review_count > 0 && <span>{formatCount(venue.review_count)} reviews</span>}
          {(venue.quality_score ?? 0) >= VERIFIED_QUALITY_SCORE && (
            <span className="badge badge--verified">Verified</span>
          )}
          <ProgrammeBadge programme={venue.programme} />
        </p>
        <ResponseFigures response={venue.response} />
        <ul className="venue-page__key-facts" aria-label="Key facts">
          {guests && <li>{guests}</li>}
          {price && <li>{price}</li>}
          {venue.rooms?.length > 0 && (
            <li>
              {formatCount(venue.rooms.length)} {venue.rooms.length === 1 ? 'event space' : 'event spaces'}
            </li>
          )}
        </ul>
      </header>

      <VenueGallery name={name} images={galleryImages(venue)} />

      <div className="venue-page__columns">
        <div className="venue-page__main">
          <AboutSection venue={venue} />
          {!preview && <CheckAvailability venue={venue} />}
          <CapacitySection venue={venue} />
          <RoomsSection venue={venue} />
          <FeaturesSection venue={venue} />
          <SpaceSection venue={venue} />
          <CateringSection venue={venue} />
          <AvSection venue={venue} />
          <SuitableEventsSection venue={venue} />
          <AccessibilitySection venue={venue} />
          <TransportParkingSection venue={venue} />
          <LeadTimeSection venue={venue} />
          <HotelSection venue={venue} />
          <NearbyTransportSection venue={venue} />
          <GuestRatingsSection venue={venue} />
          <PlannerReviewsSection venue={venue} />
          <FaqSection venue={venue} />
          <SocialSection venue={venue} />
          <AddressContactSection venue={venue} />
          <NearbyPlacesSection venue={venue} />
          {!preview && venue.claimable && !venue.claimed && (
            <p className="venue-page__claim">
              Is this your venue? <Link to={paths.claimVenue.getHref(venue.slug || venue.id)}>Claim this venue</Link> to
              manage its listing.
            </p>
          )}
        </div>
        <VenueSidebar venue={venue} actions={!preview} />
      </div>

      {!preview && (
        <>
          <RelatedSearchesSection venue={venue} />
          <SimilarSpacesSection venue={venue} />
          <SimilarVenuesSection venue={venue} />
          <VenueBottomBar venue={venue} />
        </>
      )}
    </article>
  );
}
