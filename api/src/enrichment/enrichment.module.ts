import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { EnrichmentRun } from '@venue-finder/core';
import { EnrichmentProgressController } from './enrichment-progress.controller';
import { EnrichmentProgressService } from './enrichment-progress.service';

@Module({
  imports: [TypeOrmModule.forFeature([EnrichmentRun])],
  controllers: [EnrichmentProgressController],
  providers: [EnrichmentProgressService],
})
export class EnrichmentModule {}
