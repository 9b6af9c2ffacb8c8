import { Body, Controller, Get, HttpCode, Param, ParseUUIDPipe, Patch, Post, Query } from '@nestjs/common';
import { ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdminOnly, CurrentUser } from '../kernel/access.guard';
import type { SessionUser } from '../kernel/session-user';
import { VenueException } from '../venues';
import { AdminVenueDetailView, AdminVenuesParams, AdminVenuesResponse, EditVenueRequest } from './admin-venues.dto';
import { AdminVenuesService } from './admin-venues.service';
import { queueFilter, toQueuePageView } from '../kernel/queue-page.dto';

const uuid = new ParseUUIDPipe({ exceptionFactory: (value) => VenueException.notFound(value) });

@ApiTags('admin')
@Controller('api/admin/venues')
@AdminOnly()
export class AdminVenuesController {
  constructor(private readonly venues: AdminVenuesService) {}

  @Get()
  @ApiOperation({ summary: 'Venues by name, city, status and owner, most recently changed first, paged by cursor' })
  @ApiOkResponse({ type: AdminVenuesResponse })
  async list(@Query() params: AdminVenuesParams): Promise<AdminVenuesResponse> {
    const page = await this.venues.find({
      ...queueFilter(params, params.status ?? null, false),
      city: params.city ?? null,
      owner: params.owner?.trim() || null,
    });
    return {
      ...toQueuePageView(page, params.limit),
      venues: page.rows.map((v) => ({
        id: v.id,
        name: v.name,
        slug: v.slug,
        city: v.city,
        status: v.status,
        owner_email: v.ownerEmail,
        updated_at: v.updatedAt.toISOString(),
      })),
    };
  }

  @Get(':id')
  @ApiOperation({ summary: 'A venue with its owner, claims, change requests, enrichment state and history' })
  @ApiOkResponse({ type: AdminVenueDetailView })
  async detail(@Param('id', uuid) id: string): Promise<AdminVenueDetailView> {
    return this.view(id);
  }

  @Patch(':id')
  @ApiOperation({ summary: 'Edits the fields owners control and/or publishes or unpublishes, from the version read' })
  @ApiOkResponse({ type: AdminVenueDetailView })
  async edit(
    @CurrentUser() admin: SessionUser,
    @Param('id', uuid) id: string,
    @Body() body: EditVenueRequest,
  ): Promise<AdminVenueDetailView> {
    await this.venues.edit(admin, id, body.version, { status: body.status, fieldChanges: body.field_changes });
    return this.view(id);
  }

  @Post(':id/enrich')
  @HttpCode(204)
  @ApiOperation({ summary: 'Runs both enrichment phases again for this venue' })
  @ApiNoContentResponse()
  async enrich(@CurrentUser() admin: SessionUser, @Param('id', uuid) id: string): Promise<void> {
    await this.venues.enrich(admin, id);
  }

  private async view(id: string): Promise<AdminVenueDetailView> {
    const { venue, ownerEmail, fields, claims, changeRequests, history } = await this.venues.detail(id);
    return {
      id: venue.id,
      name: venue.displayName,
      slug: venue.slug,
      city: venue.city,
      status: venue.status,
      version: venue.version,
      owner_email: ownerEmail,
      fields,
      claims: claims.map((c) => ({ ...c, created_at: c.created_at.toISOString() })),
      change_requests: changeRequests.map((c) => ({ ...c, created_at: c.created_at.toISOString() })),
      enrichment: {
        phase1_at: venue.phase1At?.toISOString() ?? null,
        phase2_at: venue.phase2At?.toISOString() ?? null,
        phase1_current: venue.phase1Version === venue.version,
        phase2_current: venue.phase2Version === venue.version,
        quality_score: venue.qualityScore,
      },
      history: history.map((h) => ({
        action: h.action,
        actor_email: h.actorEmail,
        at: h.at.toISOString(),
        before: h.before ?? null,
        after: h.after ?? null,
      })),
    };
  }
}
