import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsInt, Max, Min } from 'class-validator';

export class SimilarVenuesParams {
  @ApiPropertyOptional({ minimum: 1, maximum: 24, default: 6 })
  @Transform(({ value }) => (typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value))
  @Max(24, { message: 'limit must be a whole number from 1 to 24' })
  @Min(1, { message: 'limit must be a whole number from 1 to 24' })
  @IsInt({ message: 'limit must be a whole number from 1 to 24' })
  limit: number = 6;
}
