import { Controller, Get, HttpCode, HttpStatus, Param, ParseUUIDPipe, Post, Query } from '@nestjs/common';
import { ApiConflictResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { QueuePageParams, queueFilter } from '../kernel/queue-page.dto';
import { AdminOnly, CurrentUser } from '../kernel/access.guard';
import type { SessionUser } from '../kernel/session-user';
import {
  AdminEnquiriesOverview,
  AdminEnquiriesQuery,
  AdminWaitingEnquiriesPage,
  AdminWaitingEnquiry,
} from './admin-enquiries.dto';
import { AdminEnquiriesService } from './admin-enquiries.service';
import { VenueEnquiryException } from './venue-enquiry.exception';

const enquiryId = () => new ParseUUIDPipe({ exceptionFactory: (id) => VenueEnquiryException.notFound(id) });

@ApiTags('admin')
@Controller('api/admin/enquiries')
@AdminOnly()
export class AdminEnquiriesController {
  constructor(private readonly enquiries: AdminEnquiriesService) {}

  @Get()
  @ApiOperation({
    summary:
      'The enquiry loop’s figures: volume per day, answered share, median answer time, venues with many unanswered',
  })
  @ApiOkResponse({ type: AdminEnquiriesOverview })
  overview(@Query() query: AdminEnquiriesQuery): Promise<AdminEnquiriesOverview> {
    return this.enquiries.overview(query.days);
  }

  @Get('waiting')
  @ApiOperation({ summary: 'Enquiries waiting on venues nobody owns, oldest first, a page at a time' })
  @ApiOkResponse({ type: AdminWaitingEnquiriesPage })
  waiting(@Query() params: QueuePageParams): Promise<AdminWaitingEnquiriesPage> {
    return this.enquiries.waiting(queueFilter(params, null, true));
  }

  @Post(':id/forward')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Forward it again: the venue’s listed e-mail is invited once more to claim and answer' })
  @ApiOkResponse({ type: AdminWaitingEnquiry })
  @ApiNotFoundResponse({ description: 'No such enquiry' })
  @ApiConflictResponse({ description: 'Not waiting any more, owned now, or the venue has no listed e-mail' })
  forward(@CurrentUser() admin: SessionUser, @Param('id', enquiryId()) id: string): Promise<AdminWaitingEnquiry> {
    return this.enquiries.forward(admin, id);
  }

  @Post(':id/close')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Close it: it leaves the queue, and the planner’s page says it is closed' })
  @ApiOkResponse({ type: AdminWaitingEnquiry })
  @ApiNotFoundResponse({ description: 'No such enquiry' })
  @ApiConflictResponse({ description: 'Not waiting any more, or owned now' })
  close(@CurrentUser() admin: SessionUser, @Param('id', enquiryId()) id: string): Promise<AdminWaitingEnquiry> {
    return this.enquiries.close(admin, id);
  }
}
