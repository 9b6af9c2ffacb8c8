// A venue pack request (POST /api/v2/venue-pack): the ids of up to 10 published venues.
import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, ArrayUnique, IsArray, IsUUID } from 'class-validator';

export const MAX_PACK_VENUES = 10;
const COUNT_MESSAGE = `A venue pack holds 1 to ${MAX_PACK_VENUES} venues`;

export class VenuePackRequest {
  @ApiProperty({ type: [String], format: 'uuid', minItems: 1, maxItems: MAX_PACK_VENUES })
  @Transform(({ value }) =>
    Array.isArray(value) ? value.map((v) => (typeof v === 'string' ? v.trim().toLowerCase() : v)) : value,
  )
  @IsUUID('all', { each: true, message: 'each of ids must be a venue id' })
  @ArrayUnique({ message: 'each venue may be listed only once' })
  @ArrayMaxSize(MAX_PACK_VENUES, { message: COUNT_MESSAGE })
  @ArrayMinSize(1, { message: COUNT_MESSAGE })
  @IsArray({ message: `ids must list the venues to include (${COUNT_MESSAGE.toLowerCase()})` })
  ids: string[];
}

export class VenuePackCreated {
  @ApiProperty({ format: 'uuid', description: 'The media id of the pack' }) id: string;
  @ApiProperty({
    description: 'Where to download the PDF',
    example: 'https://venues.example.com/uploads/packs/<id>.pdf',
  })
  url: string;
}
