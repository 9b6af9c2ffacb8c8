// The frame every route renders in, with the feature parts of the header and footer plugged in,
// and the compare bar on every page but the comparison itself.
import { Suspense, use, useCallback, useEffect, useState } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router-dom';
import { SiteLayout } from '../../components/layouts/site-layout';
import { paths } from '../../config/paths';
import { AccountLinks } from '../../features/auth/components/account-links';
import { CompareBar } from '../../features/compare/components/compare-bar';
import { EnrichmentBanners } from '../../features/enrichment/components/enrichment-banners';
import { GlobalSearchForm } from '../../features/global-search/components/global-search-form';
import { ServerStateContext } from '../../lib/server-state';

/** Says, once its effects run, that everything rendered before it has run its own. */
function AfterPage({ onMounted }: { onMounted: () => void }) {
  useEffect(onMounted, [onMounted]);
  return null;
}

export function RootRoute() {
  const { pathname } = useLocation();
  const serverState = use(ServerStateContext);
  // A page the server rendered is interactive once the page itself has taken over, not when the
  // frame around it has: the page hydrates in its own Suspense boundary, and a filter changed
  // before the page's effects have run (the results page's search is started by them) would
  // change the address and never search. So the controls wait for the page's effects; a page
  // the browser renders itself is interactive from the start.
  const [interactive, setInteractive] = useState(() => serverState.current === undefined);
  const markInteractive = useCallback(() => setInteractive(true), []);
  return (
    <>
      <SiteLayout
        search={<GlobalSearchForm />}
        account={<AccountLinks />}
        footerBanners={<EnrichmentBanners />}
        interactive={interactive}
      >
        <Suspense
          fallback={
            <p className="container page page-loading" role="status">
              Loading…
            </p>
          }
        >
          <Outlet />
          <AfterPage onMounted={markInteractive} />
        </Suspense>
      </SiteLayout>
      {pathname !== paths.compare.path && <CompareBar />}
      <ScrollRestoration />
    </>
  );
}
