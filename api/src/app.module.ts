import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { dataSourceOptions } from '@venue-finder/core';
import { ApiConfig } from './config/api-config';
import { ConfigModule } from './config/config.module';
import { EnrichmentModule } from './enrichment/enrichment.module';
import { GeocodingModule } from './geocoding/geocoding.module';
import { HealthModule } from './health/health.module';
import { SearchModule } from './search/search.module';
import { SeoModule } from './seo/seo.module';
import { SuggestionsModule } from './suggestions/suggestions.module';
import { VenuesModule } from './venues/venues.module';

@Module({
  imports: [
    ConfigModule,
    TypeOrmModule.forRootAsync({
      inject: [ApiConfig],
      useFactory: (config: ApiConfig) => dataSourceOptions(config.databaseUrl, config.dbPoolSize),
    }),
    SearchModule,
    GeocodingModule,
    VenuesModule,
    SuggestionsModule,
    EnrichmentModule,
    HealthModule,
    SeoModule,
  ],
})
export class AppModule {}
