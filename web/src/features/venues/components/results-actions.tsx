// The three ways on from a page of results: shortlist them in a brief, download a venue pack of
// them, or talk to an expert.
import { Link } from 'react-router-dom';
import { VenuePackButton } from '../../../components/venue/venue-pack-button';
import { paths } from '../../../config/paths';
import { site } from '../../../config/site';
import { MAX_VENUE_PACK_VENUES } from '../../../lib/venue-pack';

export function ResultsActions({ venueIds }: { venueIds: readonly string[] }) {
  const packIds = venueIds.slice(0, MAX_VENUE_PACK_VENUES);

  return (
    <section className="results-actions" aria-labelledby="results-actions-heading">
      <h2 id="results-actions-heading" className="results-actions__heading">
        Ready for the next step?
      </h2>
      <div className="results-actions__buttons">
        <Link className="button button--primary" to={paths.brief.getHref()}>
          Create Shortlist
        </Link>
        <VenuePackButton venueIds={packIds} describedBy="results-actions-pack-note" />
        <a className="button button--secondary" href={`tel:${site.phone.tel}`}>
          Ask an Expert
          <span className="visually-hidden"> on {site.phone.display}</span>
        </a>
      </div>
      <p className="results-actions__note" id="results-actions-pack-note">
        The venue pack is a PDF of the first {packIds.length || MAX_VENUE_PACK_VENUES} venues on this page.
      </p>
      <p className="results-actions__note">Free, impartial advice from our venue team on {site.phone.display}.</p>
    </section>
  );
}
