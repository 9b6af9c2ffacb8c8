import { Body, Controller, Delete, Get, HttpCode, Param, ParseUUIDPipe, Patch, Post, Query } from '@nestjs/common';
import { ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdminOnly, CurrentUser, OwnerOnly } from '../kernel/access.guard';
import type { SessionUser } from '../kernel/session-user';
import {
  AdminRegistrationsParams,
  AdminRegistrationsResponse,
  AdminRegistrationRow,
  BulkRegistrationDecision,
  CreateRegistrationRequest,
  OwnerRegistrationsParams,
  RegistrationView,
  RegistrationsResponse,
  RegistrationReviewView,
  RejectRegistrationRequest,
  SaveRegistrationRequest,
  SimilarVenuesParams,
  SimilarVenuesResponse,
  toAdminRow,
  toRegistrationView,
  toSimilarVenue,
} from './registration.dto';
import { ApiConfig } from '../config/api-config';
import { mapVenueDetail } from '../venues';
import { RegistrationException } from './registration.exception';
import { RegistrationsService } from './registrations.service';
import { BulkOutcomeView, queueFilter, toBulkOutcomeView, toQueuePageView } from '../kernel/queue-page.dto';

/** A registration id that is not a UUID names no registration. */
const uuid = new ParseUUIDPipe({ exceptionFactory: () => RegistrationException.notFound() });

@ApiTags('registrations')
@Controller('api/registrations')
@OwnerOnly()
export class RegistrationsController {
  constructor(private readonly registrations: RegistrationsService) {}

  @Get()
  @ApiOperation({
    summary: 'A page of the signed-in owner’s registrations, their drafts among them, most recently saved first',
  })
  @ApiOkResponse({ type: RegistrationsResponse })
  async mine(
    @CurrentUser() owner: SessionUser,
    @Query() params: OwnerRegistrationsParams,
  ): Promise<RegistrationsResponse> {
    const page = await this.registrations.mine(owner, {
      status: params.status,
      limit: params.limit,
      cursor: params.cursor,
    });
    return { registrations: page.rows.map(toRegistrationView), ...toQueuePageView(page, params.limit) };
  }

  @Get('similar-venues')
  @ApiOperation({ summary: 'Published venues that may be the one being registered (to claim instead)' })
  @ApiOkResponse({ type: SimilarVenuesResponse })
  async similar(@Query() params: SimilarVenuesParams): Promise<SimilarVenuesResponse> {
    const venues = await this.registrations.similar(params.name, params.city, params.postcode);
    return { venues: venues.map(toSimilarVenue) };
  }

  @Get(':id')
  @ApiOkResponse({ type: RegistrationView })
  async get(@CurrentUser() owner: SessionUser, @Param('id', uuid) id: string): Promise<RegistrationView> {
    return toRegistrationView(await this.registrations.get(owner, id));
  }

  @Post()
  @ApiOperation({ summary: 'Starts a draft (the wizard’s first change), or submits a whole registration at once' })
  @ApiCreatedResponse({ type: RegistrationView })
  async create(@CurrentUser() owner: SessionUser, @Body() body: CreateRegistrationRequest): Promise<RegistrationView> {
    const created = await this.registrations.create(owner, {
      venueData: body.venue_data,
      step: body.step,
      status: body.status,
    });
    return toRegistrationView(created);
  }

  @Patch(':id')
  @ApiOperation({ summary: 'Autosaves the draft from the version read, or submits it (status submitted)' })
  @ApiOkResponse({ type: RegistrationView })
  async save(
    @CurrentUser() owner: SessionUser,
    @Param('id', uuid) id: string,
    @Body() body: SaveRegistrationRequest,
  ): Promise<RegistrationView> {
    const saved = await this.registrations.save(owner, id, body.version, {
      venueData: body.venue_data,
      step: body.step,
      status: body.status,
    });
    return toRegistrationView(saved);
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiOperation({ summary: 'Discards one of the owner’s drafts (a submitted registration is a 409)' })
  @ApiNoContentResponse({ description: 'Discarded' })
  async discard(@CurrentUser() owner: SessionUser, @Param('id', uuid) id: string): Promise<void> {
    await this.registrations.discard(owner, id);
  }

  @Post(':id/reopen')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Reopens a rejected registration as a new draft with its values and the reason it was rejected (the rejected one stays rejected)',
  })
  @ApiOkResponse({ type: RegistrationView })
  async reopen(@CurrentUser() owner: SessionUser, @Param('id', uuid) id: string): Promise<RegistrationView> {
    return toRegistrationView(await this.registrations.reopen(owner, id));
  }
}

@ApiTags('admin')
@Controller('api/admin/mod/registrations')
@AdminOnly()
export class AdminRegistrationsController {
  constructor(
    private readonly registrations: RegistrationsService,
    private readonly config: ApiConfig,
  ) {}

  @Get()
  @ApiOperation({ summary: 'Registrations to review, by status (submitted unless asked otherwise)' })
  @ApiOkResponse({ type: AdminRegistrationsResponse })
  async list(@Query() params: AdminRegistrationsParams): Promise<AdminRegistrationsResponse> {
    const status = params.status === 'all' ? null : params.status;
    const page = await this.registrations.forReview(queueFilter(params, status, status === 'submitted'));
    return { registrations: page.rows.map(toAdminRow), ...toQueuePageView(page, params.limit) };
  }

  @Post('bulk')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Approves or rejects many registrations, each on its own: one that fails leaves the others decided',
  })
  @ApiOkResponse({ type: BulkOutcomeView })
  async bulk(@CurrentUser() admin: SessionUser, @Body() body: BulkRegistrationDecision): Promise<BulkOutcomeView> {
    const results = await this.registrations.decideEach(admin, body.ids, body.decision, body.reason.trim());
    return toBulkOutcomeView(results, (r) =>
      r.status === 'approved'
        ? `${r.venueData.name ?? 'The venue'} is published.`
        : 'Rejected; the owner is mailed why.',
    );
  }

  @Get(':id')
  @ApiOperation({
    summary:
      'A registration to review: the listing planners will see once it is approved, and published venues it may duplicate',
  })
  @ApiOkResponse({ type: RegistrationReviewView })
  async review(@Param('id', uuid) id: string): Promise<RegistrationReviewView> {
    const { registration, listing, problem, duplicates } = await this.registrations.review(id);
    return {
      registration: toAdminRow(registration),
      listing: listing && mapVenueDetail(listing, this.config.publicUrl),
      problem,
      duplicates: duplicates.map(toSimilarVenue),
    };
  }

  @Post(':id/approve')
  @HttpCode(200)
  @ApiOperation({ summary: 'Publishes the venue, owned by the registrant, and mails them its live link' })
  @ApiOkResponse({ type: AdminRegistrationRow })
  async approve(@CurrentUser() admin: SessionUser, @Param('id', uuid) id: string): Promise<AdminRegistrationRow> {
    return toAdminRow(await this.registrations.approve(admin, id));
  }

  @Post(':id/reject')
  @HttpCode(200)
  @ApiOperation({ summary: 'Rejects the registration and mails the owner the reason' })
  @ApiOkResponse({ type: AdminRegistrationRow })
  async reject(
    @CurrentUser() admin: SessionUser,
    @Param('id', uuid) id: string,
    @Body() body: RejectRegistrationRequest,
  ): Promise<AdminRegistrationRow> {
    return toAdminRow(await this.registrations.reject(admin, id, body.reason.trim()));
  }
}
