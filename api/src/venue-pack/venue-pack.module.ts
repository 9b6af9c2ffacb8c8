import { Module } from '@nestjs/common';
import { BriefsModule } from '../briefs/briefs.module';
import { VenuePackController } from './venue-pack.controller';
import { VenuePackRepository } from './venue-pack.repository';
import { VenuePackService } from './venue-pack.service';

@Module({
  imports: [BriefsModule],
  controllers: [VenuePackController],
  providers: [VenuePackService, VenuePackRepository],
})
export class VenuePackModule {}
