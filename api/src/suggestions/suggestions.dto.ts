import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { SUGGESTION_LIMIT, SUGGESTION_MIN_CHARS } from '@venue-finder/core';
import { Transform } from 'class-transformer';
import { IsInt, IsString, Max, MaxLength, Min, MinLength } from 'class-validator';

export class SuggestionsParams {
  @ApiProperty({ minLength: SUGGESTION_MIN_CHARS, maxLength: 100, description: 'What the planner has typed so far' })
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value))
  @MaxLength(100, { message: 'q must be at most 100 characters' })
  @MinLength(SUGGESTION_MIN_CHARS, { message: `q must be at least ${SUGGESTION_MIN_CHARS} characters` })
  @IsString({ message: `q must be text of at least ${SUGGESTION_MIN_CHARS} characters` })
  q: string;

  @ApiPropertyOptional({ minimum: 1, maximum: 20, default: SUGGESTION_LIMIT })
  @Transform(({ value }) => (typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value))
  @Max(20, { message: 'limit must be a whole number from 1 to 20' })
  @Min(1, { message: 'limit must be a whole number from 1 to 20' })
  @IsInt({ message: 'limit must be a whole number from 1 to 20' })
  limit: number = SUGGESTION_LIMIT;
}
