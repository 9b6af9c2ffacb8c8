import { Module } from '@nestjs/common';
import { BriefRepository } from './brief.repository';
import { BriefsController } from './briefs.controller';
import { BriefsService } from './briefs.service';
import { VenuesModule } from '../venues/venues.module';

@Module({
  imports: [VenuesModule],
  controllers: [BriefsController],
  providers: [BriefsService, BriefRepository],
  exports: [BriefRepository],
})
export class BriefsModule {}
