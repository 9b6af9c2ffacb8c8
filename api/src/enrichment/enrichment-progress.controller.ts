import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Phase1Progress, Phase2Progress } from './enrichment-progress.dto';
import { EnrichmentProgressService } from './enrichment-progress.service';

/** The footer banners' source: the state of the indexer's latest enrichment run per phase. */
@ApiTags('enrichment')
@Controller('api/v2')
export class EnrichmentProgressController {
  constructor(private readonly enrichment: EnrichmentProgressService) {}

  @Get('enrichment-progress')
  @ApiOperation({ summary: 'Progress of enrichment phase 1 (normalise, geocode, quality score)' })
  @ApiOkResponse({ type: Phase1Progress })
  async phase1(): Promise<Phase1Progress> {
    const { done, ...progress } = await this.enrichment.progress(1);
    return { ...progress, enriched: done };
  }

  @Get('phase2-progress')
  @ApiOperation({ summary: 'Progress of enrichment phase 2 (nearby transport, attractions, related searches)' })
  @ApiOkResponse({ type: Phase2Progress })
  async phase2(): Promise<Phase2Progress> {
    const { done, ...progress } = await this.enrichment.progress(2);
    return { ...progress, complete: done };
  }
}
