// The frame every route renders in, with the feature parts of the header and footer plugged in.
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { SiteLayout } from '../../components/layouts/site-layout';
import { EnrichmentBanners } from '../../features/enrichment/components/enrichment-banners';
import { GlobalSearchForm } from '../../features/global-search/components/global-search-form';

export function RootRoute() {
  return (
    <>
      <SiteLayout search={<GlobalSearchForm />} footerBanners={<EnrichmentBanners />}>
        <Outlet />
      </SiteLayout>
      <ScrollRestoration />
    </>
  );
}
