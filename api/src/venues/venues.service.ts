import { Inject, Injectable } from '@nestjs/common';
import {
  DEFAULT_RADIUS_KM,
  GEOCODER,
  type Geocoder,
  SEARCH_ENGINE,
  type SearchEngine,
  type VenueCard,
  type VenueSearchFilters,
  type VenueSearchResult,
  geocodeFailureMessage,
} from '@venue-finder/core';
import {
  type EventType,
  NEARBY_FREE_DAYS,
  type VenueAvailabilityResponse,
  dayNumber,
  dayOfNumber,
} from '@venue-finder/contract';
import { Clock } from '../kernel/clock';
import { ApiConfig } from '../config/api-config';
import { searchDates } from './search-dates';
import { londonDay } from '../analytics';
import { calendarWindow } from '../venue-calendar';
import { mapVenueDetail, type VenueDetailView } from './venue-detail.dto';
import type { VenueSearchParams } from './venue-search.dto';
import { VenueException } from './venue.exception';
import { VenueRepository } from './venue.repository';
import { ResponseFiguresCache } from '../venue-enquiries';
import { SearchReadiness } from '../search';
import { VenueReviewRepository } from '../venue-enquiries';

/** How far around the planner's date Check availability looks for free days. */
const NEARBY_DAYS_BEFORE = 7;
const NEARBY_DAYS_AFTER = 21;

/** The venue page shows the latest approved reviews, not all of them. */
export const PLANNER_REVIEWS_SHOWN = 10;

@Injectable()
export class VenuesService {
  constructor(
    @Inject(SEARCH_ENGINE) private readonly engine: SearchEngine,
    @Inject(GEOCODER) private readonly geocoder: Geocoder,
    private readonly venues: VenueRepository,
    private readonly config: ApiConfig,
    private readonly figures: ResponseFiguresCache,
    private readonly reviews: VenueReviewRepository,
    private readonly readiness: SearchReadiness,
    private readonly clock: Clock,
  ) {}

  /**
   * Published venues only (the index holds nothing else): a page of results with exact facets,
   * a short list (`limit`, for similar-venue grids), or the cards of `ids` in their order.
   */
  async search(params: VenueSearchParams): Promise<VenueSearchResult> {
    const result = await this.searchEngine(params);
    return { ...result, items: await this.withResponseFigures(result.items) };
  }

  /** Each card with how its venue answers enquiries (null until it has enough to say). */
  private async withResponseFigures(items: VenueCard[]): Promise<VenueCard[]> {
    const figures = await this.figures.of(items.map((item) => item.id));
    return items.map((item) => ({ ...item, response: figures.get(item.id) ?? null }));
  }

  private async searchEngine(params: VenueSearchParams): Promise<VenueSearchResult> {
    if (params.ids) {
      const items = await this.engine.cards(params.ids);
      return { items, total: items.length };
    }
    this.readiness.assertReady();
    const filters = await this.filters(params);
    if (params.limit) {
      const { items, total } = await this.engine.search({
        ...filters,
        page: 1,
        pageSize: params.limit,
        sort: params.sort,
        withFacets: false,
      });
      return { items, total };
    }
    return this.engine.search({
      ...filters,
      page: params.page,
      pageSize: params.pageSize,
      sort: params.sort,
      withFacets: params.with_facets !== false,
    });
  }

  async detail(idOrSlug: string): Promise<VenueDetailView> {
    const venue = await this.venues.findByIdOrSlug(idOrSlug);
    if (!venue) throw VenueException.notFound(idOrSlug);
    const detail = mapVenueDetail(venue, this.config.publicUrl, await this.venues.programmeOf(venue.id));
    const [figures, reviews] = await Promise.all([
      this.figures.of([venue.id]),
      this.reviews.approvedOf(venue.id, PLANNER_REVIEWS_SHOWN),
    ]);
    return {
      ...detail,
      response: figures.get(venue.id) ?? null,
      planner_reviews: reviews.map((r) => ({
        rating: r.rating,
        text: r.body,
        event_type: r.eventType as EventType | null,
        event_month: r.eventMonth.slice(0, 7),
      })),
    };
  }

  /**
   * Check availability: whether the venue is free on the planner's date (today when none is
   * given) and, when its owner keeps the calendar, its free days nearest that date, from today
   * to three weeks after it (the nearest first chosen, then shown in order).
   */
  async availability(idOrSlug: string, date?: string): Promise<VenueAvailabilityResponse> {
    const venue = await this.venues.findByIdOrSlug(idOrSlug);
    if (!venue) throw VenueException.notFound(idOrSlug);
    const now = this.clock.now();
    const { from: day } = searchDates({ date: date ?? londonDay(now) }, now)!;
    const { keepsCalendar, takenDays } = await this.venues.availabilityOf(venue.id);
    const taken = new Set(takenDays);
    const asked = dayNumber(day);
    const response = { date: day, keeps_calendar: keepsCalendar };
    if (!keepsCalendar) return { ...response, free_on_date: taken.has(asked) ? false : null, nearby_free_days: [] };
    const first = Math.max(dayNumber(londonDay(now)), asked - NEARBY_DAYS_BEFORE);
    const free: number[] = [];
    const last = Math.min(asked + NEARBY_DAYS_AFTER, dayNumber(calendarWindow(now).latest));
    for (let d = first; d <= last; d++) if (!taken.has(d)) free.push(d);
    const nearest = free
      .sort((a, b) => Math.abs(a - asked) - Math.abs(b - asked) || a - b)
      .slice(0, NEARBY_FREE_DAYS)
      .sort((a, b) => a - b);
    return { ...response, free_on_date: !taken.has(asked), nearby_free_days: nearest.map(dayOfNumber) };
  }

  /** Same city first, then overlapping capacity and a shared category, then nearest. */
  async similar(idOrSlug: string, limit: number): Promise<VenueCard[]> {
    const venue = await this.venues.findByIdOrSlug(idOrSlug);
    if (!venue) throw VenueException.notFound(idOrSlug);
    const cards = await this.engine.similar(
      {
        id: venue.id,
        city: venue.city,
        categories: [...new Set([venue.primaryCategory, ...venue.categories])],
        capacityMin: venue.capacityMin,
        capacityMax: venue.capacityMax,
        geo: venue.lat !== null && venue.lng !== null ? { lat: venue.lat, lng: venue.lng } : null,
      },
      limit,
    );
    return this.withResponseFigures(cards);
  }

  private async filters(params: VenueSearchParams): Promise<VenueSearchFilters> {
    const filters = params.toFilters();
    const { min, max } = filters.budget ?? {};
    if (min !== undefined && max !== undefined && min > max) throw VenueException.budgetRange();
    const dates = searchDates(params, this.clock.now());
    if (dates) filters.dates = dates;
    if (params.near) {
      const located = await this.geocoder.locate(params.near);
      if (!located.found) throw VenueException.postcodeNotLocated(geocodeFailureMessage(located));
      filters.near = { lat: located.lat, lng: located.lng, radiusKm: params.radius_km ?? DEFAULT_RADIUS_KM };
    }
    return filters;
  }
}
