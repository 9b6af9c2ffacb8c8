// The frame of every page: skip link, header, main content, footer. Feature-specific parts
// (the search box, the progress banners) are handed in by the app so this stays shared.
import type { ReactNode } from 'react';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

const MAIN_ID = 'main';

interface SiteLayoutProps {
  search: ReactNode;
  account: ReactNode;
  footerBanners: ReactNode;
  /** False while the app is still taking over a page the server rendered. */
  interactive: boolean;
  children: ReactNode;
}

export function SiteLayout({ search, account, footerBanners, interactive, children }: SiteLayoutProps) {
  return (
    <div className="site">
      <a
        className="skip-link"
        href={`#${MAIN_ID}`}
        onClick={(event) => {
          // Move focus without touching the URL, which the router owns.
          event.preventDefault();
          document.getElementById(MAIN_ID)?.focus();
        }}
      >
        Skip to main content
      </a>
      {/* Until the app has taken over a page the server rendered, its buttons and fields would
          do nothing, or lose what a visitor chose when the app takes over: they are disabled
          until then. Links work as links all along. */}
      <fieldset className="site__controls" disabled={!interactive}>
        <SiteHeader search={search} account={account} />
        <main id={MAIN_ID} className="site-main" tabIndex={-1}>
          {children}
        </main>
        <SiteFooter banners={footerBanners} />
      </fieldset>
    </div>
  );
}
