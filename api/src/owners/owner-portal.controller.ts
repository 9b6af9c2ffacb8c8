import { Controller, Get, Param, ParseUUIDPipe, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentUser, OwnerOnly } from '../kernel/access.guard';
import type { SessionUser } from '../kernel/session-user';
import { VenueException } from '../venues';
import { ownerFieldsOf } from '../venues';
import { toQueuePageView } from '../kernel/queue-page.dto';
import {
  OwnerClaimsParams,
  OwnerClaimsResponse,
  OwnerVenueFields,
  OwnerVenuesResponse,
  mapOwnerVenue,
} from './owner-portal.dto';
import { OwnerPortalRepository } from './owner-portal.repository';

@ApiTags('owners')
@Controller('api/owners')
@OwnerOnly()
export class OwnerPortalController {
  constructor(private readonly portal: OwnerPortalRepository) {}

  @Get('venues')
  @ApiOperation({ summary: 'The signed-in owner’s venues, in every status' })
  @ApiOkResponse({ type: OwnerVenuesResponse })
  async venues(@CurrentUser() owner: SessionUser): Promise<OwnerVenuesResponse> {
    return { venues: (await this.portal.venuesOf(owner.id)).map(mapOwnerVenue) };
  }

  @Get('venues/:id')
  @ApiOperation({ summary: 'One of the owner’s venues, with the current values of the fields they can change' })
  @ApiOkResponse({ type: OwnerVenueFields })
  async venue(
    @CurrentUser() owner: SessionUser,
    @Param('id', new ParseUUIDPipe({ exceptionFactory: (id) => VenueException.notFound(id) })) id: string,
  ): Promise<OwnerVenueFields> {
    const venue = await this.portal.venueOf(owner.id, id);
    if (!venue) throw VenueException.notFound(id);
    return {
      id: venue.id,
      name: venue.displayName,
      slug: venue.slug,
      version: venue.version,
      fields: ownerFieldsOf(venue),
    };
  }

  @Get('claims')
  @ApiOperation({ summary: 'A page of the ownership claims the signed-in owner made, newest first' })
  @ApiOkResponse({ type: OwnerClaimsResponse })
  async claims(@CurrentUser() owner: SessionUser, @Query() params: OwnerClaimsParams): Promise<OwnerClaimsResponse> {
    const page = await this.portal.claimsOf(owner.id, { limit: params.limit, cursor: params.cursor });
    return {
      ...toQueuePageView(page, params.limit),
      claims: page.rows.map((claim) => ({
        id: claim.id,
        venue_id: claim.venueId,
        venue_name: claim.venueName,
        venue_city: claim.venueCity,
        status: claim.status,
        created_at: claim.createdAt.toISOString(),
        proof_type: claim.proofType,
        dns: claim.dns && { record_name: claim.dns.recordName, value: claim.dns.value, verified: claim.dns.verified },
        notes: claim.notes,
      })),
    };
  }
}
