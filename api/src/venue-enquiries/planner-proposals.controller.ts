import {
  Body,
  Controller,
  createParamDecorator,
  type ExecutionContext,
  Get,
  HttpCode,
  HttpStatus,
  Param,
  ParseUUIDPipe,
  Post,
  Res,
} from '@nestjs/common';
import {
  ApiAcceptedResponse,
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiGoneResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiHeader,
  ApiTags,
} from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { RateLimited } from '../rate-limit';
import {
  AcceptProposalRequest,
  FreshLinkRequest,
  PlannerReleaseRequest,
  FreshLinkResponse,
  PlannerProposalsResponse,
  PlannerThreadResponse,
  ReviewRequest,
} from './planner-proposal.dto';
import { PlannerProposalsService } from './planner-proposals.service';
import { ThreadMessageRequest } from './venue-enquiry.dto';
import { VenueEnquiryException } from './venue-enquiry.exception';

const uuid = () => new ParseUUIDPipe({ exceptionFactory: (id) => VenueEnquiryException.notFound(id) });
/**
 * The private token of the link the planner was mailed travels in this header, never in an
 * address: a path (or query) is written down by proxies' access logs and repeated in Referer.
 */
export const PROPOSAL_TOKEN_HEADER = 'X-Proposal-Token';
const TOKEN = ApiHeader({
  name: PROPOSAL_TOKEN_HEADER,
  required: true,
  description: 'The private token of the link the planner was mailed (after # in its address)',
});
/**
 * The header as sent; a missing or malformed one opens nothing (404, like an unknown token).
 * Every answer, refusals included, is marked no-store: one address now serves every link, so a
 * browser must never answer one token's request with what it kept from another's (a 410 is
 * cacheable by default).
 */
const ProposalToken = createParamDecorator((_: unknown, context: ExecutionContext): string => {
  context.switchToHttp().getResponse<Response>().setHeader('Cache-Control', 'private, no-store');
  const value = context.switchToHttp().getRequest<Request>().headers[PROPOSAL_TOKEN_HEADER.toLowerCase()];
  return (Array.isArray(value) ? value[0] : value) ?? '';
});
const LINK_PROBLEMS = [
  ApiNotFoundResponse({ description: 'No such link (or no such venue enquiry in it); a fresh link can be mailed' }),
  ApiGoneResponse({ description: 'The link has expired (30 days); a fresh link can be mailed' }),
];
const linkProblems = (target: object, key: string, descriptor: PropertyDescriptor) => {
  for (const decorate of LINK_PROBLEMS) decorate(target, key, descriptor);
};

/** A planner's messages to venues: one bucket, 30 an hour, by private link or by session alike. */
export const PlannerMessageLimit = () =>
  RateLimited('proposal-messages', 'messages', () => ({ limit: 30, windowMs: 60 * 60_000 }));

/** The planner's proposals, behind the private link they were mailed: no account. */
@ApiTags('proposals')
@Controller('api/v2/proposals')
export class PlannerProposalsController {
  constructor(private readonly proposals: PlannerProposalsService) {}

  @Post('link')
  @HttpCode(HttpStatus.ACCEPTED)
  @RateLimited('proposal-links', 'requests for a fresh link', () => ({ limit: 10, windowMs: 60 * 60_000 }))
  @ApiOperation({
    summary: 'Mail a fresh link to the proposals of the briefs this address sent (the same answer whatever it is)',
  })
  @ApiAcceptedResponse({ type: FreshLinkResponse })
  freshLink(@Body() body: FreshLinkRequest): Promise<FreshLinkResponse> {
    return this.proposals.mailFreshLink(body.email);
  }

  @Get()
  @TOKEN
  @linkProblems
  @ApiOperation({ summary: 'Each venue’s state in words and its current proposal, for the side-by-side table' })
  @ApiOkResponse({ type: PlannerProposalsResponse })
  overview(@ProposalToken() token: string): Promise<PlannerProposalsResponse> {
    return this.proposals.overview({ token });
  }

  @Post('venues/:id/accept')
  @HttpCode(HttpStatus.OK)
  @TOKEN
  @linkProblems
  @ApiOperation({
    summary:
      'Accept the revision of this venue’s proposal you were shown, for one of its dates: the date is held for you, both sides are mailed the reference, the other venues are told',
  })
  @ApiOkResponse({ type: PlannerProposalsResponse })
  @ApiBadRequestResponse({ description: 'No date chosen among several, or a date the proposal does not offer' })
  @ApiConflictResponse({
    description:
      'The venue revised the proposal since (the new terms are on the page), one was already accepted, or it is not open or has lapsed',
  })
  accept(
    @ProposalToken() token: string,
    @Param('id', uuid()) id: string,
    @Body() body: AcceptProposalRequest,
  ): Promise<PlannerProposalsResponse> {
    return this.proposals.accept({ token }, id, body);
  }

  @Post('venues/:id/confirm')
  @HttpCode(HttpStatus.OK)
  @TOKEN
  @linkProblems
  @ApiOperation({ summary: 'Confirm the booking of the date held for you; both sides are mailed its reference' })
  @ApiOkResponse({ type: PlannerProposalsResponse })
  @ApiConflictResponse({ description: 'Nothing is held, or the hold was released, expired or already confirmed' })
  confirm(@ProposalToken() token: string, @Param('id', uuid()) id: string): Promise<PlannerProposalsResponse> {
    return this.proposals.confirm({ token }, id);
  }

  @Post('venues/:id/release')
  @HttpCode(HttpStatus.OK)
  @TOKEN
  @linkProblems
  @ApiOperation({ summary: 'Release the date held for you; the venue is told, with your reason if you give one' })
  @ApiOkResponse({ type: PlannerProposalsResponse })
  @ApiConflictResponse({ description: 'Nothing is held, or the hold already ended or was confirmed' })
  release(
    @ProposalToken() token: string,
    @Param('id', uuid()) id: string,
    @Body() body: PlannerReleaseRequest,
  ): Promise<PlannerProposalsResponse> {
    return this.proposals.release({ token }, id, body.reason ?? '');
  }

  @Post('venues/:id/review')
  @HttpCode(HttpStatus.CREATED)
  @TOKEN
  @linkProblems
  @ApiOperation({
    summary:
      'Rate the venue of your confirmed booking (1–5) and say how it was, once its date has passed; shown on the venue page once moderated',
  })
  @ApiCreatedResponse({ type: PlannerProposalsResponse })
  @ApiBadRequestResponse({ description: 'No rating from 1 to 5, or no text, or text over 1,000 characters' })
  @ApiConflictResponse({
    description: 'Not a confirmed booking, its date has not passed yet, or it was already reviewed',
  })
  review(
    @ProposalToken() token: string,
    @Param('id', uuid()) id: string,
    @Body() body: ReviewRequest,
  ): Promise<PlannerProposalsResponse> {
    return this.proposals.review({ token }, id, body);
  }

  @Post('venues/:id/decline')
  @HttpCode(HttpStatus.OK)
  @TOKEN
  @linkProblems
  @ApiOperation({ summary: 'Decline this venue’s proposal; its owner is told' })
  @ApiOkResponse({ type: PlannerProposalsResponse })
  @ApiConflictResponse({ description: 'No proposal, or it is already settled' })
  decline(@ProposalToken() token: string, @Param('id', uuid()) id: string): Promise<PlannerProposalsResponse> {
    return this.proposals.decline({ token }, id);
  }

  @Get('venues/:id/messages')
  @TOKEN
  @linkProblems
  @ApiOperation({ summary: 'The message thread with this venue, oldest first' })
  @ApiOkResponse({ type: PlannerThreadResponse })
  thread(@ProposalToken() token: string, @Param('id', uuid()) id: string): Promise<PlannerThreadResponse> {
    return this.proposals.thread({ token }, id);
  }

  @Post('venues/:id/messages')
  @PlannerMessageLimit()
  @TOKEN
  @linkProblems
  @ApiOperation({ summary: 'Write to the venue (plain text); its owner is mailed it' })
  @ApiCreatedResponse({ type: PlannerThreadResponse, description: 'The thread, with the new message' })
  @ApiConflictResponse({ description: 'The venue has not joined yet: no one to write to' })
  write(
    @ProposalToken() token: string,
    @Param('id', uuid()) id: string,
    @Body() body: ThreadMessageRequest,
  ): Promise<PlannerThreadResponse> {
    return this.proposals.write({ token }, id, body.body);
  }

  @Get('documents/:proposalId')
  @TOKEN
  @linkProblems
  @ApiOperation({ summary: 'The PDF attached to a proposal' })
  @ApiOkResponse({
    description: 'The PDF',
    content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } },
  })
  async document(
    @ProposalToken() token: string,
    @Param('proposalId', uuid()) proposalId: string,
    @Res() response: Response,
  ): Promise<void> {
    const { contentType, body } = await this.proposals.document({ token }, proposalId);
    response.setHeader('Content-Type', contentType);
    // Downloaded, never rendered in our origin, like every other document (media.controller.ts).
    response.setHeader('Content-Disposition', `attachment; filename="proposal-${proposalId}.pdf"`);
    response.setHeader('Cache-Control', 'private, no-store');
    body.pipe(response);
  }
}
