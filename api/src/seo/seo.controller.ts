import { Controller, Get, Header, NotFoundException, Param } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { CATEGORY_SLUGS, CITY_SLUGS, routeHref, venuePath } from '@venue-finder/core';
import { ApiConfig } from '../config/api-config';
import { VenueRepository } from '../venues';

const xmlEscape = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

/** The most addresses one sitemap file may hold (sitemaps.org). */
export const SITEMAP_MAX_URLS = 50_000;

/** How many venue files the sitemap index lists for this many published venues (at least one). */
export const venueSitemapFiles = (published: number): number => Math.max(1, Math.ceil(published / SITEMAP_MAX_URLS));

/**
 * What search engines read first: robots.txt, and a sitemap index of every published venue and
 * listing page, in files of at most 50,000 addresses.
 */
@ApiExcludeController()
@Controller()
export class SeoController {
  constructor(
    private readonly venues: VenueRepository,
    private readonly config: ApiConfig,
  ) {}

  @Get('robots.txt')
  @Header('Content-Type', 'text/plain; charset=utf-8')
  robots(): string {
    return [
      'User-agent: *',
      'Allow: /',
      ...['/api/', '/admin', '/owners/', '/auth/', '/dev/', '/v2/brief', '/v2/enquire/'].map(
        (path) => `Disallow: ${path}`,
      ),
      `Sitemap: ${this.config.publicUrl}/sitemap.xml`,
      '',
    ].join('\n');
  }

  /** A sitemap index: the listing pages' file, and the venues' files of at most 50,000 each. */
  @Get('sitemap.xml')
  @Header('Content-Type', 'application/xml; charset=utf-8')
  @Header('Cache-Control', 'public, max-age=3600')
  async sitemapIndex(): Promise<string> {
    const base = this.config.publicUrl;
    const files = venueSitemapFiles(await this.venues.countPublished());
    const paths = [
      '/sitemaps/listings.xml',
      ...Array.from({ length: files }, (_, i) => `/sitemaps/venues-${i + 1}.xml`),
    ];
    const entries = paths.map((path) => `<sitemap><loc>${xmlEscape(base + path)}</loc></sitemap>`);
    return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</sitemapindex>\n`;
  }

  @Get('sitemaps/listings.xml')
  @Header('Content-Type', 'application/xml; charset=utf-8')
  @Header('Cache-Control', 'public, max-age=3600')
  listings(): string {
    const base = this.config.publicUrl;
    return urlset(
      [
        routeHref('venues'),
        ...CITY_SLUGS.map((city) => routeHref('venues', {}, { city })),
        ...CITY_SLUGS.flatMap((city) => CATEGORY_SLUGS.map((category) => routeHref('venues', {}, { city, category }))),
      ].map((path) => `<url><loc>${xmlEscape(base + path)}</loc><changefreq>daily</changefreq></url>`),
    );
  }

  /** The venues' file `n` (from 1), in slug order; a file past the last is a 404. */
  @Get('sitemaps/venues-:n.xml')
  @Header('Content-Type', 'application/xml; charset=utf-8')
  @Header('Cache-Control', 'public, max-age=3600')
  async venueSitemap(@Param('n') n: string): Promise<string> {
    const page = /^[1-9]\d{0,5}$/.test(n) ? Number(n) : 0;
    const venues = page
      ? await this.venues.publishedSlugs({ offset: (page - 1) * SITEMAP_MAX_URLS, limit: SITEMAP_MAX_URLS })
      : [];
    if (venues.length === 0 && page !== 1) throw new NotFoundException(`There is no sitemap file venues-${n}.xml.`);
    const base = this.config.publicUrl;
    return urlset(
      venues.map(
        (v) =>
          `<url><loc>${xmlEscape(base + venuePath(v))}</loc><lastmod>${v.updatedAt.toISOString().slice(0, 10)}</lastmod></url>`,
      ),
    );
  }
}

function urlset(urls: string[]): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}
