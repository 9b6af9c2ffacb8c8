import { Module } from '@nestjs/common';
import { VenuesModule } from '../venues/venues.module';
import { VenuePackController } from './venue-pack.controller';
import { VenuePackRepository } from './venue-pack.repository';
import { VenuePackService } from './venue-pack.service';

@Module({
  imports: [VenuesModule],
  controllers: [VenuePackController],
  providers: [VenuePackService, VenuePackRepository],
})
export class VenuePackModule {}
