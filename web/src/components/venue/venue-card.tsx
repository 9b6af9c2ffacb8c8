// One venue as a card: photo, rating, name, city, capacity, distance, and the visitor's actions.
// Used by the results grid and the venue page's similar venues.
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { cityName, type VenueCard as VenueCardData } from '@venue-finder/contract';
import { paths } from '../../config/paths';
import { formatDistanceAway, formatGuestRange, formatRating } from '../../lib/format-en-gb';
import { VenueImage } from '../ui/venue-image';
import { AddToBriefButton } from './add-to-brief-button';
import { AddToCompareButton } from './add-to-compare-button';
import { ProgrammeBadge } from './programme-badge';
import { ResponseFigures } from './response-figures';
import { venueHref, venueName } from './venue-links';

function Rating({ value }: { value: number | null }) {
  if (value === null) return <span className="venue-card__rating venue-card__rating--none">No ratings yet</span>;
  const rating = formatRating(value);
  return (
    <span className="venue-card__rating" role="img" aria-label={`Rated ${rating} out of 5`}>
      {rating} ★
    </span>
  );
}

interface VenueCardProps {
  venue: VenueCardData;
  /** h2 in the results grid, h3 where the cards sit under a section heading. */
  headingLevel?: 2 | 3;
  /** The first cards of a page are in view at once: load them eagerly. */
  eagerImage?: boolean;
}

export function VenueCard({ venue, headingLevel = 2, eagerImage = false }: VenueCardProps) {
  const headingId = useId();
  const name = venueName(venue);
  const guests = formatGuestRange(venue.capacity?.min, venue.capacity?.max);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const href = venueHref(venue);

  return (
    <article className="venue-card" aria-labelledby={headingId}>
      <VenueImage
        className="venue-card__image"
        src={venue.photo_main ?? venue.images?.[0]}
        alt=""
        width={400}
        height={300}
        sizes="(min-width: 1200px) 380px, (min-width: 640px) 50vw, 100vw"
        loading={eagerImage ? 'eager' : 'lazy'}
      />
      <div className="venue-card__body">
        <div className="venue-card__meta">
          <span className="venue-card__city">{cityName(venue.city)}</span>
          <Rating value={venue.rating} />
        </div>
        <Heading className="venue-card__title" id={headingId}>
          {name}
        </Heading>
        <p className="venue-card__capacity">{guests ?? 'Capacity on request'}</p>
        {venue.programme && (
          <p className="venue-card__programme">
            <ProgrammeBadge programme={venue.programme} />
          </p>
        )}
        <ResponseFigures response={venue.response} className="venue-card__response" />
        {venue.availability && (
          <p className={`venue-card__availability venue-card__availability--${venue.availability}`}>
            {venue.availability === 'free' ? 'Free on your dates' : 'Availability not confirmed'}
          </p>
        )}
        {typeof venue.distance_km === 'number' && (
          <p className="venue-card__distance">{formatDistanceAway(venue.distance_km)}</p>
        )}
        {!venue.claimed && venue.claimable && (
          <p className="venue-card__claim">
            Is this your venue?{' '}
            <Link to={paths.claimVenue.getHref(venue.slug || venue.id)} aria-describedby={headingId}>
              Claim Venue
            </Link>
          </p>
        )}
        <div className="venue-card__actions">
          <Link className="button button--primary" to={href} aria-describedby={headingId}>
            View Venue
          </Link>
          <AddToBriefButton venue={venue} describedBy={headingId} />
          <AddToCompareButton venueId={venue.id} describedBy={headingId} />
        </div>
      </div>
    </article>
  );
}
