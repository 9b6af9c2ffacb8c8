// The venue page's main facts: name, place, photo, description, capacity, prices and address.
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { categoryName, cityName } from '@venue-finder/core/search-schema';
import { VenueImage } from '../../../components/ui/venue-image';
import { paths } from '../../../config/paths';
import { formatGbp, formatGuestRange, formatRating } from '../../../lib/format-en-gb';
import type { VenueDetail } from '../api/get-venue';

/** Venues with a quality score from this value up are labelled 'Verified'. */
const VERIFIED_QUALITY_SCORE = 80;

export function VenueOverview({ venue }: { venue: VenueDetail }) {
  const titleId = useId();
  const name = venue.display_name || venue.name;
  const citySlug = venue.city_slug || venue.city;
  const city = cityName(citySlug);
  const photo = venue.hero_image_url || venue.photo_main || venue.images?.[0];
  const guests = formatGuestRange(venue.capacity?.min, venue.capacity?.max ?? venue.capacity_overall_max);
  const { day_rate: dayRate, hour_rate: hourRate } = venue.pricing ?? { day_rate: null, hour_rate: null };
  const addressLines = [venue.address?.line1, venue.address?.line2, city, venue.address?.postcode].filter(Boolean);
  const hidden = venue.status === 'draft' || venue.seo?.noindex === true;

  return (
    <article className="container page venue-page" aria-labelledby={titleId}>
      {hidden && <meta name="robots" content="noindex" />}

      <nav className="breadcrumb" aria-label="Breadcrumb">
        <ol>
          <li>
            <Link to={paths.venues.getHref()}>Venues</Link>
          </li>
          <li>
            <Link to={paths.venues.getHref({ city: citySlug })}>{city}</Link>
          </li>
          {venue.primary_category && (
            <li>
              <Link to={paths.venues.getHref({ city: citySlug, category: venue.primary_category })}>
                {categoryName(venue.primary_category)}
              </Link>
            </li>
          )}
          <li aria-current="page">{name}</li>
        </ol>
      </nav>

      <header className="venue-page__header">
        <h1 id={titleId}>{name}</h1>
        <p className="venue-page__subtitle">
          <span>{city}</span>
          {venue.rating != null && (
            <span role="img" aria-label={`Rated ${formatRating(venue.rating)} out of 5`}>
              {formatRating(venue.rating)} ★
            </span>
          )}
          {(venue.quality_score ?? 0) >= VERIFIED_QUALITY_SCORE && (
            <span className="badge badge--verified">Verified</span>
          )}
        </p>
      </header>

      <VenueImage
        className="venue-page__photo"
        src={photo}
        alt={`Main photo of ${name}`}
        width={1200}
        height={675}
        loading="eager"
      />

      <div className="venue-page__columns">
        <section aria-labelledby={`${titleId}-about`}>
          <h2 id={`${titleId}-about`}>About this venue</h2>
          <p>{venue.description_short || 'The owner has not added a description yet.'}</p>
        </section>

        <aside className="venue-page__facts" aria-label="Key facts">
          <dl>
            <dt>Capacity</dt>
            <dd>{guests ?? 'On request'}</dd>
            {dayRate != null && (
              <>
                <dt>Day rate</dt>
                <dd>{formatGbp(dayRate)}</dd>
              </>
            )}
            {hourRate != null && (
              <>
                <dt>Hourly rate</dt>
                <dd>{formatGbp(hourRate)}</dd>
              </>
            )}
            {dayRate == null && hourRate == null && (
              <>
                <dt>Price</dt>
                <dd>On request</dd>
              </>
            )}
            <dt>Address</dt>
            <dd>
              <address>
                {addressLines.map((line, index) => (
                  <span key={index} className="address-line">
                    {line}
                  </span>
                ))}
              </address>
            </dd>
          </dl>
        </aside>
      </div>
    </article>
  );
}
