// The media calls' requests and answers (owner-admin spec §7: presign, then the upload).
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { MEDIA_KIND_NAMES, MEDIA_TYPES, type MediaKind } from '@venue-finder/contract';
import { IsIn, IsOptional, IsString, Matches, MaxLength } from 'class-validator';

/** What an upload belongs to, for the record (and for clearing up what was never used). */
export const MEDIA_ENTITY_TYPES = ['venue', 'registration', 'claim', 'verification', 'proposal'] as const;

export class PresignParams {
  @ApiPropertyOptional({ description: 'The file’s name on the device; only for the record', maxLength: 255 })
  @IsOptional()
  @IsString()
  @MaxLength(255, { message: 'filename must be at most 255 characters' })
  filename?: string;

  @ApiProperty({ enum: Object.keys(MEDIA_TYPES), description: 'The type of the file (by its bytes)' })
  @IsString({ message: 'content_type is required: the type of the file, such as image/jpeg' })
  content_type: string;

  @ApiPropertyOptional({
    enum: MEDIA_KIND_NAMES,
    default: 'image',
    description: 'image: a public photo; document: a private proof',
  })
  @IsOptional()
  @IsIn(MEDIA_KIND_NAMES, { message: `kind must be one of: ${MEDIA_KIND_NAMES.join(', ')}` })
  kind: MediaKind = 'image';

  @ApiPropertyOptional({ enum: MEDIA_ENTITY_TYPES, default: 'venue' })
  @IsOptional()
  @IsIn(MEDIA_ENTITY_TYPES, { message: `entity_type must be one of: ${MEDIA_ENTITY_TYPES.join(', ')}` })
  entity_type: (typeof MEDIA_ENTITY_TYPES)[number] = 'venue';

  @ApiPropertyOptional({ description: 'The id of what the file belongs to, when it exists yet' })
  @IsOptional()
  @IsString()
  @Matches(/^[A-Za-z0-9_-]{1,100}$/, { message: 'entity_id must be an id: letters, digits, - and _' })
  entity_id?: string;
}

export class MediaKeyParams {
  @ApiProperty({ example: 'media/3f2a6c1e-0d4b-4f7e-9a55-2c1d8e9b7a10.png' })
  @IsString({ message: 'key is required: the key the presign call answered' })
  @MaxLength(200)
  key: string;
}

export class PresignResponse {
  @ApiProperty({ description: 'Where to send the file: relative (this api, POST) or absolute (the bucket, PUT)' })
  upload_url: string;
  @ApiProperty({ enum: ['POST', 'PUT'] }) upload_method: 'POST' | 'PUT';
  @ApiProperty({
    type: 'object',
    additionalProperties: { type: 'string' },
    description: 'Headers the upload must carry',
  })
  upload_headers: Record<string, string>;
  @ApiProperty() key: string;
  @ApiProperty({ description: 'Where the file is read from once uploaded' }) public_url: string;
}

export class StoredMediaResponse {
  @ApiProperty() key: string;
  @ApiProperty() public_url: string;
  @ApiProperty({ enum: Object.keys(MEDIA_TYPES) }) content_type: string;
  @ApiProperty({ description: 'Bytes' }) size: number;
}
