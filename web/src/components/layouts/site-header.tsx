// Header of every page: logo, global search, Brief (with its count), phone, owner links and the
// sign-in state (handed in by the app). On
// narrow screens the links fold behind a Menu button.
import { useId, useState, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { paths } from '../../config/paths';
import { site } from '../../config/site';
import { useBrief } from '../../lib/brief-store';

function BriefLink() {
  const count = useBrief().items.length;
  return (
    <Link className="site-nav__link brief-link" to={paths.brief.getHref()}>
      Brief{' '}
      <span className="badge" aria-hidden="true">
        {count}
      </span>
      <span className="visually-hidden">{` (${count} ${count === 1 ? 'venue' : 'venues'})`}</span>
    </Link>
  );
}

export function SiteHeader({ search, account }: { search: ReactNode; account: ReactNode }) {
  const menuId = useId();
  const [menuOpen, setMenuOpen] = useState(false);
  // Following a link closes the menu.
  const { pathname, search: query } = useLocation();
  const [shownAddress, setShownAddress] = useState(pathname + query);
  if (shownAddress !== pathname + query) {
    setShownAddress(pathname + query);
    setMenuOpen(false);
  }

  return (
    <header className="site-header">
      <div className="container site-header__inner">
        <Link className="logo" to={paths.venues.getHref()}>
          <svg className="logo__mark" viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" focusable="false">
            <rect width="32" height="32" rx="7" fill="currentColor" />
            <path
              d="M16 6c-4.4 0-8 3.4-8 7.7C8 19.5 16 26 16 26s8-6.5 8-12.3C24 9.4 20.4 6 16 6zm0 10.7a3 3 0 1 1 0-6 3 3 0 0 1 0 6z"
              fill="#fff"
            />
          </svg>
          <span>{site.name}</span>
        </Link>
        <div className="site-header__search">{search}</div>
        <nav className={`site-nav${menuOpen ? ' site-nav--open' : ''}`} aria-label="Main">
          <button
            className="site-nav__toggle button button--quiet"
            type="button"
            aria-expanded={menuOpen}
            aria-controls={menuId}
            onClick={() => setMenuOpen(!menuOpen)}
          >
            <span className="site-nav__toggle-icon" aria-hidden="true" />
            Menu
          </button>
          <ul className="site-nav__list" id={menuId}>
            <li>
              <BriefLink />
            </li>
            <li>
              <a className="site-nav__link" href={`tel:${site.phone.tel}`}>
                <span className="visually-hidden">Call us on </span>
                <span aria-hidden="true">☎ </span>
                {site.phone.display}
              </a>
            </li>
            <li>
              <Link className="site-nav__link" to={paths.ownerRegisterVenue.getHref()}>
                List Your Venue
              </Link>
            </li>
            {account}
            <li>
              <Link className="button button--primary" to={paths.brief.getHref()}>
                Get Free Proposals
              </Link>
            </li>
          </ul>
        </nav>
      </div>
    </header>
  );
}
