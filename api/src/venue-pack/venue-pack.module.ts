import { Module } from '@nestjs/common';
import { MediaModule } from '../media/media.module';
import { VenuesModule } from '../venues/venues.module';
import { VenuePackController } from './venue-pack.controller';
import { VenuePackRepository } from './venue-pack.repository';
import { VenuePackService } from './venue-pack.service';

@Module({
  imports: [MediaModule, VenuesModule],
  controllers: [VenuePackController],
  providers: [VenuePackService, VenuePackRepository],
})
export class VenuePackModule {}
