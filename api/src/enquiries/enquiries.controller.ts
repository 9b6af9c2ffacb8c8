import { Body, Controller, Post } from '@nestjs/common';
import { ApiBadRequestResponse, ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { type Created, IdempotencyKeyHeader, IdempotentCreate } from '../common/idempotent-create';
import { CreateEnquiryRequest, EnquiryReceived } from './enquiry.dto';
import { RateLimited } from '../rate-limit';
import { EnquiriesService } from './enquiries.service';

@ApiTags('enquiries')
@Controller('api/v2/enquiries')
export class EnquiriesController {
  constructor(private readonly enquiries: EnquiriesService) {}

  @Post()
  @RateLimited('enquiries', 'enquiries', (config) => config.publicForms.enquiries)
  @IdempotentCreate('enquiry', 'The key or the brief was already used with different details')
  @ApiOperation({
    summary: 'Submit an enquiry (sent after the brief is saved); the planner and the team are mailed',
    description:
      'Limits: 1–50 distinct published venues; notes at most 5,000 characters. A brief is submitted once: ' +
      'resending it (or the same Idempotency-Key and body) returns the first enquiry (200).',
  })
  @ApiCreatedResponse({ type: EnquiryReceived, description: 'Received; the two mails are queued' })
  @ApiOkResponse({ type: EnquiryReceived, description: 'Already received: the first enquiry' })
  @ApiBadRequestResponse({ description: 'Invalid e-mail, no or too many venues, unknown venues or brief' })
  create(
    @Body() body: CreateEnquiryRequest,
    @IdempotencyKeyHeader() idempotencyKey: string | undefined,
  ): Promise<Created<EnquiryReceived>> {
    return this.enquiries.create(body, idempotencyKey);
  }
}
