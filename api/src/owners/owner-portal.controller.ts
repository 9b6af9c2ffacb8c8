import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentUser, OwnerOnly } from '../auth/access.guard';
import type { SessionUser } from '../auth/session.repository';
import { OwnerClaimsResponse, OwnerVenuesResponse, mapOwnerVenue } from './owner-portal.dto';
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

  @Get('claims')
  @ApiOperation({ summary: 'The ownership claims the signed-in owner made' })
  @ApiOkResponse({ type: OwnerClaimsResponse })
  async claims(@CurrentUser() owner: SessionUser): Promise<OwnerClaimsResponse> {
    const claims = await this.portal.claimsOf(owner.id);
    return {
      claims: claims.map((claim) => ({
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
