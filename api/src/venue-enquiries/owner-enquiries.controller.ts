import { Body, Controller, Get, HttpCode, HttpStatus, Param, ParseUUIDPipe, Post, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { CurrentUser, SignedIn } from '../kernel/access.guard';
import type { SessionUser } from '../kernel/session-user';
import { QueuePageParams, queueFilter } from '../kernel/queue-page.dto';
import {
  DeclineRequest,
  ProposalRequest,
  ThreadMessageRequest,
  ThreadMessagesResponse,
  VenueEnquiriesPage,
  VenueEnquiryDetail,
  VenueReleaseRequest,
} from './venue-enquiry.dto';
import { VenueEnquiryException } from './venue-enquiry.exception';
import { OwnerEnquiriesService } from './owner-enquiries.service';

const enquiryId = () => new ParseUUIDPipe({ exceptionFactory: (id) => VenueEnquiryException.notFound(id) });

/** The portal's Enquiries tab: an owner's venues' enquiries (an administrator sees every venue's). */
@ApiTags('owners')
@Controller('api/owners/enquiries')
@SignedIn()
export class OwnerEnquiriesController {
  constructor(private readonly enquiries: OwnerEnquiriesService) {}

  @Get()
  @ApiOperation({
    summary:
      'The enquiries to the owner’s venues, paged: unanswered first, then newest (sort=oldest: oldest); q finds a venue name or a planner’s e-mail',
  })
  @ApiOkResponse({ type: VenueEnquiriesPage })
  list(@CurrentUser() user: SessionUser, @Query() params: QueuePageParams): Promise<VenueEnquiriesPage> {
    return this.enquiries.list(user, queueFilter(params, null, false));
  }

  @Get(':id')
  @ApiOperation({
    summary: 'One enquiry with the planner’s notes, event and e-mail; its owner opening it marks it viewed',
  })
  @ApiOkResponse({ type: VenueEnquiryDetail })
  @ApiNotFoundResponse({ description: 'No such enquiry to one of your venues' })
  open(@CurrentUser() user: SessionUser, @Param('id', enquiryId()) id: string): Promise<VenueEnquiryDetail> {
    return this.enquiries.open(user, id);
  }

  @Post(':id/proposal')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary: 'Send the proposal, or a revision of it (each revision is kept); the planner is mailed a private link',
  })
  @ApiOkResponse({ type: VenueEnquiryDetail })
  @ApiBadRequestResponse({ description: 'A price out of range for its basis, a date passed, a document not a PDF' })
  @ApiConflictResponse({ description: 'Declined, expired, closed, or the proposal was accepted or not chosen' })
  propose(
    @CurrentUser() user: SessionUser,
    @Param('id', enquiryId()) id: string,
    @Body() body: ProposalRequest,
  ): Promise<VenueEnquiryDetail> {
    return this.enquiries.propose(user, id, body);
  }

  @Post(':id/decline')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Decline with a reason (other needs a few words)' })
  @ApiOkResponse({ type: VenueEnquiryDetail })
  @ApiConflictResponse({ description: 'Already answered, expired or closed' })
  decline(
    @CurrentUser() user: SessionUser,
    @Param('id', enquiryId()) id: string,
    @Body() body: DeclineRequest,
  ): Promise<VenueEnquiryDetail> {
    return this.enquiries.decline(user, id, body);
  }

  @Post(':id/withdraw')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Withdraw the proposal the planner has not accepted; the planner is told' })
  @ApiOkResponse({ type: VenueEnquiryDetail })
  @ApiConflictResponse({ description: 'No open proposal: none sent, or accepted, not chosen, declined or withdrawn' })
  withdraw(@CurrentUser() user: SessionUser, @Param('id', enquiryId()) id: string): Promise<VenueEnquiryDetail> {
    return this.enquiries.withdraw(user, id);
  }

  @Post(':id/release')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Release the date held for the planner, with a reason they are mailed' })
  @ApiOkResponse({ type: VenueEnquiryDetail })
  @ApiConflictResponse({ description: 'Nothing is held, or the hold already ended or was confirmed' })
  release(
    @CurrentUser() user: SessionUser,
    @Param('id', enquiryId()) id: string,
    @Body() body: VenueReleaseRequest,
  ): Promise<VenueEnquiryDetail> {
    return this.enquiries.release(user, id, body.reason);
  }

  @Get(':id/messages')
  @ApiOperation({ summary: 'The message thread with the planner, oldest first' })
  @ApiOkResponse({ type: ThreadMessagesResponse })
  messages(@CurrentUser() user: SessionUser, @Param('id', enquiryId()) id: string): Promise<ThreadMessagesResponse> {
    return this.enquiries.messages(user, id);
  }

  @Post(':id/messages')
  @ApiOperation({ summary: 'Write to the planner (plain text); they are mailed it with a link to reply' })
  @ApiCreatedResponse({ type: ThreadMessagesResponse, description: 'The thread, with the new message' })
  write(
    @CurrentUser() user: SessionUser,
    @Param('id', enquiryId()) id: string,
    @Body() body: ThreadMessageRequest,
  ): Promise<ThreadMessagesResponse> {
    return this.enquiries.write(user, id, body.body);
  }
}
