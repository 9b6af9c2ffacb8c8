import { Controller, Get, Header } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { CATEGORY_SLUGS, CITY_SLUGS, routeHref, venuePath } from '@venue-finder/core';
import { ApiConfig } from '../config/api-config';
import { VenueRepository } from '../venues/venue.repository';

const xmlEscape = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

/** What search engines read first: robots.txt, and a sitemap of every published venue and listing page. */
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

  @Get('sitemap.xml')
  @Header('Content-Type', 'application/xml; charset=utf-8')
  @Header('Cache-Control', 'public, max-age=3600')
  async sitemap(): Promise<string> {
    const base = this.config.publicUrl;
    const listings = [
      routeHref('venues'),
      ...CITY_SLUGS.map((city) => routeHref('venues', {}, { city })),
      ...CITY_SLUGS.flatMap((city) => CATEGORY_SLUGS.map((category) => routeHref('venues', {}, { city, category }))),
    ].map((path) => `<url><loc>${xmlEscape(base + path)}</loc><changefreq>daily</changefreq></url>`);
    const venues = (await this.venues.publishedSlugs()).map(
      (v) =>
        `<url><loc>${xmlEscape(base + venuePath(v))}</loc><lastmod>${v.updatedAt.toISOString().slice(0, 10)}</lastmod></url>`,
    );
    return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${[...listings, ...venues].join('\n')}\n</urlset>\n`;
  }
}
