// My events: every brief the signed-in planner's address sent, newest first, each shown as the
// private link shows it (PlannerProposalsService.view, one home for that page).
import { Injectable } from '@nestjs/common';
import { Clock } from '../auth/clock';
import type { SessionUser } from '../auth/session.repository';
import type { CursorPageParams } from '../moderation/queue-page.dto';
import type { PlannerEventsPage } from './planner-events.dto';
import { PlannerEventsRepository } from './planner-events.repository';
import { PlannerProposalsService } from './planner-proposals.service';

@Injectable()
export class PlannerEventsService {
  constructor(
    private readonly events: PlannerEventsRepository,
    private readonly proposals: PlannerProposalsService,
    private readonly clock: Clock,
  ) {}

  async list(planner: SessionUser, params: CursorPageParams): Promise<PlannerEventsPage> {
    const page = await this.events.page(planner.email, {
      status: null,
      q: '',
      sort: 'newest',
      limit: params.limit,
      cursor: params.cursor,
    });
    const now = this.clock.now();
    const events = await Promise.all(
      page.rows.map(async (row) => ({
        ...(await this.proposals.view(row.id, { planner, enquiryId: row.id }, now)),
        permission: row.permission,
        shared_by: row.sharedBy,
      })),
    );
    return {
      events,
      total: page.total,
      limit: params.limit,
      next_cursor: page.nextCursor,
      prev_cursor: page.prevCursor,
    };
  }
}
