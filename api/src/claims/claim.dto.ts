// The claim calls' requests and answers (owner-admin spec §3, §7).
import { ApiProperty, ApiPropertyOptional, IntersectionType } from '@nestjs/swagger';
import {
  CLAIM_FILTERS,
  CLAIM_PROOF_TYPES,
  CLAIM_STATUSES,
  type ClaimFilter,
  type ClaimProofType,
  type ClaimStatus,
  MODERATION_DECISIONS,
  type ModerationDecision,
} from '@venue-finder/core';
import { Transform, Type } from 'class-transformer';
import { IsIn, IsObject, IsOptional, IsString, IsUUID, MaxLength, ValidateNested } from 'class-validator';
import { nullAsEmptyText } from '../common/validation';
import { BulkIds, QueuePageParams, QueuePageView } from '../kernel/queue-page.dto';
import type { ClaimAuditEntry, StoredClaim } from './claim.repository';

export class ClaimProof {
  @ApiProperty({ enum: CLAIM_PROOF_TYPES })
  @IsIn(CLAIM_PROOF_TYPES, { message: `proof.type must be one of: ${CLAIM_PROOF_TYPES.join(', ')}` })
  type: ClaimProofType;

  @ApiPropertyOptional({ description: 'doc: the uploaded document’s key or address; otherwise unused' })
  @IsOptional()
  @IsString({ message: 'proof.value must be text' })
  @MaxLength(300)
  value: string = '';
}

export class CreateClaimRequest {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('all', { message: 'venue_id must be a venue id' })
  venue_id: string;

  @ApiProperty({ type: ClaimProof })
  @ValidateNested()
  @Type(() => ClaimProof)
  @IsObject({ message: 'proof must be an object: { "type": … }' })
  proof: ClaimProof;

  @ApiPropertyOptional({ description: 'Ignored: the claimant is the signed-in user, with their proven e-mail' })
  @IsOptional()
  @IsString()
  email?: string;
}

class ClaimDns {
  @ApiProperty({ example: '_venues-claim.grand-hotel.co.uk' }) record_name: string;
  @ApiProperty({ description: 'The value the TXT record must hold' }) value: string;
  @ApiProperty() verified: boolean;
}

export class ClaimView {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ format: 'uuid' }) venue_id: string;
  @ApiProperty({ type: String, nullable: true }) venue_name: string | null;
  @ApiProperty({ type: String, nullable: true }) venue_city: string | null;
  @ApiProperty() email: string;
  @ApiProperty({ type: ClaimProof }) proof: ClaimProof;
  @ApiProperty() auto_fast_tracked: boolean;
  @ApiProperty({ enum: CLAIM_STATUSES }) status: ClaimStatus;
  @ApiProperty({ description: 'For a DNS claim, the value to publish' }) notes: string;
  @ApiProperty({ type: ClaimDns, nullable: true }) dns: ClaimDns | null;
  @ApiProperty({ type: String, nullable: true, description: 'The private document, for the claimant and admins' })
  document_url: string | null;
  @ApiProperty({ format: 'date-time' }) created_at: string;
}

class ClaimAudit {
  @ApiProperty() event: string;
  @ApiProperty({ format: 'date-time' }) at: string;
  @ApiProperty({ type: 'object', additionalProperties: true }) detail: Record<string, unknown>;
}

export class AdminClaimView extends ClaimView {
  @ApiProperty({ type: [ClaimAudit] }) audit: ClaimAudit[];
  @ApiProperty({ type: String, nullable: true }) domain: string | null;
}

export class AdminClaimsResponse extends QueuePageView {
  @ApiProperty({ type: [AdminClaimView] }) claims: AdminClaimView[];
}

export class AdminClaimsParams extends QueuePageParams {
  @ApiPropertyOptional({ enum: CLAIM_FILTERS, default: 'pending' })
  @IsOptional()
  @IsIn(CLAIM_FILTERS, {
    message: 'status must be pending, submitted, under-review, approved, rejected or all',
  })
  status: ClaimFilter = 'pending';
}

export class DecideClaimRequest {
  @ApiProperty({ enum: MODERATION_DECISIONS })
  @IsIn(MODERATION_DECISIONS, { message: 'status must be approved or rejected' })
  status: ModerationDecision;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    description: `Optional (null is the same as none); a rejection without notes stores 'Could not verify ownership'`,
  })
  @Transform(nullAsEmptyText)
  @MaxLength(2000, { message: 'Notes must be at most 2,000 characters' })
  @IsString({ message: 'notes must be text' })
  notes: string = '';

  @ApiPropertyOptional({ description: 'Ignored: the acting admin is the signed-in one' })
  @IsOptional()
  admin_id?: unknown;
}

/** The same decision as one claim's, for each of `ids`. */
export class BulkClaimDecision extends IntersectionType(BulkIds, DecideClaimRequest) {}

export class DnsCheckResponse {
  @ApiProperty() verified: boolean;
  @ApiProperty() message: string;
}

export function toClaimView(claim: StoredClaim): ClaimView {
  return {
    id: claim.id,
    venue_id: claim.venueId,
    venue_name: claim.venueName,
    venue_city: claim.venueCity,
    email: claim.email,
    proof: {
      type: claim.proofType,
      value: claim.proofType === 'doc' ? `/api/media/${claim.proofValue}` : claim.proofValue,
    },
    auto_fast_tracked: claim.autoFastTracked,
    status: claim.status,
    notes: claim.notes,
    dns:
      claim.proofType === 'dns_txt'
        ? { record_name: claim.proofValue, value: claim.dnsToken ?? '', verified: claim.dnsVerifiedAt !== null }
        : null,
    document_url: claim.proofType === 'doc' ? `/api/media/${claim.proofValue}` : null,
    created_at: claim.createdAt.toISOString(),
  };
}

export function toAdminClaimView(claim: StoredClaim, audit: ClaimAuditEntry[]): AdminClaimView {
  return {
    ...toClaimView(claim),
    domain: claim.domain,
    audit: audit.map((entry) => ({ event: entry.event, at: entry.at.toISOString(), detail: entry.detail })),
  };
}
