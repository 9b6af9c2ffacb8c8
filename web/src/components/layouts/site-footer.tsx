// Footer of every page: how to reach a person, what the service is (nothing it does not keep),
// and any live banners.
import type { ReactNode } from 'react';
import { site } from '../../config/site';

export function SiteFooter({ banners }: { banners: ReactNode }) {
  return (
    <footer className="site-footer">
      {banners}
      <div className="container site-footer__inner">
        <div>
          <p className="site-footer__name">{site.name}</p>
          <p>
            A free service for event planners — {site.reach}: no booking fees, and one brief for every venue on your
            shortlist.
          </p>
          <ul className="site-footer__figures" aria-label="Venue Finder in figures">
            {site.figures.map((figure) => (
              <li key={figure.label}>
                <strong>{figure.value}</strong> {figure.label}
              </li>
            ))}
          </ul>
        </div>
        <address className="site-footer__contact">
          <p>
            Call us: <a href={`tel:${site.phone.tel}`}>{site.phone.display}</a>
          </p>
          <p>
            Email: <a href={`mailto:${site.enquiriesEmail}`}>{site.enquiriesEmail}</a>
          </p>
        </address>
      </div>
    </footer>
  );
}
