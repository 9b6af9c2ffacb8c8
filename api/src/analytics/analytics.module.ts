import { Module } from '@nestjs/common';
import { Clock } from '../kernel/clock';
import { ApiConfig } from '../config/api-config';
import { ActivityBeaconLimiter } from './activity-beacon-limiter';
import { ActivityController } from './activity.controller';
import { VenueActivityCounter } from './venue-activity-counter';
import { VenueActivityFlusher } from './venue-activity-flusher';
import { VenueActivityRepository } from './venue-activity.repository';
import { VenueAnalyticsController } from './venue-analytics.controller';
import { VenueAnalyticsService } from './venue-analytics.service';

/**
 * Owners' analytics (issue #36): visitors' activity counted in memory per venue per day and
 * flushed in batches (never a write inside a request), and the figures an owner reads.
 */
@Module({
  controllers: [ActivityController, VenueAnalyticsController],
  providers: [
    {
      provide: VenueActivityCounter,
      inject: [ApiConfig, Clock],
      useFactory: (config: ApiConfig, clock: Clock) =>
        new VenueActivityCounter({ dedupeWindowMs: config.analytics.dedupeWindowMs, now: () => clock.now().getTime() }),
    },
    ActivityBeaconLimiter,
    VenueActivityRepository,
    VenueActivityFlusher,
    VenueAnalyticsService,
  ],
  exports: [VenueActivityCounter, VenueActivityFlusher],
})
export class AnalyticsModule {}
