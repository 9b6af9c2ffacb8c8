import { Controller, Get, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import { SuggestionsResult } from '../venues';
import { SuggestionsParams } from './suggestions.dto';
import { SuggestionsService } from './suggestions.service';

@ApiTags('search')
@Controller('api/v2/search')
export class SuggestionsController {
  constructor(private readonly suggestions: SuggestionsService) {}

  @Get('suggestions')
  @ApiOperation({ summary: 'Type-ahead: cities, categories and venues, typo-tolerant and prefix-aware, best first' })
  @ApiOkResponse({ type: SuggestionsResult })
  @ApiServiceUnavailableResponse({
    description: 'This server is still reading its copy of the search index; see Retry-After',
  })
  async suggest(@Query() params: SuggestionsParams): Promise<SuggestionsResult> {
    return { suggestions: await this.suggestions.suggest(params.q, params.limit) };
  }
}
