import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  HttpStatus,
  Param,
  ParseUUIDPipe,
  Post,
  Query,
  Res,
} from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNoContentResponse,
  ApiTooManyRequestsResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import type { Response } from 'express';
import { CurrentUser, PlannerOnly } from '../kernel/access.guard';
import { PlannerMessageLimit } from './planner-proposals.controller';
import type { SessionUser } from '../kernel/session-user';
import { CursorPageParams } from '../kernel/queue-page.dto';
import {
  AcceptProposalRequest,
  PlannerReleaseRequest,
  PlannerThreadResponse,
  ReviewRequest,
} from './planner-proposal.dto';
import { EventSharesResponse, PlannerEventView, PlannerEventsPage, ShareEventRequest } from './planner-events.dto';
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
  @ApiOkResponse({ type: PlannerEventView })
  async overview(@CurrentUser() planner: SessionUser, @Param('id', uuid()) id: string): Promise<PlannerEventView> {
    return this.events.marked(planner, id, await this.proposals.overview(opener(planner, id)));
  }

  @Post(':id/venues/:venueEnquiryId/accept')
  @HttpCode(HttpStatus.OK)
  @NOT_THEIRS
  @VIEW_ONLY
  @ApiOperation({ summary: 'Accept this venue’s proposal for one of its dates (as on the private link’s page)' })
  @ApiOkResponse({ type: PlannerEventView })
  @ApiBadRequestResponse({ description: 'No date chosen among several, or a date the proposal does not offer' })
  @ApiConflictResponse({ description: 'Revised since, one already accepted, or not open' })
  async accept(
    @CurrentUser() planner: SessionUser,
    @Param('id', uuid()) id: string,
    @Param('venueEnquiryId', uuid()) venueEnquiryId: string,
    @Body() body: AcceptProposalRequest,
  ): Promise<PlannerEventView> {
    return this.events.marked(planner, id, await this.proposals.accept(opener(planner, id), venueEnquiryId, body));
  }

  @Post(':id/venues/:venueEnquiryId/confirm')
  @HttpCode(HttpStatus.OK)
  @NOT_THEIRS
  @VIEW_ONLY
  @ApiOperation({ summary: 'Confirm the booking of the date held for you' })
  @ApiOkResponse({ type: PlannerEventView })
  @ApiConflictResponse({ description: 'Nothing is held, or the hold was released, expired or already confirmed' })
  async confirm(
    @CurrentUser() planner: SessionUser,
    @Param('id', uuid()) id: string,
    @Param('venueEnquiryId', uuid()) venueEnquiryId: string,
  ): Promise<PlannerEventView> {
    return this.events.marked(planner, id, await this.proposals.confirm(opener(planner, id), venueEnquiryId));
  }

  @Post(':id/venues/:venueEnquiryId/release')
  @HttpCode(HttpStatus.OK)
  @NOT_THEIRS
  @VIEW_ONLY
  @ApiOperation({ summary: 'Release the date held for you; the venue is told, with your reason if you give one' })
  @ApiOkResponse({ type: PlannerEventView })
  @ApiConflictResponse({ description: 'Nothing is held, or the hold already ended or was confirmed' })
  async release(
    @CurrentUser() planner: SessionUser,
    @Param('id', uuid()) id: string,
    @Param('venueEnquiryId', uuid()) venueEnquiryId: string,
    @Body() body: PlannerReleaseRequest,
  ): Promise<PlannerEventView> {
    return this.events.marked(
      planner,
      id,
      await this.proposals.release(opener(planner, id), venueEnquiryId, body.reason ?? ''),
    );
  }

  @Post(':id/venues/:venueEnquiryId/review')
  @HttpCode(HttpStatus.CREATED)
  @NOT_THEIRS
  @VIEW_ONLY
  @ApiOperation({ summary: 'Rate the venue of your confirmed booking once its date has passed' })
  @ApiCreatedResponse({ type: PlannerEventView })
  @ApiBadRequestResponse({ description: 'No rating from 1 to 5, or no text, or text over 1,000 characters' })
  @ApiConflictResponse({ description: 'Not a confirmed booking, its date has not passed yet, or already reviewed' })
  async review(
    @CurrentUser() planner: SessionUser,
    @Param('id', uuid()) id: string,
    @Param('venueEnquiryId', uuid()) venueEnquiryId: string,
    @Body() body: ReviewRequest,
  ): Promise<PlannerEventView> {
    return this.events.marked(planner, id, await this.proposals.review(opener(planner, id), venueEnquiryId, body));
  }

  @Post(':id/venues/:venueEnquiryId/decline')
  @HttpCode(HttpStatus.OK)
  @NOT_THEIRS
  @VIEW_ONLY
  @ApiOperation({ summary: 'Decline this venue’s proposal; its owner is told' })
  @ApiOkResponse({ type: PlannerEventView })
  @ApiConflictResponse({ description: 'No proposal, or it is already settled' })
  async decline(
    @CurrentUser() planner: SessionUser,
    @Param('id', uuid()) id: string,
    @Param('venueEnquiryId', uuid()) venueEnquiryId: string,
  ): Promise<PlannerEventView> {
    return this.events.marked(planner, id, await this.proposals.decline(opener(planner, id), venueEnquiryId));
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
  @PlannerMessageLimit()
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

  @Get(':id/shares')
  @NOT_THEIRS
  @ApiForbiddenResponse({ description: 'Not a planner; or the event was shared with you (only its planner shares it)' })
  @ApiOperation({ summary: 'The colleagues your event is shared with' })
  @ApiOkResponse({ type: EventSharesResponse })
  shares(@CurrentUser() planner: SessionUser, @Param('id', uuid()) id: string): Promise<EventSharesResponse> {
    return this.events.shares(planner, id);
  }

  @Post(':id/shares')
  @HttpCode(HttpStatus.CREATED)
  @NOT_THEIRS
  @ApiForbiddenResponse({ description: 'Not a planner; or the event was shared with you (only its planner shares it)' })
  @ApiOperation({
    summary:
      'Share your event with a colleague’s address, to view or to view and decide (sharing again changes the permission); they are mailed how to sign in',
  })
  @ApiCreatedResponse({ type: EventSharesResponse })
  @ApiBadRequestResponse({ description: 'Not an e-mail address, your own address, or no permission' })
  @ApiConflictResponse({ description: 'Already shared with 20 colleagues' })
  @ApiTooManyRequestsResponse({ description: 'Too many shares from you today' })
  share(
    @CurrentUser() planner: SessionUser,
    @Param('id', uuid()) id: string,
    @Body() body: ShareEventRequest,
  ): Promise<EventSharesResponse> {
    return this.events.share(planner, id, body);
  }

  @Delete(':id/shares/:shareId')
  @HttpCode(HttpStatus.NO_CONTENT)
  @NOT_THEIRS
  @ApiForbiddenResponse({ description: 'Not a planner; or the event was shared with you (only its planner shares it)' })
  @ApiOperation({ summary: 'Stop sharing your event with this colleague: it leaves their My events at once' })
  @ApiNoContentResponse({ description: 'No longer shared' })
  unshare(
    @CurrentUser() planner: SessionUser,
    @Param('id', uuid()) id: string,
    @Param('shareId', uuid()) shareId: string,
  ): Promise<void> {
    return this.events.unshare(planner, id, shareId);
  }
}
