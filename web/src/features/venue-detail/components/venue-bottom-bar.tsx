// A bar along the bottom of the screen once the visitor has scrolled past 400 px, so the main
// actions stay at hand on a long page. It sits above the compare bar when both are shown.
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { AddToBriefButton } from '../../../components/venue/add-to-brief-button';
import { venueName } from '../../../components/venue/venue-links';
import { paths } from '../../../config/paths';
import type { VenueDetailView } from '@venue-finder/contract';
import { startingPrice } from './venue-price';

export const BOTTOM_BAR_SCROLL_THRESHOLD_PX = 400;

function useScrolledPast(threshold: number): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const update = () => setPast(window.scrollY > threshold);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [threshold]);
  return past;
}

export function VenueBottomBar({ venue }: { venue: VenueDetailView }) {
  const visible = useScrolledPast(BOTTOM_BAR_SCROLL_THRESHOLD_PX);
  if (!visible) return null;
  const price = startingPrice(venue);
  return (
    <section className="venue-bottom-bar" aria-label="Quick actions">
      <div className="container venue-bottom-bar__inner">
        <p className="venue-bottom-bar__name">
          <strong>{venueName(venue)}</strong>
          {price && <span className="venue-bottom-bar__price">{price}</span>}
        </p>
        <div className="venue-bottom-bar__actions">
          <AddToBriefButton venue={venue} />
          <Link className="button button--primary" to={paths.brief.getHref()}>
            Get Free Proposals
          </Link>
        </div>
      </div>
    </section>
  );
}
