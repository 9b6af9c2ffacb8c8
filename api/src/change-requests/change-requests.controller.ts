import { Body, Controller, Get, HttpCode, Param, ParseUUIDPipe, Patch, Post, Query } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdminOnly, CurrentUser, OwnerOnly } from '../kernel/access.guard';
import type { SessionUser } from '../kernel/session-user';
import {
  ApplyChangeRequest,
  ApplyChangeRequestResponse,
  ChangeRequestDetailView,
  ChangeRequestView,
  ChangeRequestsParams,
  ChangeRequestsResponse,
  CreateChangeRequest,
  OwnerChangeRequestView,
  OwnerChangeRequestsParams,
  OwnerChangeRequestsResponse,
  toOwnerChangeRequestView,
  toChangeRequestDetail,
  toChangeRequestView,
} from './change-request.dto';
import { ChangeRequestException } from './change-request.exception';
import { ChangeRequestsService } from './change-requests.service';
import { queueFilter, toQueuePageView } from '../kernel/queue-page.dto';

/** A change-request id that is not a UUID names no request. */
const uuid = new ParseUUIDPipe({ exceptionFactory: () => ChangeRequestException.notFound() });

@ApiTags('owners')
@Controller('api/owners/changes')
@OwnerOnly()
export class OwnerChangesController {
  constructor(private readonly changes: ChangeRequestsService) {}

  @Post()
  @ApiOperation({ summary: 'Asks for changes to one of the signed-in owner’s venues' })
  @ApiCreatedResponse({ type: ChangeRequestView })
  async create(@CurrentUser() owner: SessionUser, @Body() body: CreateChangeRequest): Promise<ChangeRequestView> {
    return toChangeRequestView(await this.changes.submit(owner, body.venue_id, body.field_changes));
  }

  @Get()
  @ApiOperation({
    summary: 'My requests: the signed-in owner’s change requests, newest first, with each field’s outcome',
  })
  @ApiOkResponse({ type: OwnerChangeRequestsResponse })
  async mine(
    @CurrentUser() owner: SessionUser,
    @Query() params: OwnerChangeRequestsParams,
  ): Promise<OwnerChangeRequestsResponse> {
    const page = await this.changes.mine(owner, { limit: params.limit, cursor: params.cursor });
    return { change_requests: page.rows.map(toOwnerChangeRequestView), ...toQueuePageView(page, params.limit) };
  }

  @Post(':id/withdraw')
  @HttpCode(200)
  @ApiOperation({ summary: 'Withdraws a change request still waiting for review (a reviewed one is a 409)' })
  @ApiOkResponse({ type: OwnerChangeRequestView })
  async withdraw(@CurrentUser() owner: SessionUser, @Param('id', uuid) id: string): Promise<OwnerChangeRequestView> {
    return toOwnerChangeRequestView(await this.changes.withdraw(owner, id));
  }
}

@ApiTags('admin')
@Controller('api/admin/mod/changes')
@AdminOnly()
export class AdminChangesController {
  constructor(private readonly changes: ChangeRequestsService) {}

  @Get()
  @ApiOperation({ summary: 'Change requests of one status or all, paged; the submitted ones oldest first' })
  @ApiOkResponse({ type: ChangeRequestsResponse })
  async list(@Query() params: ChangeRequestsParams): Promise<ChangeRequestsResponse> {
    const page = await this.changes.list(queueFilter(params, params.status ?? null, params.status === 'submitted'));
    return { change_requests: page.rows.map(toChangeRequestView), ...toQueuePageView(page, params.limit) };
  }

  @Get(':id')
  @ApiOperation({ summary: 'A change request with the venue’s current values and any conflict' })
  @ApiOkResponse({ type: ChangeRequestDetailView })
  async detail(@Param('id', uuid) id: string): Promise<ChangeRequestDetailView> {
    return toChangeRequestDetail(await this.changes.detail(id));
  }

  @Patch(':id')
  @ApiOperation({ summary: 'Applies the approved fields and rejects the rest' })
  @ApiOkResponse({ type: ApplyChangeRequestResponse })
  async apply(
    @CurrentUser() admin: SessionUser,
    @Param('id', uuid) id: string,
    @Body() body: ApplyChangeRequest,
  ): Promise<ApplyChangeRequestResponse> {
    const { detail, message } = await this.changes.apply(admin, id, body.approve, body.reject, body.note.trim());
    return { message, change_request: toChangeRequestDetail(detail) };
  }
}
