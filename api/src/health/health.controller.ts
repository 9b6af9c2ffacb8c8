import { Controller, Get, HttpStatus, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { HealthReport } from './health.dto';
import { HealthService } from './health.service';

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(private readonly reporter: HealthService) {}

  @Get()
  @ApiOperation({
    summary: 'Database, search engine and indexer lag; 503 when a dependency is down or search is not ready yet',
  })
  @ApiOkResponse({ type: HealthReport })
  @ApiServiceUnavailableResponse({
    type: HealthReport,
    description:
      'The database or the search engine is down, or this process is still reading its copy of the search index',
  })
  async health(@Res({ passthrough: true }) response: Response): Promise<HealthReport> {
    const report = await this.reporter.report();
    if (report.status !== 'ok') response.status(HttpStatus.SERVICE_UNAVAILABLE);
    return report;
  }
}
