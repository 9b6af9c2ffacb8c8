// The query of GET /api/v2/venues: validated and normalised here, trusted after.
import { ApiPropertyOptional } from '@nestjs/swagger';
import {
  CAPACITY_BUCKETS,
  CAPACITY_VALUES,
  CATEGORY_SLUGS,
  CITY_SLUGS,
  MAX_QUERY_LENGTH,
  PAGE_SIZE,
  SORT_VALUES,
  type CapacityValue,
  type CategorySlug,
  type CitySlug,
  type SortValue,
  type VenueSearchQuery,
} from '@venue-finder/core';
import { Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';

/** Turns a whole-number string into a number; anything else is left for the validator to name. */
const toInteger = ({ value }: { value: unknown }) =>
  typeof value === 'string' && /^-?\d+$/.test(value.trim()) ? Number(value) : value;

const toBoolean = ({ value }: { value: unknown }) => (value === 'true' ? true : value === 'false' ? false : value);

export const MAX_PAGE = 10_000;

export class VenueSearchParams {
  @ApiPropertyOptional({ description: 'Free text: venue names, places, categories', maxLength: MAX_QUERY_LENGTH })
  @IsOptional()
  @IsString({ message: 'q must be text' })
  @MaxLength(MAX_QUERY_LENGTH, { message: `q must be at most ${MAX_QUERY_LENGTH} characters` })
  q?: string;

  @ApiPropertyOptional({ enum: CITY_SLUGS })
  @IsOptional()
  @IsIn(CITY_SLUGS, { message: `city must be one of: ${CITY_SLUGS.join(', ')}` })
  city?: CitySlug;

  @ApiPropertyOptional({ enum: CATEGORY_SLUGS })
  @IsOptional()
  @IsIn(CATEGORY_SLUGS, { message: `category must be one of: ${CATEGORY_SLUGS.join(', ')}` })
  category?: CategorySlug;

  @ApiPropertyOptional({
    enum: CAPACITY_VALUES,
    description: `Group-size bucket; a venue matches when the range of group sizes it hosts overlaps the bucket: ${CAPACITY_BUCKETS.map((b) => `${b.value} = ${b.label}`).join(', ')}`,
  })
  @IsOptional()
  @Transform(toInteger)
  @IsIn(CAPACITY_VALUES, { message: `capacity must be one of: ${CAPACITY_VALUES.join(', ')}` })
  capacity?: CapacityValue;

  @ApiPropertyOptional({ minimum: 1, maximum: MAX_PAGE, default: 1 })
  @IsOptional()
  @Transform(toInteger)
  // Validators run from the property outwards: the type check first.
  @Max(MAX_PAGE, { message: `page must be at most ${MAX_PAGE}` })
  @Min(1, { message: 'page must be a whole number of 1 or more' })
  @IsInt({ message: 'page must be a whole number of 1 or more' })
  page: number = 1;

  @ApiPropertyOptional({ minimum: 1, maximum: 100, default: PAGE_SIZE })
  @IsOptional()
  @Transform(toInteger)
  @Max(100, { message: 'pageSize must be a whole number from 1 to 100' })
  @Min(1, { message: 'pageSize must be a whole number from 1 to 100' })
  @IsInt({ message: 'pageSize must be a whole number from 1 to 100' })
  pageSize: number = PAGE_SIZE;

  @ApiPropertyOptional({ enum: SORT_VALUES, default: 'relevance', description: 'Unknown values sort by relevance' })
  @IsOptional()
  @Transform(({ value }) => ((SORT_VALUES as readonly unknown[]).includes(value) ? value : 'relevance'))
  sort: SortValue = 'relevance';

  @ApiPropertyOptional({ description: "Facet counts are included unless this is 'false'" })
  @IsOptional()
  @Transform(toBoolean)
  @IsBoolean({ message: "with_facets must be 'true' or 'false'" })
  with_facets?: boolean;

  toQuery(): VenueSearchQuery {
    return {
      q: this.q?.trim() || undefined,
      city: this.city,
      category: this.category,
      capacity: this.capacity,
      page: this.page,
      pageSize: this.pageSize,
      sort: this.sort,
      withFacets: this.with_facets !== false,
    };
  }
}
