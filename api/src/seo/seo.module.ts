import { Module } from '@nestjs/common';
import { VenuesModule } from '../venues/venues.module';
import { PageHeadService } from './page-head.service';
import { SeoController } from './seo.controller';

@Module({
  imports: [VenuesModule],
  controllers: [SeoController],
  providers: [PageHeadService],
  exports: [PageHeadService],
})
export class SeoModule {}
