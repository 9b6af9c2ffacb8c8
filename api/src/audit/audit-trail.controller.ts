import { Controller, Get, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AccountException } from '../accounts';
import { AdminOnly } from '../kernel/access.guard';
import { toQueuePageView } from '../kernel/queue-page.dto';
import { AuditTrailParams, AuditTrailResponse } from './audit-trail.dto';
import { AuditTrailRepository } from './audit-trail.repository';

@ApiTags('admin')
@Controller('api/admin/audit')
@AdminOnly()
export class AuditTrailController {
  constructor(private readonly trail: AuditTrailRepository) {}

  @Get()
  @ApiOperation({ summary: 'The audit log, newest first, by actor, venue, action and entity type, paged by cursor' })
  @ApiOkResponse({ type: AuditTrailResponse })
  async list(@Query() params: AuditTrailParams): Promise<AuditTrailResponse> {
    let venueId: string | null = null;
    if (params.venue) {
      venueId = await this.trail.venueId(params.venue);
      if (!venueId) throw AccountException.unknownVenue(params.venue);
    }
    const page = await this.trail.find({
      status: null,
      q: '',
      sort: 'newest',
      limit: params.limit,
      cursor: params.cursor,
      actor: params.actor || null,
      venueId,
      action: params.action ?? null,
      entityType: params.entity_type ?? null,
    });
    return {
      ...toQueuePageView(page, params.limit),
      entries: page.rows.map((row) => ({
        id: row.id,
        at: row.at.toISOString(),
        actor_id: row.actorId,
        actor_email: row.actorEmail,
        action: row.action,
        entity_type: row.entityType,
        entity_id: row.entityId,
        entity_label: row.entityLabel,
        before: row.before ?? null,
        after: row.after ?? null,
      })),
    };
  }
}
