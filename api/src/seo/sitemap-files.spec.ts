import { SITEMAP_MAX_URLS, venueSitemapFiles } from './seo.controller';

describe('The sitemap index', () => {
  it('lists one venue file per 50,000 published venues, and one even when there are none', () => {
    expect(SITEMAP_MAX_URLS).toBe(50_000);
    expect([0, 1, 50_000, 50_001, 100_000, 100_001, 1_000_000].map(venueSitemapFiles)).toEqual([1, 1, 1, 2, 2, 3, 20]);
  });
});
