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
import { BriefCreated, CreateBriefRequest } from './brief.dto';
import { BriefsService } from './briefs.service';

@ApiTags('briefs')
@Controller('api/v2/briefs')
export class BriefsController {
  constructor(private readonly briefs: BriefsService) {}

  @Post()
  @HttpCode(HttpStatus.CREATED)
  @ApiOperation({
    summary: 'Save a brief: up to 50 published venues with notes, and the planner’s e-mail',
    description:
      'Limits: 1–50 distinct venues; notes per venue at most 2,000 characters; brief notes at most 5,000. ' +
      'With an Idempotency-Key, resending the same body returns the first brief (200).',
  })
  @ApiHeader({ name: 'Idempotency-Key', required: false, description: 'Makes a retried submission safe' })
  @ApiCreatedResponse({ type: BriefCreated, description: 'The brief was saved' })
  @ApiOkResponse({ type: BriefCreated, description: 'The same key and body were already saved: the first brief' })
  @ApiBadRequestResponse({ description: 'Invalid e-mail, no or too many venues, unknown or unpublished venues' })
  @ApiConflictResponse({ description: 'The Idempotency-Key was already used for a different brief' })
  async create(
    @Body() body: CreateBriefRequest,
    @Headers('idempotency-key') idempotencyKey: string | undefined,
    @Res({ passthrough: true }) response: Response,
  ): Promise<BriefCreated> {
    const { brief, replayed } = await this.briefs.create(body, idempotencyKey);
    if (replayed) response.status(HttpStatus.OK);
    return brief;
  }
}
