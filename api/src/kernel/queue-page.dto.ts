// What every admin queue takes and answers besides its own rows: search, sort, page size and
// cursor in; the true total and the cursors either side out. And the bulk decisions' shape: many
// ids in, one outcome per id out.
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  ArrayUnique,
  IsArray,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  IsUUID,
  Max,
  MaxLength,
  Min,
} from 'class-validator';
import type { BulkItemResult } from './moderation-decisions';
import { QUEUE_SORTS, type QueueFilter, type QueuePage, type QueueSort } from './queue-page';

export const QUEUE_PAGE_SIZE = 25;
export const QUEUE_MAX_PAGE_SIZE = 100;
export const BULK_MAX_ITEMS = 100;

const LIMIT_MESSAGE = `limit must be a whole number from 1 to ${QUEUE_MAX_PAGE_SIZE}`;

/** A page by keyset: how many, and the cursor of the page read before. */
export class CursorPageParams {
  @ApiPropertyOptional({ minimum: 1, maximum: QUEUE_MAX_PAGE_SIZE, default: QUEUE_PAGE_SIZE })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: LIMIT_MESSAGE })
  @Min(1, { message: LIMIT_MESSAGE })
  @Max(QUEUE_MAX_PAGE_SIZE, { message: LIMIT_MESSAGE })
  limit: number = QUEUE_PAGE_SIZE;

  @ApiPropertyOptional({ description: 'next_cursor or prev_cursor of the page read before; omit for the first page' })
  @IsOptional()
  @IsString({ message: 'cursor must be the next_cursor or prev_cursor of a page' })
  @MaxLength(400, { message: 'cursor must be the next_cursor or prev_cursor of a page' })
  cursor?: string;
}

/** An admin queue's page: a search and an order besides. */
export class QueuePageParams extends CursorPageParams {
  @ApiPropertyOptional({ description: 'Part of the venue name or of the owner’s e-mail address', maxLength: 120 })
  @IsOptional()
  @IsString({ message: 'q must be text' })
  @MaxLength(120, { message: 'q must be at most 120 characters' })
  q: string = '';

  @ApiPropertyOptional({
    enum: QUEUE_SORTS,
    description: 'By when the item arrived; pending work is oldest first unless asked otherwise',
  })
  @IsOptional()
  @IsIn(QUEUE_SORTS, { message: `sort must be one of: ${QUEUE_SORTS.join(', ')}` })
  sort?: QueueSort;
}

export class QueuePageView {
  @ApiProperty({ description: 'How many items match the status and search, over all pages' }) total: number;
  @ApiProperty({ description: 'Items on a full page' }) limit: number;
  @ApiProperty({ type: String, nullable: true, description: 'The next page; null on the last' })
  next_cursor: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'The previous page; null on the first' })
  prev_cursor: string | null;
}

export class BulkIds {
  @ApiProperty({ type: [String], format: 'uuid', minItems: 1, maxItems: BULK_MAX_ITEMS })
  @IsArray({ message: 'ids must be a list of ids' })
  @ArrayMinSize(1, { message: 'Choose at least one item' })
  @ArrayMaxSize(BULK_MAX_ITEMS, { message: `At most ${BULK_MAX_ITEMS} items can be decided at once` })
  @ArrayUnique({ message: 'ids must not repeat an id' })
  @IsUUID('all', { each: true, message: 'Each of ids must be an id from the queue' })
  ids: string[];
}

export class BulkItemOutcome {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ description: 'Whether this item was decided' }) ok: boolean;
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'Its status after the decision; null when it was not decided',
  })
  status: string | null;
  @ApiProperty({ description: 'What happened to it, in words for the admin' }) message: string;
}

export class BulkOutcomeView {
  @ApiProperty({ type: [BulkItemOutcome], description: 'One per id, in the order sent' })
  results: BulkItemOutcome[];
  @ApiProperty() succeeded: number;
  @ApiProperty() failed: number;
}

/** What the admin asked of a queue; pending work is read oldest first unless they ask otherwise, finished work newest first. */
export const queueFilter = <Status>(
  params: QueuePageParams,
  status: Status,
  pending: boolean,
): QueueFilter<Status> => ({
  status,
  q: params.q,
  sort: params.sort ?? (pending ? 'oldest' : 'newest'),
  limit: params.limit,
  cursor: params.cursor,
});

export function toQueuePageView(page: QueuePage<unknown>, limit: number): QueuePageView {
  return { total: page.total, limit, next_cursor: page.nextCursor, prev_cursor: page.prevCursor };
}

/** Each id's outcome: the item's status after a decision, or the reason it was not decided. */
export function toBulkOutcomeView<R extends { status: string }>(
  results: BulkItemResult<R>[],
  done: (result: R) => string,
): BulkOutcomeView {
  const view = results.map(({ id, result, error }) =>
    result
      ? { id, ok: true, status: result.status, message: done(result) }
      : { id, ok: false, status: null, message: error!.message },
  );
  const succeeded = view.filter((item) => item.ok).length;
  return { results: view, succeeded, failed: view.length - succeeded };
}
