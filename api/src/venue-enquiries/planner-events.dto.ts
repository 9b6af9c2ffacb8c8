// What My events reads: a page of the signed-in planner's events, each the very page the private
// link opens (PlannerProposalsResponse), with whose event it is; and sharing one with a colleague.
import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, IsIn, IsNotEmpty, MaxLength } from 'class-validator';
import { EMAIL_FORMAT_MESSAGE, MAX_EMAIL_LENGTH } from '../briefs';
import { QueuePageView } from '../kernel/queue-page.dto';
import { PlannerProposalsResponse } from './planner-proposal.dto';
import {
  EVENT_PERMISSIONS,
  type EventPermission,
  SHARE_PERMISSIONS,
  type SharePermission,
} from './planner-events.repository';

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

const SHARE_PERMISSION_MESSAGE = 'permission must be view (to look) or decide (to view and decide)';

/** Share the event with a colleague's address, to view or to view and decide. */
export class ShareEventRequest {
  @ApiProperty({ format: 'email', maxLength: MAX_EMAIL_LENGTH, example: 'sam@company.co.uk' })
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim().toLowerCase() : value))
  @IsEmail({}, { message: EMAIL_FORMAT_MESSAGE })
  @MaxLength(MAX_EMAIL_LENGTH, { message: EMAIL_FORMAT_MESSAGE })
  @IsNotEmpty({ message: 'Please enter your colleague’s email address' })
  email: string;

  @ApiProperty({
    enum: SHARE_PERMISSIONS,
    description: 'view: look only; decide: also accept, confirm, release, decline and write',
  })
  @IsIn(SHARE_PERMISSIONS, { message: SHARE_PERMISSION_MESSAGE })
  permission: SharePermission;
}

export class EventShareView {
  @ApiProperty({ format: 'uuid', description: 'The id DELETE …/shares/{shareId} takes' }) id: string;
  @ApiProperty({ format: 'email' }) email: string;
  @ApiProperty({ enum: SHARE_PERMISSIONS }) permission: SharePermission;
  @ApiProperty({ format: 'date-time' }) created_at: string;
}

export class EventSharesResponse {
  @ApiProperty({ type: [EventShareView], description: 'Oldest first; at most 20' }) shares: EventShareView[];
}
