// The admin venue calls' requests and answers.
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { CITY_SLUGS, VENUE_STATUSES, type VenueData, type VenueStatus } from '@venue-finder/contract';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsObject, IsOptional, IsString, MaxLength } from 'class-validator';
import { QueuePageParams, QueuePageView } from '../kernel/queue-page.dto';

export class AdminVenuesParams extends QueuePageParams {
  @ApiPropertyOptional({ enum: CITY_SLUGS })
  @IsOptional()
  @IsIn(CITY_SLUGS, { message: `city must be one of: ${CITY_SLUGS.join(', ')}` })
  city?: string;

  @ApiPropertyOptional({ enum: VENUE_STATUSES })
  @IsOptional()
  @IsIn(VENUE_STATUSES, { message: `status must be one of: ${VENUE_STATUSES.join(', ')}` })
  status?: VenueStatus;

  @ApiPropertyOptional({ description: "Part of the owner's e-mail, or 'none' for venues without an owner" })
  @IsOptional()
  @IsString()
  @MaxLength(254)
  owner?: string;
}

export class AdminVenueRowView {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() name: string;
  @ApiProperty() slug: string;
  @ApiProperty() city: string;
  @ApiProperty({ enum: VENUE_STATUSES }) status: VenueStatus;
  @ApiProperty({ type: String, nullable: true }) owner_email: string | null;
  @ApiProperty({ format: 'date-time' }) updated_at: string;
}

export class AdminVenuesResponse extends QueuePageView {
  @ApiProperty({ type: [AdminVenueRowView] }) venues: AdminVenueRowView[];
}

class AdminVenueClaim {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() email: string;
  @ApiProperty() proof_type: string;
  @ApiProperty() status: string;
  @ApiProperty({ format: 'date-time' }) created_at: string;
}

class AdminVenueChange {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() status: string;
  @ApiProperty({ type: [String] }) fields: string[];
  @ApiProperty({ format: 'date-time' }) created_at: string;
}

class AdminVenueEnrichment {
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) phase1_at: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) phase2_at: string | null;
  @ApiProperty({ description: 'Phase 1 ran on the current version' }) phase1_current: boolean;
  @ApiProperty({ description: 'Phase 2 ran on the current version' }) phase2_current: boolean;
  @ApiProperty({ type: Number, nullable: true }) quality_score: number | null;
}

class AdminVenueHistory {
  @ApiProperty() action: string;
  @ApiProperty({ type: String, nullable: true }) actor_email: string | null;
  @ApiProperty({ format: 'date-time' }) at: string;
  @ApiProperty({ nullable: true, type: 'object', additionalProperties: true }) before: unknown;
  @ApiProperty({ nullable: true, type: 'object', additionalProperties: true }) after: unknown;
}

export class AdminVenueDetailView {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() name: string;
  @ApiProperty() slug: string;
  @ApiProperty() city: string;
  @ApiProperty({ enum: VENUE_STATUSES }) status: VenueStatus;
  @ApiProperty({ description: 'The version an edit is based on' }) version: number;
  @ApiProperty({ type: String, nullable: true }) owner_email: string | null;
  @ApiProperty({ type: 'object', additionalProperties: true, description: 'The fields owners control' })
  fields: VenueData;
  @ApiProperty({ type: [AdminVenueClaim] }) claims: AdminVenueClaim[];
  @ApiProperty({ type: [AdminVenueChange] }) change_requests: AdminVenueChange[];
  @ApiProperty({ type: AdminVenueEnrichment }) enrichment: AdminVenueEnrichment;
  @ApiProperty({ type: [AdminVenueHistory] }) history: AdminVenueHistory[];
}

export class EditVenueRequest {
  @ApiProperty({ description: 'The version read; an edit from an older one is a 409' })
  @Type(() => Number)
  @IsInt({ message: 'version is required: the version of the venue you read' })
  version: number;

  @ApiPropertyOptional({ enum: VENUE_STATUSES, description: 'published to publish, draft to unpublish' })
  @IsOptional()
  @IsIn(VENUE_STATUSES, { message: `status must be one of: ${VENUE_STATUSES.join(', ')}` })
  status?: VenueStatus;

  @ApiPropertyOptional({
    type: 'object',
    additionalProperties: true,
    description: 'Field → value, as for change requests',
  })
  @IsOptional()
  @IsObject({ message: 'field_changes must be an object of field → new value' })
  field_changes?: Record<string, unknown>;
}
