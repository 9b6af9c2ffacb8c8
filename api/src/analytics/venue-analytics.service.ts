// Counting visitors' activity (the beacon) and reading a venue's analytics (its owner, or an
// administrator: to another owner the venue does not exist).
import { Injectable } from '@nestjs/common';
import type { AnalyticsPeriod } from '@venue-finder/contract';
import { ApiConfig } from '../config/api-config';
import type { SessionUser } from '../kernel/session-user';
import { addDays, londonDay } from './london-day';
import { type ActivityVisitor, VenueActivityCounter } from './venue-activity-counter';
import { VenueActivityRepository } from './venue-activity.repository';
import { ActivityBeaconLimiter } from './activity-beacon-limiter';
import {
  type ActivityBeaconRequest,
  type VenueAnalyticsResponse,
  mapRank,
  mapVenueDay,
  totalsOf,
} from './venue-activity.dto';
import { VenueAnalyticsException } from './venue-analytics.exception';
import { Clock } from '../kernel/clock';

@Injectable()
export class VenueAnalyticsService {
  constructor(
    private readonly counter: VenueActivityCounter,
    private readonly limiter: ActivityBeaconLimiter,
    private readonly repository: VenueActivityRepository,
    private readonly config: ApiConfig,
    private readonly clock: Clock,
  ) {}

  /**
   * Counts a beacon's events in memory (the flusher adds them to the database). What a venue's own
   * owner does with it is not counted, nor anything an administrator does: they are not visitors.
   * Who is signed in is asked only after the client's limit is checked, so a flood of beacons with
   * forged session cookies is refused before it costs a query.
   */
  async record(
    visitor: ActivityVisitor,
    beacon: ActivityBeaconRequest,
    whoIsSignedIn: () => Promise<SessionUser | null>,
  ): Promise<void> {
    this.limiter.consume(visitor.client, this.clock.now().getTime());
    const signedIn = await whoIsSignedIn();
    if (signedIn?.userType === 'admin') return;
    let events = beacon.events.map((event) => ({ kind: event.kind, venueId: event.venue_id.toLowerCase() }));
    if (signedIn) {
      const own = await this.repository.ownedAmong(signedIn.id, [...new Set(events.map((e) => e.venueId))]);
      events = events.filter((event) => !own.has(event.venueId));
    }
    this.counter.record(visitor, events);
  }

  async analytics(user: SessionUser, venueId: string, days: AnalyticsPeriod): Promise<VenueAnalyticsResponse> {
    const venue = await this.repository.ownerOf(venueId);
    if (!venue || (user.userType !== 'admin' && venue.ownerId !== user.id)) {
      throw VenueAnalyticsException.notFound(venueId);
    }
    const to = londonDay(this.clock.now().getTime());
    const from = addDays(to, -(days - 1));
    const [figures, rank] = await Promise.all([
      this.repository.figures(venueId, from, to),
      this.repository.viewsRank(venueId, from, to),
    ]);
    const daily = figures.map(mapVenueDay);
    return {
      venue_id: venueId,
      venue_name: venue.name,
      days,
      from,
      to,
      totals: totalsOf(daily),
      daily,
      views_rank: mapRank(rank),
      delay_seconds: Math.ceil(this.config.analytics.flushMs / 1000),
    };
  }
}
