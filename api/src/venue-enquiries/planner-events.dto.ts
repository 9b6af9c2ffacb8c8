// What My events reads: a page of the signed-in planner's events, each the very page the private
// link opens (PlannerProposalsResponse), with whose event it is.
import { ApiProperty } from '@nestjs/swagger';
import { QueuePageView } from '../moderation/queue-page.dto';
import { PlannerProposalsResponse } from './planner-proposal.dto';
import { EVENT_PERMISSIONS, type EventPermission } from './planner-events.repository';

export class PlannerEventView extends PlannerProposalsResponse {
  @ApiProperty({
    enum: EVENT_PERMISSIONS,
    description: 'owner: the planner’s own brief; view or decide: shared with them by a colleague',
  })
  permission: EventPermission;
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'Who shared the event (name or e-mail); null for your own',
  })
  shared_by: string | null;
}

export class PlannerEventsPage extends QueuePageView {
  @ApiProperty({ type: [PlannerEventView], description: 'Newest first' }) events: PlannerEventView[];
}
