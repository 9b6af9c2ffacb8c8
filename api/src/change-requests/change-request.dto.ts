// The change-request calls' requests and answers (owner-admin spec §3, §7).
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { EDITABLE_VENUE_FIELDS, type VenueData } from '@venue-finder/contract';
import { CHANGE_REQUEST_STATUSES, type ChangeRequestStatus } from '@venue-finder/core';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsIn, IsObject, IsOptional, IsString, IsUUID, MaxLength } from 'class-validator';
import { nullAsEmptyText } from '../common/validation';
import { CursorPageParams, QueuePageParams, QueuePageView } from '../kernel/queue-page.dto';
import type { ChangeRequestDetail } from './change-requests.service';
import type { StoredChangeRequest } from './change-request.repository';

const VALUES_DOC = {
  type: 'object',
  additionalProperties: true,
  description: `Field → value, in the registration's venue_data shape; fields: ${EDITABLE_VENUE_FIELDS.join(', ')}`,
} as const;

export class CreateChangeRequest {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('all', { message: 'venue_id must be a venue id' })
  venue_id: string;

  @ApiProperty(VALUES_DOC)
  @IsObject({ message: 'field_changes must be an object of field → new value' })
  field_changes: Record<string, unknown>;
}

export class ApplyChangeRequest {
  @ApiProperty({ type: [String], description: 'Fields to apply' })
  @IsArray({ message: 'approve must be a list of field names' })
  @ArrayMaxSize(20)
  @IsString({ each: true })
  approve: string[] = [];

  @ApiProperty({ type: [String], description: 'Fields not to apply' })
  @IsArray({ message: 'reject must be a list of field names' })
  @ArrayMaxSize(20)
  @IsString({ each: true })
  reject: string[] = [];

  @ApiPropertyOptional({ type: String, nullable: true, description: 'Optional; null is the same as none' })
  @Transform(nullAsEmptyText)
  @MaxLength(2000, { message: 'The note must be at most 2,000 characters' })
  @IsString({ message: 'note must be text' })
  note: string = '';
}

export class ChangeRequestsParams extends QueuePageParams {
  @ApiPropertyOptional({ enum: CHANGE_REQUEST_STATUSES, description: 'Omit for all' })
  @IsOptional()
  @IsIn(CHANGE_REQUEST_STATUSES, { message: `status must be one of: ${CHANGE_REQUEST_STATUSES.join(', ')}` })
  status?: ChangeRequestStatus;
}

export class ChangeRequestView {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ format: 'uuid' }) venue_id: string;
  @ApiProperty() venue_name: string;
  @ApiProperty() venue_slug: string;
  @ApiProperty({ format: 'uuid' }) owner_id: string;
  @ApiProperty() owner_email: string;
  @ApiProperty({ enum: CHANGE_REQUEST_STATUSES }) status: ChangeRequestStatus;
  @ApiProperty(VALUES_DOC) patch: VenueData;
  @ApiProperty({ type: [String] }) approved_fields: string[];
  @ApiProperty({ type: [String] }) rejected_fields: string[];
  @ApiProperty() admin_note: string;
  @ApiProperty({ description: 'Applied over a venue that had changed since the request' })
  applied_over_conflict: boolean;
  @ApiProperty({ format: 'date-time' }) created_at: string;
}

export class ChangeRequestsResponse extends QueuePageView {
  @ApiProperty({ type: [ChangeRequestView] }) change_requests: ChangeRequestView[];
}

export class ChangeRequestDetailView extends ChangeRequestView {
  @ApiProperty({ ...VALUES_DOC, description: 'The venue’s values of the editable fields now' })
  current_venue: VenueData;
  @ApiProperty({ ...VALUES_DOC, description: 'The values the request replaces, as they were when it was made' })
  base_values: VenueData;
  @ApiProperty({ description: 'The venue changed since the request was made' }) has_conflict: boolean;
  @ApiProperty({ type: [String], description: 'Fields of the request whose value changed since' })
  conflict_fields: string[];
}

export class ApplyChangeRequestResponse {
  @ApiProperty() message: string;
  @ApiProperty({ type: ChangeRequestDetailView }) change_request: ChangeRequestDetailView;
}

export function toChangeRequestView(r: StoredChangeRequest): ChangeRequestView {
  return {
    id: r.id,
    venue_id: r.venueId,
    venue_name: r.venueName,
    venue_slug: r.venueSlug,
    owner_id: r.ownerId,
    owner_email: r.ownerEmail,
    status: r.status,
    patch: r.patch,
    approved_fields: r.approvedFields,
    rejected_fields: r.rejectedFields,
    admin_note: r.adminNote,
    applied_over_conflict: r.appliedOverConflict,
    created_at: r.createdAt.toISOString(),
  };
}

export function toChangeRequestDetail(d: ChangeRequestDetail): ChangeRequestDetailView {
  return {
    ...toChangeRequestView(d.request),
    current_venue: d.current,
    base_values: d.request.baseValues,
    has_conflict: d.hasConflict,
    conflict_fields: d.conflictFields,
  };
}

/** A page of the owner's own requests: newest first, by keyset. */
export class OwnerChangeRequestsParams extends CursorPageParams {}

export const FIELD_OUTCOMES = ['pending', 'applied', 'rejected', 'withdrawn'] as const;
export type FieldOutcome = (typeof FIELD_OUTCOMES)[number];

export class OwnerRequestedField {
  @ApiProperty({ enum: EDITABLE_VENUE_FIELDS }) field: string;
  @ApiProperty({ description: 'The value asked for', type: 'object', additionalProperties: true, nullable: true })
  proposed: unknown;
  @ApiProperty({
    enum: FIELD_OUTCOMES,
    description: 'Waiting for review, applied to the listing, not applied, or withdrawn',
  })
  outcome: FieldOutcome;
}

export class OwnerChangeRequestView {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ format: 'uuid' }) venue_id: string;
  @ApiProperty() venue_name: string;
  @ApiProperty({ enum: CHANGE_REQUEST_STATUSES }) status: ChangeRequestStatus;
  @ApiProperty({ type: [OwnerRequestedField] }) fields: OwnerRequestedField[];
  @ApiProperty({ description: 'The reviewer’s note to the owner; empty when none' }) admin_note: string;
  @ApiProperty({ description: 'Still waiting for review: the owner may withdraw it' }) can_withdraw: boolean;
  @ApiProperty({ format: 'date-time' }) created_at: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) reviewed_at: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) withdrawn_at: string | null;
}

export class OwnerChangeRequestsResponse extends QueuePageView {
  @ApiProperty({ type: [OwnerChangeRequestView] }) change_requests: OwnerChangeRequestView[];
}

function outcomeOf(r: StoredChangeRequest, field: string): FieldOutcome {
  if (r.status === 'submitted') return 'pending';
  if (r.status === 'withdrawn') return 'withdrawn';
  return (r.approvedFields as string[]).includes(field) ? 'applied' : 'rejected';
}

export function toOwnerChangeRequestView(r: StoredChangeRequest): OwnerChangeRequestView {
  return {
    id: r.id,
    venue_id: r.venueId,
    venue_name: r.venueName,
    status: r.status,
    fields: EDITABLE_VENUE_FIELDS.filter((field) => field in r.patch).map((field) => ({
      field,
      proposed: r.patch[field] ?? null,
      outcome: outcomeOf(r, field),
    })),
    admin_note: r.adminNote,
    can_withdraw: r.status === 'submitted',
    created_at: r.createdAt.toISOString(),
    reviewed_at: r.reviewedAt?.toISOString() ?? null,
    withdrawn_at: r.withdrawnAt?.toISOString() ?? null,
  };
}
