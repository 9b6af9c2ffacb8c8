import { Body, Controller, Get, HttpCode, Param, ParseUUIDPipe, Patch, Post, Query } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdminOnly, CurrentUser, SignedIn } from '../kernel/access.guard';
import type { SessionUser } from '../kernel/session-user';
import {
  AdminClaimView,
  AdminClaimsParams,
  AdminClaimsResponse,
  BulkClaimDecision,
  ClaimView,
  CreateClaimRequest,
  DecideClaimRequest,
  DnsCheckResponse,
  toAdminClaimView,
  toClaimView,
} from './claim.dto';
import { ClaimException } from './claim.exception';
import { ClaimsService } from './claims.service';
import { BulkOutcomeView, queueFilter, toBulkOutcomeView, toQueuePageView } from '../kernel/queue-page.dto';

/** A claim id that is not a UUID names no claim. */
const uuid = new ParseUUIDPipe({ exceptionFactory: () => ClaimException.notFound() });

@ApiTags('claims')
@Controller('api/claims')
@SignedIn()
export class ClaimsController {
  constructor(private readonly claims: ClaimsService) {}

  @Post()
  @ApiOperation({ summary: 'Claims a venue, with a proof: e-mail domain, DNS TXT record or document' })
  @ApiCreatedResponse({ type: ClaimView })
  async create(@CurrentUser() user: SessionUser, @Body() body: CreateClaimRequest): Promise<ClaimView> {
    const claim = await this.claims.submit(user, {
      venueId: body.venue_id,
      proofType: body.proof.type,
      proofValue: body.proof.value,
    });
    return toClaimView(claim);
  }

  @Post(':id/withdraw')
  @HttpCode(200)
  @ApiOperation({
    summary: 'The claimant withdraws a claim still waiting for review: it leaves the queue (a decided one is a 409)',
  })
  @ApiOkResponse({ type: ClaimView })
  async withdraw(@CurrentUser() user: SessionUser, @Param('id', uuid) id: string): Promise<ClaimView> {
    return toClaimView(await this.claims.withdraw(user, id));
  }

  @Post(':id/verify-dns')
  @HttpCode(200)
  @ApiOperation({ summary: 'Looks the claim’s DNS TXT record up now (the claimant or an admin)' })
  @ApiOkResponse({ type: DnsCheckResponse })
  verifyDns(@CurrentUser() user: SessionUser, @Param('id', uuid) id: string): Promise<DnsCheckResponse> {
    return this.claims.verifyDns(user, id);
  }
}

@ApiTags('admin')
@Controller('api/admin/mod/claims')
@AdminOnly()
export class AdminClaimsController {
  constructor(private readonly claims: ClaimsService) {}

  @Get()
  @ApiOperation({
    summary: 'Claims to review (pending unless asked otherwise), fast-tracked first, with their audit trails',
  })
  @ApiOkResponse({ type: AdminClaimsResponse })
  async list(@Query() params: AdminClaimsParams): Promise<AdminClaimsResponse> {
    const pending = ['pending', 'submitted', 'under-review'].includes(params.status);
    const page = await this.claims.forReview(queueFilter(params, params.status, pending));
    const audit = await this.claims.auditOf(page.rows);
    return {
      claims: page.rows.map((c) => toAdminClaimView(c, audit.get(c.id) ?? [])),
      ...toQueuePageView(page, params.limit),
    };
  }

  @Post('bulk')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Approves or rejects many claims, each on its own: one that fails leaves the others decided',
  })
  @ApiOkResponse({ type: BulkOutcomeView })
  async bulk(@CurrentUser() admin: SessionUser, @Body() body: BulkClaimDecision): Promise<BulkOutcomeView> {
    const results = await this.claims.decideEach(admin, body.ids, body.status, body.notes.trim());
    return toBulkOutcomeView(results, (c) =>
      c.status === 'approved'
        ? `${c.venueName ?? 'The venue'} now belongs to ${c.email}.`
        : 'Rejected; the claimant is mailed why.',
    );
  }

  @Patch(':id')
  @ApiOperation({ summary: 'Approves (the venue passes to the claimant) or rejects a claim' })
  @ApiOkResponse({ type: AdminClaimView })
  async decide(
    @CurrentUser() admin: SessionUser,
    @Param('id', uuid) id: string,
    @Body() body: DecideClaimRequest,
  ): Promise<AdminClaimView> {
    const claim = await this.claims.decide(admin, id, body.status, body.notes.trim());
    const audit = await this.claims.auditOf([claim]);
    return toAdminClaimView(claim, audit.get(claim.id) ?? []);
  }
}
