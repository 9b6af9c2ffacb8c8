import { Body, Controller, Post } from '@nestjs/common';
import { ApiBadRequestResponse, ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { type Created, IdempotencyKeyHeader, IdempotentCreate } from '../common/idempotent-create';
import { BriefCreated, CreateBriefRequest } from './brief.dto';
import { RateLimited } from '../rate-limit';
import { BriefsService } from './briefs.service';

@ApiTags('briefs')
@Controller('api/v2/briefs')
export class BriefsController {
  constructor(private readonly briefs: BriefsService) {}

  @Post()
  @RateLimited('briefs', 'briefs', (config) => config.publicForms.briefs)
  @IdempotentCreate('brief')
  @ApiOperation({
    summary: 'Save a brief: up to 50 published venues with notes, and the planner’s e-mail',
    description:
      'Limits: 1–50 distinct venues; notes per venue at most 2,000 characters; brief notes at most 5,000. ' +
      'With an Idempotency-Key, resending the same body returns the first brief (200).',
  })
  @ApiCreatedResponse({ type: BriefCreated, description: 'The brief was saved' })
  @ApiOkResponse({ type: BriefCreated, description: 'The same key and body were already saved: the first brief' })
  @ApiBadRequestResponse({ description: 'Invalid e-mail, no or too many venues, unknown or unpublished venues' })
  create(
    @Body() body: CreateBriefRequest,
    @IdempotencyKeyHeader() idempotencyKey: string | undefined,
  ): Promise<Created<BriefCreated>> {
    return this.briefs.create(body, idempotencyKey);
  }
}
