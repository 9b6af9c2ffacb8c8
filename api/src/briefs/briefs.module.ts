import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Venue } from '@venue-finder/core';
import { BriefRepository } from './brief.repository';
import { BriefsController } from './briefs.controller';
import { BriefsService } from './briefs.service';
import { VenueSelection } from './venue-selection';

/** Briefs, and the venue selection every feature taking venue ids checks them with. */
@Module({
  imports: [TypeOrmModule.forFeature([Venue])],
  controllers: [BriefsController],
  providers: [BriefsService, BriefRepository, VenueSelection],
  exports: [BriefRepository, VenueSelection],
})
export class BriefsModule {}
