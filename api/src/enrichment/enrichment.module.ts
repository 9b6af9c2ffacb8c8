import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { EnrichmentRun } from '@venue-finder/core';
import { EnrichmentProgressController } from './enrichment-progress.controller';

@Module({
  imports: [TypeOrmModule.forFeature([EnrichmentRun])],
  controllers: [EnrichmentProgressController],
})
export class EnrichmentModule {}
