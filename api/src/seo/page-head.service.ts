// Decides each client route's head on the server: venue pages from the venue, listing pages
// from their filters and results, private and unknown pages kept out of search engines.
import { Inject, Injectable } from '@nestjs/common';
import {
  CITY_SLUGS,
  SEARCH_ENGINE,
  type RouteMatch,
  type SearchEngine,
  type Venue,
  capacityBucketForGuests,
  categoryPlural,
  cityName,
  isListingPath,
  matchRoute,
  routeHref,
  venuePath,
} from '@venue-finder/core';
import { ApiConfig } from '../config/api-config';
import { MAX_PAGE } from '../venues';
import { VenueRepository } from '../venues';
import type { PageHead } from './page-head';

const SITE = 'Venue Finder';
const DEFAULT_DESCRIPTION =
  'Find, compare and shortlist meeting, conference and event venues across the UK. A free service with no booking fees: send one brief to every venue on your shortlist.';

const CITY = new Set<string>(CITY_SLUGS);

@Injectable()
export class PageHeadService {
  constructor(
    private readonly venues: VenueRepository,
    @Inject(SEARCH_ENGINE) private readonly engine: SearchEngine,
    private readonly config: ApiConfig,
  ) {}

  /**
   * Decided by the one route table: an address it does not know is a 404 here too, and a page
   * the table marks not indexable (a redirect, a form, anything behind a sign-in) is noindex
   * whatever its head would otherwise say.
   */
  async headFor(path: string, query: URLSearchParams): Promise<PageHead> {
    const match = matchRoute(path);
    if (!match) return this.notFound();
    const head = await this.headOf(match, path, query);
    return match.route.indexable ? head : { ...head, noindex: true };
  }

  private async headOf({ name, params }: RouteMatch, path: string, query: URLSearchParams): Promise<PageHead> {
    switch (name) {
      case 'venue':
      case 'legacyVenue':
        return this.venueHead(params.idOrSlug ?? params.slug ?? '');
      case 'v2CityVenue':
      case 'cityVenue': {
        const city = params.citySlug ?? params.city ?? '';
        return CITY.has(city) ? this.venueHead(params.slug ?? '') : this.notFound();
      }
      case 'claimVenue': {
        const venue = await this.venues.findByIdOrSlug(params.idOrSlug ?? '');
        return venue ? this.plain(`Claim ${venue.displayName} | ${SITE}`) : this.venueNotFound();
      }
      case 'compare':
        // A comparison is one planner's shortlist: crawlable, but every id combination is the
        // same page to a search engine, so all of them are canonical to /compare.
        return {
          status: 200,
          title: 'Compare venues side by side | Venue Finder',
          description:
            'Compare up to 5 meeting, conference and event venues side by side: capacities, day rates in GBP, location and availability. Free, with no booking fees.',
          canonical: this.config.absoluteUrl(routeHref('compare')),
          noindex: false,
        };
      case 'venues':
      case 'venuesByPath':
        return this.listingHead(path.split('/').filter(Boolean).slice(2).map(safeDecode), query);
      case 'home':
      case 'legacyVenues':
        return this.listingHead([], query);
      default:
        // Someone's own pages, sign-in, the owner portal and the admin screens: the route
        // table keeps them out of search engines.
        return this.plain(SITE);
    }
  }

  private notFound(): PageHead {
    return { ...this.plain('Page Not Found | Venue Finder'), status: 404, noindex: true };
  }

  private venueNotFound(): PageHead {
    return { status: 404, title: 'Venue Not Found', description: DEFAULT_DESCRIPTION, noindex: true };
  }

  private plain(title: string): PageHead {
    return { status: 200, title, description: DEFAULT_DESCRIPTION, noindex: false };
  }

  private async venueHead(idOrSlug: string): Promise<PageHead> {
    const venue = await this.venues.findByIdOrSlug(idOrSlug);
    if (!venue) return this.venueNotFound();
    const city = cityName(venue.city);
    const canonical = this.config.absoluteUrl(venuePath(venue));
    const image = venue.photoMain ?? venue.images[0];
    const capacity = venue.capacityMax > 0 ? ` for up to ${venue.capacityMax.toLocaleString('en-GB')} guests` : '';
    return {
      status: 200,
      title: `${venue.displayName}, ${city} | Event venue${capacity} | ${SITE}`,
      description: venue.descriptionShort || `${venue.displayName} is an event venue in ${city}${capacity}.`,
      canonical,
      noindex: venue.status !== 'published',
      image: image ? this.config.absoluteUrl(image) : undefined,
      ogType: 'place',
      jsonLd: [this.venueJsonLd(venue, canonical), this.breadcrumbs(venue)],
    };
  }

  private venueJsonLd(venue: Venue, url: string): object {
    return {
      '@context': 'https://schema.org',
      '@type': 'EventVenue',
      name: venue.displayName,
      description: venue.descriptionShort || undefined,
      url,
      image: venue.images.map((image) => this.config.absoluteUrl(image)),
      telephone: venue.contactPhone ?? undefined,
      address: {
        '@type': 'PostalAddress',
        streetAddress: [venue.addressLine1, venue.addressLine2].filter(Boolean).join(', '),
        addressLocality: cityName(venue.city),
        postalCode: venue.postcode,
        addressCountry: 'GB',
      },
      geo:
        venue.lat !== null && venue.lng !== null
          ? { '@type': 'GeoCoordinates', latitude: venue.lat, longitude: venue.lng }
          : undefined,
      maximumAttendeeCapacity: venue.capacityMax || undefined,
      aggregateRating:
        venue.rating !== null && venue.reviewCount > 0
          ? { '@type': 'AggregateRating', ratingValue: venue.rating, reviewCount: venue.reviewCount, bestRating: 5 }
          : undefined,
    };
  }

  private breadcrumbs(venue: Venue): object {
    const items = [
      { name: 'Venues', path: routeHref('venues') },
      { name: cityName(venue.city), path: routeHref('venues', {}, { city: venue.city }) },
      { name: venue.displayName, path: venuePath(venue) },
    ];
    return {
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: items.map((item, i) => ({
        '@type': 'ListItem',
        position: i + 1,
        name: item.name,
        item: this.config.absoluteUrl(item.path),
      })),
    };
  }

  private async listingHead(pathParams: string[], query: URLSearchParams): Promise<PageHead> {
    const [pathCity, pathCategory, pathCapacity] = pathParams;
    if (!isListingPath({ city: pathCity, category: pathCategory, capacity: pathCapacity })) return this.notFound();
    const city = pick(pathCity ?? query.get('city'), (v) => CITY.has(v));
    const category = pick(pathCategory ?? query.get('category'), (v) => categoryPlural(v) !== undefined);
    const bucket = capacityBucketForGuests(pathCapacity ?? query.get('capacity'));
    // Pages beyond the search's own limit are clamped to it, as the results page does.
    const page = Math.min(MAX_PAGE, Math.max(1, Number.parseInt(query.get('page') ?? '1', 10) || 1));
    const what = (category && categoryPlural(category)) || 'Meeting, conference and event venues';
    const where = city ? ` in ${cityName(city)}` : ' in the UK';
    const forWhom = bucket ? ` for ${bucket.label} people` : '';
    const { items, total } = await this.engine.search({
      city: city as never,
      category: category as never,
      capacity: bucket?.value,
      page,
      pageSize: 20,
      sort: 'relevance',
      withFacets: false,
    });
    const canonicalQuery = new URLSearchParams();
    if (city) canonicalQuery.set('city', city);
    if (category) canonicalQuery.set('category', category);
    if (bucket) canonicalQuery.set('capacity', String(bucket.value));
    if (page > 1) canonicalQuery.set('page', String(page));
    const canonical = this.config.absoluteUrl(routeHref('venues', {}, canonicalQuery));
    // Free text, advanced filters, other sorts and values no search understands make
    // near-duplicates of these pages.
    const narrowed =
      [...query.keys()].some((key) => !['city', 'category', 'capacity', 'page'].includes(key)) ||
      (query.has('city') && !city) ||
      (query.has('category') && !category) ||
      (query.has('capacity') && !bucket);
    const title = `${what}${where}${forWhom}${page > 1 ? ` (page ${page})` : ''} | ${SITE}`;
    const count = total.toLocaleString('en-GB');
    return {
      status: 200,
      title,
      description: `Compare ${count} ${what.toLowerCase()}${where}${forWhom}: capacities, day rates in GBP and facilities. Free service, no booking fees.`,
      canonical,
      noindex: narrowed || total === 0,
      image: items[0]?.photo_main ? this.config.absoluteUrl(items[0].photo_main) : undefined,
      jsonLd: [
        {
          '@context': 'https://schema.org',
          '@type': 'ItemList',
          name: title,
          numberOfItems: total,
          itemListElement: items.map((item, i) => ({
            '@type': 'ListItem',
            position: (page - 1) * 20 + i + 1,
            url: this.config.absoluteUrl(item.canonical_url),
            name: item.display_name,
          })),
        },
      ],
    };
  }
}

/** A malformed escape (%E0%A4) is kept as typed rather than failing the page. */
function safeDecode(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
}

function pick(value: string | null | undefined, valid: (v: string) => boolean): string | undefined {
  return value && valid(value) ? value : undefined;
}
