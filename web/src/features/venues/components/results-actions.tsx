// The three ways on from a page of results: shortlist them in a brief, download a venue pack of
// them, or talk to an expert.
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { site } from '../../../config/site';
import { createVenuePack, MAX_VENUE_PACK_VENUES } from '../api/search-venues';

export const VENUE_PACK_FAILURE_MESSAGE = 'Venue pack generation coming soon!';

/** Opens the pack in a new tab, or here when the browser blocks the new tab. */
function openPack(url: string) {
  // Not the 'noopener' feature: with it window.open always returns null, hiding a blocked popup.
  const opened = window.open(url, '_blank');
  if (opened) opened.opener = null;
  else window.location.assign(url);
}

export function ResultsActions({ venueIds }: { venueIds: readonly string[] }) {
  const [busy, setBusy] = useState(false);
  const packIds = venueIds.slice(0, MAX_VENUE_PACK_VENUES);

  async function downloadPack() {
    setBusy(true);
    try {
      const url = await createVenuePack(packIds);
      if (url) openPack(url);
      else window.alert(VENUE_PACK_FAILURE_MESSAGE);
    } catch (error) {
      console.error('Venue pack failed', error);
      window.alert(VENUE_PACK_FAILURE_MESSAGE);
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="results-actions" aria-labelledby="results-actions-heading">
      <h2 id="results-actions-heading" className="results-actions__heading">
        Ready for the next step?
      </h2>
      <div className="results-actions__buttons">
        <Link className="button button--primary" to={paths.brief.getHref()}>
          Create Shortlist
        </Link>
        <button
          className="button button--secondary"
          type="button"
          onClick={downloadPack}
          disabled={busy || packIds.length === 0}
          aria-busy={busy}
          aria-describedby="results-actions-pack-note"
        >
          {busy ? 'Preparing Venue Pack…' : 'Download Venue Pack'}
        </button>
        <a className="button button--secondary" href={`tel:${site.phone.tel}`}>
          Ask an Expert
          <span className="visually-hidden"> on {site.phone.display}</span>
        </a>
      </div>
      <p className="results-actions__note" id="results-actions-pack-note">
        The venue pack is a PDF of the first {packIds.length || MAX_VENUE_PACK_VENUES} venues on this page.
      </p>
      <p className="results-actions__note">
        Free, impartial advice from our venue team on {site.phone.display}. We reply to enquiries in about 3 hours.
      </p>
    </section>
  );
}
