import { Body, Controller, Headers, HttpCode, HttpStatus, Post, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiHeader,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import type { Response } from 'express';
import { CreateEnquiryRequest, EnquiryReceived } from './enquiry.dto';
import { EnquiriesService } from './enquiries.service';

@ApiTags('enquiries')
@Controller('api/v2/enquiries')
export class EnquiriesController {
  constructor(private readonly enquiries: EnquiriesService) {}

  @Post()
  @HttpCode(HttpStatus.CREATED)
  @ApiOperation({
    summary: 'Submit an enquiry (sent after the brief is saved); the planner and the team are mailed',
    description:
      'Limits: 1–50 distinct published venues; notes at most 5,000 characters. A brief is submitted once: ' +
      'resending it (or the same Idempotency-Key and body) returns the first enquiry (200).',
  })
  @ApiHeader({ name: 'Idempotency-Key', required: false, description: 'Makes a retried submission safe' })
  @ApiCreatedResponse({ type: EnquiryReceived, description: 'Received; the two mails are queued' })
  @ApiOkResponse({ type: EnquiryReceived, description: 'Already received: the first enquiry' })
  @ApiBadRequestResponse({ description: 'Invalid e-mail, no or too many venues, unknown venues or brief' })
  @ApiConflictResponse({ description: 'The key or the brief was already used with different details' })
  async create(
    @Body() body: CreateEnquiryRequest,
    @Headers('idempotency-key') idempotencyKey: string | undefined,
    @Res({ passthrough: true }) response: Response,
  ): Promise<EnquiryReceived> {
    const { enquiry, replayed } = await this.enquiries.create(body, idempotencyKey);
    if (replayed) response.status(HttpStatus.OK);
    return enquiry;
  }
}
