// The review moderation queue's request and answers.
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type { VenueReviewStatus } from '@venue-finder/core';
import { IsIn, IsOptional } from 'class-validator';
import { QueuePageParams, QueuePageView } from '../kernel/queue-page.dto';

export const REVIEW_STATUSES = ['pending', 'approved', 'rejected'] as const satisfies readonly VenueReviewStatus[];

export class ReviewQueueParams extends QueuePageParams {
  @ApiPropertyOptional({ enum: REVIEW_STATUSES, default: 'pending' })
  @IsOptional()
  @IsIn(REVIEW_STATUSES, { message: `status must be one of: ${REVIEW_STATUSES.join(', ')}` })
  status: VenueReviewStatus = 'pending';
}

export class ReviewQueueItem {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ format: 'uuid' }) venue_id: string;
  @ApiProperty() venue_name: string;
  @ApiProperty({ minimum: 1, maximum: 5 }) rating: number;
  @ApiProperty({ description: 'The planner’s words, as written' }) body: string;
  @ApiProperty({ type: String, nullable: true }) event_type: string | null;
  @ApiProperty({ format: 'date', description: 'The first day of the event’s month' }) event_month: string;
  @ApiProperty({ enum: REVIEW_STATUSES }) status: VenueReviewStatus;
  @ApiProperty({ format: 'date-time' }) created_at: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) moderated_at: string | null;
}

export class ReviewQueueView extends QueuePageView {
  @ApiProperty({ type: [ReviewQueueItem] }) reviews: ReviewQueueItem[];
}

export class ReviewDecisionView {
  @ApiProperty({ enum: REVIEW_STATUSES }) status: VenueReviewStatus;
}
