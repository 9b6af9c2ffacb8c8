import { Body, Controller, HttpCode, Param, ParseUUIDPipe, Post } from '@nestjs/common';
import { ApiConflictResponse, ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdminOnly, CurrentUser } from '../kernel/access.guard';
import type { SessionUser } from '../kernel/session-user';
import { VenueException } from '../venues';
import { InviteAdminRequest, InvitedAdminView, TransferVenueRequest, TransferVenueResponse } from './accounts.dto';
import { AdminInvitationsService } from './admin-invitations.service';
import { VenueTransferService } from './venue-transfer.service';

const venueUuid = new ParseUUIDPipe({ exceptionFactory: (value) => VenueException.notFound(value) });

/** Moving venues between owners, and inviting administrators. */
@ApiTags('admin')
@Controller('api/admin')
@AdminOnly()
export class AccountAdminController {
  constructor(
    private readonly transfers: VenueTransferService,
    private readonly invitations: AdminInvitationsService,
  ) {}

  @Post('venues/:id/transfer')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Moves a venue to another owner (by e-mail); both are mailed. Open claims on it and the previous owner’s open change requests are settled',
  })
  @ApiOkResponse({ type: TransferVenueResponse })
  @ApiConflictResponse({ description: 'The address already owns the venue, or is suspended' })
  async transfer(
    @CurrentUser() admin: SessionUser,
    @Param('id', venueUuid) id: string,
    @Body() body: TransferVenueRequest,
  ): Promise<TransferVenueResponse> {
    const outcome = await this.transfers.transfer(admin, id, body.to_email);
    return {
      venue_id: outcome.venueId,
      from_owner_id: outcome.fromOwnerId,
      to_owner_id: outcome.toOwnerId,
      claims_approved: outcome.claimsApproved,
      claims_rejected: outcome.claimsRejected,
      change_requests_rejected: outcome.changeRequestsRejected,
    };
  }

  @Post('invitations')
  @ApiOperation({
    summary: 'Invites an administrator: the account is made without a password and a link to choose one is mailed',
  })
  @ApiCreatedResponse({ type: InvitedAdminView })
  @ApiConflictResponse({ description: 'An account with this address exists' })
  invite(@CurrentUser() admin: SessionUser, @Body() body: InviteAdminRequest): Promise<InvitedAdminView> {
    return this.invitations.invite(admin, body.email, body.name);
  }
}
