// One venue in the results grid: photo, rating, name, city, capacity and the visitor's actions.
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { cityName, type VenueCard } from '@venue-finder/core/search-schema';
import { VenueImage } from '../../../components/ui/venue-image';
import { paths } from '../../../config/paths';
import { addToBrief, isInBrief, useBrief } from '../../../lib/brief-store';
import { addToCompare, MAX_COMPARE_VENUES } from '../../../lib/compare-store';
import { formatGuestRange, formatRating } from '../../../lib/format-en-gb';

const ADDED_CONFIRMATION_MS = 2_000;

/** The slug, else the id, else nowhere. */
function venueHref(venue: VenueCard): string | null {
  const key = venue.slug || venue.id;
  return key ? paths.venue.getHref(key) : null;
}

function Rating({ value }: { value: number | null }) {
  if (value === null) return <span className="venue-card__rating venue-card__rating--none">No ratings yet</span>;
  const rating = formatRating(value);
  return (
    <span className="venue-card__rating" role="img" aria-label={`Rated ${rating} out of 5`}>
      {rating} ★
    </span>
  );
}

function AddToCompareButton({ venueId }: { venueId: string }) {
  const [justAdded, setJustAdded] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  function add() {
    const outcome = addToCompare(venueId);
    if (outcome === 'duplicate') {
      window.alert('This venue is already in your comparison list');
    } else if (outcome === 'full') {
      window.alert(`You can compare up to ${MAX_COMPARE_VENUES} venues. Please remove some venues to add more.`);
    } else {
      setJustAdded(true);
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => setJustAdded(false), ADDED_CONFIRMATION_MS);
    }
  }

  return (
    <button className="button button--quiet" type="button" onClick={add}>
      {justAdded ? 'Added' : 'Add to compare'}
    </button>
  );
}

export function VenueResultCard({ venue }: { venue: VenueCard }) {
  const headingId = useId();
  const brief = useBrief();
  const inBrief = isInBrief(brief, venue.id);
  const href = venueHref(venue);
  const name = venue.display_name || venue.name;
  const guests = formatGuestRange(venue.capacity?.min, venue.capacity?.max);

  return (
    <article className="venue-card" aria-labelledby={headingId}>
      <VenueImage
        className="venue-card__image"
        src={venue.photo_main ?? venue.images?.[0]}
        alt=""
        width={400}
        height={300}
      />
      <div className="venue-card__body">
        <div className="venue-card__meta">
          <span className="venue-card__city">{cityName(venue.city)}</span>
          <Rating value={venue.rating} />
        </div>
        <h2 className="venue-card__title" id={headingId}>
          {name}
        </h2>
        <p className="venue-card__capacity">{guests ?? 'Capacity on request'}</p>
        {!venue.claimed && venue.claimable && (
          <p className="venue-card__claim">
            Is this your venue? <Link to={paths.claimVenue.getHref(venue.slug || venue.id)}>Claim Venue</Link>
          </p>
        )}
        <div className="venue-card__actions">
          {href ? (
            <Link className="button button--primary" to={href}>
              View Venue
            </Link>
          ) : (
            <a className="button button--primary" href="#">
              View Venue
            </a>
          )}
          <button
            className="button button--secondary"
            type="button"
            disabled={inBrief}
            onClick={() => addToBrief(venue)}
          >
            {inBrief ? 'Added to Brief' : 'Add to Brief'}
          </button>
          <AddToCompareButton venueId={venue.id} />
        </div>
      </div>
    </article>
  );
}
