import { Controller, Get, HttpCode, HttpStatus, Param, ParseUUIDPipe, Post, Query } from '@nestjs/common';
import { ApiConflictResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdminOnly, CurrentUser } from '../kernel/access.guard';
import type { SessionUser } from '../kernel/session-user';
import { queueFilter, toQueuePageView } from '../kernel/queue-page.dto';
import { ReviewDecisionView, ReviewQueueParams, ReviewQueueView } from './admin-reviews.dto';
import { AdminReviewsService } from './admin-reviews.service';
import { VenueEnquiryException } from './venue-enquiry.exception';

const reviewId = () => new ParseUUIDPipe({ exceptionFactory: () => VenueEnquiryException.reviewNotFound() });

/** Planners' reviews of venues, moderated before the venue page shows them. */
@ApiTags('admin')
@Controller('api/admin/mod/reviews')
@AdminOnly()
export class AdminReviewsController {
  constructor(private readonly reviews: AdminReviewsService) {}

  @Get()
  @ApiOperation({ summary: 'Reviews of one status (pending first: oldest first), paged on the server' })
  @ApiOkResponse({ type: ReviewQueueView })
  async queue(@Query() params: ReviewQueueParams): Promise<ReviewQueueView> {
    const page = await this.reviews.queue(queueFilter(params, params.status, params.status === 'pending'));
    return {
      ...toQueuePageView(page, params.limit),
      reviews: page.rows.map((row) => ({
        ...row,
        created_at: row.created_at.toISOString(),
        moderated_at: row.moderated_at?.toISOString() ?? null,
      })),
    };
  }

  @Post(':id/approve')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Approve a pending review: the venue page shows it' })
  @ApiOkResponse({ type: ReviewDecisionView })
  @ApiNotFoundResponse({ description: 'No such review' })
  @ApiConflictResponse({ description: 'Already approved or rejected' })
  approve(@CurrentUser() admin: SessionUser, @Param('id', reviewId()) id: string): Promise<ReviewDecisionView> {
    return this.reviews.decide(admin, id, 'approved');
  }

  @Post(':id/reject')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Reject a pending review: it is never shown' })
  @ApiOkResponse({ type: ReviewDecisionView })
  @ApiNotFoundResponse({ description: 'No such review' })
  @ApiConflictResponse({ description: 'Already approved or rejected' })
  reject(@CurrentUser() admin: SessionUser, @Param('id', reviewId()) id: string): Promise<ReviewDecisionView> {
    return this.reviews.decide(admin, id, 'rejected');
  }
}
