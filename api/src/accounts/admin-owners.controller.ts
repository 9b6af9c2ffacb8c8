import { Body, Controller, Get, HttpCode, Param, ParseUUIDPipe, Post, Query } from '@nestjs/common';
import { ApiConflictResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdminOnly, CurrentUser } from '../kernel/access.guard';
import type { SessionUser } from '../kernel/session-user';
import { queueFilter, toQueuePageView } from '../kernel/queue-page.dto';
import { AccountException } from './account.exception';
import {
  OwnerDetailView,
  OwnerRowView,
  OwnersParams,
  OwnersResponse,
  SuspendOwnerRequest,
  SuspendOwnerResponse,
} from './accounts.dto';
import type { OwnerRow } from './owner-accounts.repository';
import { OwnerAccountsService } from './owner-accounts.service';

const uuid = new ParseUUIDPipe({ exceptionFactory: (value) => AccountException.ownerNotFound(value) });

const toRowView = (owner: OwnerRow): OwnerRowView => ({
  id: owner.id,
  email: owner.email,
  name: owner.name,
  status: owner.status,
  suspended_at: owner.suspendedAt?.toISOString() ?? null,
  suspended_reason: owner.suspendedReason,
  created_at: owner.createdAt.toISOString(),
  venue_count: owner.venueCount,
  last_signed_in_at: owner.lastSignedInAt?.toISOString() ?? null,
});

@ApiTags('admin')
@Controller('api/admin/owners')
@AdminOnly()
export class AdminOwnersController {
  constructor(private readonly owners: OwnerAccountsService) {}

  @Get()
  @ApiOperation({ summary: 'Owners by e-mail or name, active or suspended, newest first, paged by cursor' })
  @ApiOkResponse({ type: OwnersResponse })
  async list(@Query() params: OwnersParams): Promise<OwnersResponse> {
    const page = await this.owners.find(queueFilter(params, params.status ?? null, false));
    return { ...toQueuePageView(page, params.limit), owners: page.rows.map(toRowView) };
  }

  @Get(':id')
  @ApiOperation({ summary: 'An owner with their venues, claims and latest sign-ins' })
  @ApiOkResponse({ type: OwnerDetailView })
  async detail(@Param('id', uuid) id: string): Promise<OwnerDetailView> {
    const { owner, venues, claims, signIns } = await this.owners.detail(id);
    return {
      ...toRowView(owner),
      venues: venues.map((v) => ({ ...v, updated_at: v.updated_at.toISOString() })),
      claims: claims.rows.map((c) => ({ ...c, created_at: c.created_at.toISOString() })),
      claim_count: claims.total,
      sign_ins: signIns.map((s) => ({
        action: s.action,
        at: s.at.toISOString(),
        method: typeof s.after?.method === 'string' ? s.after.method : null,
      })),
    };
  }

  @Post(':id/suspend')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Suspends an owner: every session ends at once and no route signs them in; listings stay published',
  })
  @ApiOkResponse({ type: SuspendOwnerResponse })
  @ApiConflictResponse({ description: 'Already suspended' })
  async suspend(
    @CurrentUser() admin: SessionUser,
    @Param('id', uuid) id: string,
    @Body() body: SuspendOwnerRequest,
  ): Promise<SuspendOwnerResponse> {
    const { owner, sessionsEnded } = await this.owners.suspend(admin, id, body.reason);
    return { ...toRowView(owner), sessions_ended: sessionsEnded };
  }

  @Post(':id/restore')
  @HttpCode(200)
  @ApiOperation({ summary: 'Restores a suspended owner: they may sign in again' })
  @ApiOkResponse({ type: OwnerRowView })
  @ApiConflictResponse({ description: 'Not suspended' })
  async restore(
    @CurrentUser() admin: SessionUser,
    @Param('id', uuid) id: string,
    @Body() body: SuspendOwnerRequest,
  ): Promise<OwnerRowView> {
    return toRowView(await this.owners.restore(admin, id, body.reason));
  }
}
