// The registration calls' requests and answers (owner-admin spec §3, §7). venue_data is checked
// by the contract's venue rules in the service, so the wizard and a raw call meet the same rules.
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { REGISTRATION_STEP_COUNT, type VenueData, routeHref, venuePath } from '@venue-finder/contract';
import {
  OWNER_REGISTRATION_FILTERS,
  type OwnerRegistrationFilter,
  REGISTRATION_FILTERS,
  REGISTRATION_SAVE_STATUSES,
  REGISTRATION_STATUSES,
  type RegistrationFilter,
  type RegistrationSaveStatus,
  type RegistrationStatus,
  type VenueDetailView,
} from '@venue-finder/core';
import { Type } from 'class-transformer';
import {
  IsIn,
  IsInt,
  IsObject,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
  MinLength,
  ValidateIf,
} from 'class-validator';
import { BulkIds, CursorPageParams, QueuePageParams, QueuePageView } from '../kernel/queue-page.dto';
import type { SimilarVenue as StoredSimilarVenue, StoredRegistration } from './registration.repository';

const VENUE_DATA_DOC = {
  type: 'object',
  additionalProperties: true,
  description:
    'The venue as entered: name, short_description, description_html, categories, address {line1, line2, city, postcode}, ' +
    'capacities {theatre, banquet, standing}, amenities, pricing {day_rate, hour_rate, currency: GBP}, contact {website}, images',
} as const;

export class CreateRegistrationRequest {
  @ApiProperty(VENUE_DATA_DOC)
  @IsObject({ message: 'venue_data must be an object' })
  venue_data: Record<string, unknown>;

  @ApiPropertyOptional({ minimum: 0, maximum: REGISTRATION_STEP_COUNT - 1, description: 'The wizard step (0-based)' })
  @IsOptional()
  @IsInt({ message: 'step must be a whole number from 0 to 4' })
  @Min(0, { message: 'step must be a whole number from 0 to 4' })
  @Max(REGISTRATION_STEP_COUNT - 1, { message: 'step must be a whole number from 0 to 4' })
  step?: number;

  @ApiPropertyOptional({ enum: REGISTRATION_SAVE_STATUSES, default: 'draft' })
  @IsOptional()
  @IsIn(REGISTRATION_SAVE_STATUSES, { message: 'status must be draft or submitted' })
  status?: RegistrationSaveStatus;
}

export class SaveRegistrationRequest extends CreateRegistrationRequest {
  @ApiProperty({ description: 'The version the draft was read at; a save from an older one is a 409' })
  @Type(() => Number)
  @IsInt({ message: 'version is required: the version of the draft you read' })
  @Min(1, { message: 'version is required: the version of the draft you read' })
  version: number;
}

export class RejectRegistrationRequest {
  @ApiProperty({ minLength: 3, maxLength: 2000, description: 'Why, in words the owner will read (it is mailed)' })
  @MaxLength(2000, { message: 'The reason must be at most 2,000 characters' })
  @MinLength(3, { message: 'Please give the reason for rejecting: the owner will read it' })
  @IsString({ message: 'Please give the reason for rejecting: the owner will read it' })
  reason: string;
}

export class BulkRegistrationDecision extends BulkIds {
  @ApiProperty({ enum: ['approve', 'reject'] })
  @IsIn(['approve', 'reject'], { message: 'decision must be approve or reject' })
  decision: 'approve' | 'reject';

  @ApiPropertyOptional({ minLength: 3, maxLength: 2000, description: 'Required to reject: mailed to every owner' })
  @ValidateIf((body: BulkRegistrationDecision) => body.decision === 'reject')
  @MaxLength(2000, { message: 'The reason must be at most 2,000 characters' })
  @MinLength(3, { message: 'Please give the reason for rejecting: the owners will read it' })
  @IsString({ message: 'Please give the reason for rejecting: the owners will read it' })
  reason: string = '';
}

export class SimilarVenuesParams {
  @ApiProperty()
  @IsString()
  @MinLength(3, { message: 'name must be at least 3 characters' })
  @MaxLength(120)
  name: string;
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(40) city: string = '';
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(12) postcode: string = '';
}

export class RegistrationView {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ enum: REGISTRATION_STATUSES }) status: RegistrationStatus;
  @ApiProperty({ description: 'The wizard step (0-based) of the last save' }) step: number;
  @ApiProperty() version: number;
  @ApiProperty(VENUE_DATA_DOC) venue_data: VenueData;
  @ApiProperty() venue_name: string;
  @ApiProperty({ type: String, nullable: true, description: 'The venue, once approved' }) venue_id: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'The live page, once the venue is published' })
  live_path: string | null;
  @ApiProperty({ description: 'Why it was rejected; empty otherwise' }) rejection_reason: string;
  @ApiProperty({ format: 'date-time' }) created_at: string;
  @ApiProperty({ format: 'date-time' }) updated_at: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) submitted_at: string | null;
  @ApiProperty({
    type: String,
    format: 'uuid',
    nullable: true,
    description: 'The rejected registration this draft corrects',
  })
  reopened_from: string | null;
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'Why the registration this draft corrects was rejected',
  })
  previous_rejection_reason: string | null;
}

/** A page of the owner's own registrations: most recently saved first, by keyset. */
export class OwnerRegistrationsParams extends CursorPageParams {
  @ApiPropertyOptional({
    enum: OWNER_REGISTRATION_FILTERS,
    default: 'all',
    description:
      'One status, all, or open: drafts, those waiting for review, and rejected ones not yet corrected (what the portal lists)',
  })
  @IsOptional()
  @IsIn(OWNER_REGISTRATION_FILTERS, { message: `status must be one of: ${OWNER_REGISTRATION_FILTERS.join(', ')}` })
  status: OwnerRegistrationFilter = 'all';
}

export class RegistrationsResponse extends QueuePageView {
  @ApiProperty({ type: [RegistrationView] }) registrations: RegistrationView[];
}

export class AdminRegistrationRow {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() venue_name: string;
  @ApiProperty() owner_email: string;
  @ApiProperty({ enum: REGISTRATION_STATUSES }) status: RegistrationStatus;
  @ApiProperty({ example: 'leeds' }) city: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) submitted_at: string | null;
  @ApiProperty({ type: String, nullable: true }) live_path: string | null;
  @ApiProperty() rejection_reason: string;
  @ApiProperty(VENUE_DATA_DOC) venue_data: VenueData;
}

export class AdminRegistrationsResponse extends QueuePageView {
  @ApiProperty({ type: [AdminRegistrationRow] }) registrations: AdminRegistrationRow[];
}

export class AdminRegistrationsParams extends QueuePageParams {
  @ApiPropertyOptional({ enum: REGISTRATION_FILTERS, default: 'submitted' })
  @IsOptional()
  @IsIn(REGISTRATION_FILTERS, {
    message: `status must be one of: ${REGISTRATION_FILTERS.join(', ')}`,
  })
  status: RegistrationFilter = 'submitted';
}

export class SimilarVenue {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() name: string;
  @ApiProperty() city: string;
  @ApiProperty() postcode: string;
  @ApiProperty({ description: 'Already has an owner' }) claimed: boolean;
  @ApiProperty() path: string;
  @ApiProperty({ description: 'Where to claim it instead' }) claim_path: string;
}

export class SimilarVenuesResponse {
  @ApiProperty({ type: [SimilarVenue] }) venues: SimilarVenue[];
}

const livePath = (r: StoredRegistration) =>
  r.venueSlug && r.venueStatus === 'published' ? venuePath({ slug: r.venueSlug, id: r.venueId! }) : null;

export function toRegistrationView(r: StoredRegistration): RegistrationView {
  return {
    id: r.id,
    status: r.status,
    step: r.step,
    version: r.version,
    venue_data: r.venueData,
    venue_name: r.venueData.name?.trim() ?? '',
    venue_id: r.venueId,
    live_path: livePath(r),
    rejection_reason: r.rejectionReason,
    created_at: r.createdAt.toISOString(),
    updated_at: r.updatedAt.toISOString(),
    submitted_at: r.submittedAt?.toISOString() ?? null,
    reopened_from: r.reopenedFrom,
    previous_rejection_reason: r.previousRejectionReason,
  };
}

export function toAdminRow(r: StoredRegistration): AdminRegistrationRow {
  return {
    id: r.id,
    venue_name: r.venueData.name?.trim() ?? '',
    owner_email: r.email,
    status: r.status,
    city: r.venueData.address?.city ?? '',
    submitted_at: r.submittedAt?.toISOString() ?? null,
    live_path: livePath(r),
    rejection_reason: r.rejectionReason,
    venue_data: r.venueData,
  };
}

export class RegistrationReviewView {
  @ApiProperty({ type: AdminRegistrationRow }) registration: AdminRegistrationRow;
  @ApiProperty({
    type: 'object',
    additionalProperties: true,
    nullable: true,
    description:
      'The venue’s page as planners will see it once approved (the detail view of GET /api/v2/venues/{idOrSlug}); null when the registration would not pass approval',
  })
  listing: VenueDetailView | null;
  @ApiProperty({ type: String, nullable: true, description: 'Why there is no listing' }) problem: string | null;
  @ApiProperty({ type: [SimilarVenue], description: 'Published venues it may duplicate' })
  duplicates: SimilarVenue[];
}

export function toSimilarVenue(venue: StoredSimilarVenue): SimilarVenue {
  return {
    id: venue.id,
    name: venue.name,
    city: venue.city,
    postcode: venue.postcode,
    claimed: venue.claimed,
    path: venuePath(venue),
    claim_path: routeHref('claimVenue', { idOrSlug: venue.slug }),
  };
}
