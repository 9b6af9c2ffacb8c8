// The sticky panel beside the venue's details: price, capacity and the visitor's actions.
import { Link } from 'react-router-dom';
import { AddToBriefButton } from '../../../components/venue/add-to-brief-button';
import { AddToCompareButton } from '../../../components/venue/add-to-compare-button';
import { paths } from '../../../config/paths';
import { site } from '../../../config/site';
import { formatGuestRange } from '../../../lib/format-en-gb';
import type { VenueDetailView } from '@venue-finder/contract';
import { priceLines } from './venue-price';

/** `actions`: false for a listing not yet published (an admin's preview): prices and capacity only. */
export function VenueSidebar({ venue, actions = true }: { venue: VenueDetailView; actions?: boolean }) {
  const prices = priceLines(venue);
  const guests = formatGuestRange(venue.capacity?.min, venue.capacity?.max ?? venue.capacity_overall_max);
  return (
    <aside className="venue-sidebar" aria-label={actions ? 'Venue actions' : 'Prices and capacity'}>
      <div className="venue-sidebar__card">
        <p className="venue-sidebar__price-label">Prices</p>
        {prices.length > 0 ? (
          <ul className="venue-sidebar__prices">
            {prices.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        ) : (
          <p className="venue-sidebar__prices">On request</p>
        )}
        <p className="venue-sidebar__note">Prices in GBP, excluding VAT.</p>
        {guests && <p className="venue-sidebar__capacity">{guests}</p>}
        {actions && (
          <div className="venue-sidebar__actions">
            <AddToBriefButton venue={venue} className="button button--secondary button--block" />
            <AddToCompareButton venueId={venue.id} className="button button--quiet button--block" />
            <Link className="button button--primary button--block" to={paths.brief.getHref()}>
              Get Free Proposals
            </Link>
            <a className="button button--quiet button--block" href={`tel:${site.phone.tel}`}>
              <span aria-hidden="true">☎</span> Call {site.phone.display}
            </a>
          </div>
        )}
        {actions && <p className="venue-sidebar__note">Free service, no booking fees.</p>}
      </div>
    </aside>
  );
}
