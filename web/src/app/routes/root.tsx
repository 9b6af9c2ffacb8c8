// The frame every route renders in, with the feature parts of the header and footer plugged in,
// and the compare bar on every page but the comparison itself.
import { Suspense } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router-dom';
import { SiteLayout } from '../../components/layouts/site-layout';
import { paths } from '../../config/paths';
import { AccountLinks } from '../../features/auth/components/account-links';
import { CompareBar } from '../../features/compare/components/compare-bar';
import { EnrichmentBanners } from '../../features/enrichment/components/enrichment-banners';
import { GlobalSearchForm } from '../../features/global-search/components/global-search-form';

export function RootRoute() {
  const { pathname } = useLocation();
  return (
    <>
      <SiteLayout search={<GlobalSearchForm />} account={<AccountLinks />} footerBanners={<EnrichmentBanners />}>
        <Suspense
          fallback={
            <p className="container page page-loading" role="status">
              Loading…
            </p>
          }
        >
          <Outlet />
        </Suspense>
      </SiteLayout>
      {pathname !== paths.compare.path && <CompareBar />}
      <ScrollRestoration />
    </>
  );
}
