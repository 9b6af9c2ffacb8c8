import { Body, Controller, Get, HttpCode, HttpStatus, Param, ParseUUIDPipe, Post, Query, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import type { Response } from 'express';
import { CurrentUser, PlannerOnly } from '../auth/access.guard';
import type { SessionUser } from '../auth/session.repository';
import { CursorPageParams } from '../moderation/queue-page.dto';
import { RateLimited } from '../rate-limit/rate-limit.guard';
import {
  AcceptProposalRequest,
  PlannerProposalsResponse,
  PlannerReleaseRequest,
  PlannerThreadResponse,
  ReviewRequest,
} from './planner-proposal.dto';
import { PlannerEventsPage } from './planner-events.dto';
import { PlannerEventsService } from './planner-events.service';
import type { PlannerOpener } from './planner-events.repository';
import { PlannerProposalsService } from './planner-proposals.service';
import { ThreadMessageRequest } from './venue-enquiry.dto';
import { VenueEnquiryException } from './venue-enquiry.exception';

const uuid = () => new ParseUUIDPipe({ exceptionFactory: (id) => VenueEnquiryException.notFound(id) });
const opener = (planner: SessionUser, enquiryId: string): PlannerOpener => ({ planner, enquiryId });
const NOT_THEIRS = ApiNotFoundResponse({ description: 'No such event among yours (or shared with you)' });
const VIEW_ONLY = ApiForbiddenResponse({ description: 'Not a planner; or the event was shared with you to view only' });

/**
 * My events: a signed-in planner's events, each the page the private link opens, authorised by
 * the session instead of the link's token (the private links keep working for everyone else).
 */
@ApiTags('my events')
@Controller('api/v2/planner/events')
@PlannerOnly()
export class PlannerEventsController {
  constructor(
    private readonly events: PlannerEventsService,
    private readonly proposals: PlannerProposalsService,
  ) {}

  @Get()
  @ApiOperation({ summary: 'Every brief your address sent, newest first, each with its venues, proposals and holds' })
  @ApiOkResponse({ type: PlannerEventsPage })
  @ApiBadRequestResponse({ description: 'A limit out of range, or a cursor that is not a page’s' })
  list(@CurrentUser() planner: SessionUser, @Query() page: CursorPageParams): Promise<PlannerEventsPage> {
    return this.events.list(planner, page);
  }

  @Get(':id')
  @NOT_THEIRS
  @ApiOperation({ summary: 'One of your events: the page the private link opens' })
  @ApiOkResponse({ type: PlannerProposalsResponse })
  overview(@CurrentUser() planner: SessionUser, @Param('id', uuid()) id: string): Promise<PlannerProposalsResponse> {
    return this.proposals.overview(opener(planner, id));
  }

  @Post(':id/venues/:venueEnquiryId/accept')
  @HttpCode(HttpStatus.OK)
  @NOT_THEIRS
  @VIEW_ONLY
  @ApiOperation({ summary: 'Accept this venue’s proposal for one of its dates (as on the private link’s page)' })
  @ApiOkResponse({ type: PlannerProposalsResponse })
  @ApiBadRequestResponse({ description: 'No date chosen among several, or a date the proposal does not offer' })
  @ApiConflictResponse({ description: 'Revised since, one already accepted, or not open' })
  accept(
    @CurrentUser() planner: SessionUser,
    @Param('id', uuid()) id: string,
    @Param('venueEnquiryId', uuid()) venueEnquiryId: string,
    @Body() body: AcceptProposalRequest,
  ): Promise<PlannerProposalsResponse> {
    return this.proposals.accept(opener(planner, id), venueEnquiryId, body);
  }

  @Post(':id/venues/:venueEnquiryId/confirm')
  @HttpCode(HttpStatus.OK)
  @NOT_THEIRS
  @VIEW_ONLY
  @ApiOperation({ summary: 'Confirm the booking of the date held for you' })
  @ApiOkResponse({ type: PlannerProposalsResponse })
  @ApiConflictResponse({ description: 'Nothing is held, or the hold was released, expired or already confirmed' })
  confirm(
    @CurrentUser() planner: SessionUser,
    @Param('id', uuid()) id: string,
    @Param('venueEnquiryId', uuid()) venueEnquiryId: string,
  ): Promise<PlannerProposalsResponse> {
    return this.proposals.confirm(opener(planner, id), venueEnquiryId);
  }

  @Post(':id/venues/:venueEnquiryId/release')
  @HttpCode(HttpStatus.OK)
  @NOT_THEIRS
  @VIEW_ONLY
  @ApiOperation({ summary: 'Release the date held for you; the venue is told, with your reason if you give one' })
  @ApiOkResponse({ type: PlannerProposalsResponse })
  @ApiConflictResponse({ description: 'Nothing is held, or the hold already ended or was confirmed' })
  release(
    @CurrentUser() planner: SessionUser,
    @Param('id', uuid()) id: string,
    @Param('venueEnquiryId', uuid()) venueEnquiryId: string,
    @Body() body: PlannerReleaseRequest,
  ): Promise<PlannerProposalsResponse> {
    return this.proposals.release(opener(planner, id), venueEnquiryId, body.reason ?? '');
  }

  @Post(':id/venues/:venueEnquiryId/review')
  @HttpCode(HttpStatus.CREATED)
  @NOT_THEIRS
  @VIEW_ONLY
  @ApiOperation({ summary: 'Rate the venue of your confirmed booking once its date has passed' })
  @ApiCreatedResponse({ type: PlannerProposalsResponse })
  @ApiBadRequestResponse({ description: 'No rating from 1 to 5, or no text, or text over 1,000 characters' })
  @ApiConflictResponse({ description: 'Not a confirmed booking, its date has not passed yet, or already reviewed' })
  review(
    @CurrentUser() planner: SessionUser,
    @Param('id', uuid()) id: string,
    @Param('venueEnquiryId', uuid()) venueEnquiryId: string,
    @Body() body: ReviewRequest,
  ): Promise<PlannerProposalsResponse> {
    return this.proposals.review(opener(planner, id), venueEnquiryId, body);
  }

  @Post(':id/venues/:venueEnquiryId/decline')
  @HttpCode(HttpStatus.OK)
  @NOT_THEIRS
  @VIEW_ONLY
  @ApiOperation({ summary: 'Decline this venue’s proposal; its owner is told' })
  @ApiOkResponse({ type: PlannerProposalsResponse })
  @ApiConflictResponse({ description: 'No proposal, or it is already settled' })
  decline(
    @CurrentUser() planner: SessionUser,
    @Param('id', uuid()) id: string,
    @Param('venueEnquiryId', uuid()) venueEnquiryId: string,
  ): Promise<PlannerProposalsResponse> {
    return this.proposals.decline(opener(planner, id), venueEnquiryId);
  }

  @Get(':id/venues/:venueEnquiryId/messages')
  @NOT_THEIRS
  @ApiOperation({ summary: 'The message thread with this venue, oldest first' })
  @ApiOkResponse({ type: PlannerThreadResponse })
  thread(
    @CurrentUser() planner: SessionUser,
    @Param('id', uuid()) id: string,
    @Param('venueEnquiryId', uuid()) venueEnquiryId: string,
  ): Promise<PlannerThreadResponse> {
    return this.proposals.thread(opener(planner, id), venueEnquiryId);
  }

  @Post(':id/venues/:venueEnquiryId/messages')
  @RateLimited('proposal-messages', 'messages', () => ({ limit: 30, windowMs: 60 * 60_000 }))
  @NOT_THEIRS
  @VIEW_ONLY
  @ApiOperation({ summary: 'Write to the venue (plain text); its owner is mailed it' })
  @ApiCreatedResponse({ type: PlannerThreadResponse, description: 'The thread, with the new message' })
  @ApiConflictResponse({ description: 'The venue has not joined yet: no one to write to' })
  write(
    @CurrentUser() planner: SessionUser,
    @Param('id', uuid()) id: string,
    @Param('venueEnquiryId', uuid()) venueEnquiryId: string,
    @Body() body: ThreadMessageRequest,
  ): Promise<PlannerThreadResponse> {
    return this.proposals.write(opener(planner, id), venueEnquiryId, body.body);
  }

  @Get(':id/documents/:proposalId')
  @NOT_THEIRS
  @ApiOperation({ summary: 'The PDF attached to a proposal' })
  @ApiOkResponse({
    description: 'The PDF',
    content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } },
  })
  async document(
    @CurrentUser() planner: SessionUser,
    @Param('id', uuid()) id: string,
    @Param('proposalId', uuid()) proposalId: string,
    @Res() response: Response,
  ): Promise<void> {
    const { contentType, body } = await this.proposals.document(opener(planner, id), proposalId);
    response.setHeader('Content-Type', contentType);
    // Downloaded, never rendered in our origin, like every other document (media.controller.ts).
    response.setHeader('Content-Disposition', `attachment; filename="proposal-${proposalId}.pdf"`);
    response.setHeader('Cache-Control', 'private, no-store');
    body.pipe(response);
  }
}
