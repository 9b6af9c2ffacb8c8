import { Module } from '@nestjs/common';
import { BriefRepository } from './brief.repository';
import { BriefsController } from './briefs.controller';
import { BriefsService } from './briefs.service';

@Module({
  controllers: [BriefsController],
  providers: [BriefsService, BriefRepository],
  exports: [BriefRepository],
})
export class BriefsModule {}
