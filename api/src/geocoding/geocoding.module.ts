import { Global, Logger, Module } from '@nestjs/common';
import { GEOCODER, geocoderFromConfig } from '@venue-finder/core';
import { DataSource } from 'typeorm';
import { Clock } from '../kernel/clock';
import { ApiConfig } from '../config/api-config';

/** The configured Geocoder (offline centroids, or postcodes.io behind the PostgreSQL cache). */
@Global()
@Module({
  providers: [
    {
      provide: GEOCODER,
      inject: [ApiConfig, DataSource, Clock],
      useFactory: (config: ApiConfig, dataSource: DataSource, clock: Clock) =>
        geocoderFromConfig(config.geocoder, dataSource, new Logger('Geocoder'), () => clock.now()),
    },
  ],
  exports: [GEOCODER],
})
export class GeocodingModule {}
