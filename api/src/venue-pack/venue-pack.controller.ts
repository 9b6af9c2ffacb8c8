import { Body, Controller, HttpCode, HttpStatus, Post } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiCreatedResponse,
  ApiOperation,
  ApiServiceUnavailableResponse,
  ApiTags,
} from '@nestjs/swagger';
import { VenuePackCreated, VenuePackRequest } from './venue-pack.dto';
import { RateLimited } from '../rate-limit';
import { VenuePackService } from './venue-pack.service';

@ApiTags('venue-pack')
@Controller('api/v2/venue-pack')
export class VenuePackController {
  constructor(private readonly packs: VenuePackService) {}

  @Post()
  @RateLimited('venue-packs', 'venue packs', (config) => config.publicForms.venuePacks)
  @HttpCode(HttpStatus.CREATED)
  @ApiOperation({
    summary: 'Make a PDF venue pack of 1–10 published venues',
    description:
      'A cover, one page per venue (photo, key facts, capacities, GBP rates, address, transport, contact) and a comparison page. ' +
      'The same venues at the same versions on the same day give the same pack (and id), served from storage.',
  })
  @ApiCreatedResponse({ type: VenuePackCreated })
  @ApiBadRequestResponse({ description: 'No or too many ids, or unknown or unpublished venues (named)' })
  @ApiServiceUnavailableResponse({ description: 'Every pack worker is busy and the queue is full; see Retry-After' })
  create(@Body() body: VenuePackRequest): Promise<VenuePackCreated> {
    return this.packs.create(body);
  }
}
