// What an owner's portal reads: their venues (as the owner view of the spec, money in pounds)
// and their ownership claims.
import { ApiProperty } from '@nestjs/swagger';
import { CursorPageParams, QueuePageView } from '../kernel/queue-page.dto';
import { VENUE_STATUSES, type VenueData, type VenueStatus } from '@venue-finder/contract';
import {
  CLAIM_PROOF_TYPES,
  CLAIM_STATUSES,
  type ClaimProofType,
  type ClaimStatus,
  type Venue,
} from '@venue-finder/core';

class OwnerVenueAddress {
  @ApiProperty({ example: 'london' }) city: string;
}

class OwnerVenueCapacities {
  @ApiProperty({ type: Number, nullable: true }) theatre: number | null;
  @ApiProperty({ type: Number, nullable: true }) banquet: number | null;
  @ApiProperty({ type: Number, nullable: true }) standing: number | null;
}

class OwnerVenuePricing {
  @ApiProperty({ type: Number, nullable: true, description: 'Pounds per day' }) day_rate: number | null;
  @ApiProperty({ type: Number, nullable: true, description: 'Pounds per hour' }) hour_rate: number | null;
  @ApiProperty({ enum: ['GBP'] }) currency: 'GBP';
}

export class OwnerVenue {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() name: string;
  @ApiProperty() slug: string;
  @ApiProperty({ enum: VENUE_STATUSES }) status: VenueStatus;
  @ApiProperty({ example: 'london' }) city: string;
  @ApiProperty({ type: OwnerVenueAddress }) address: OwnerVenueAddress;
  @ApiProperty({ format: 'date-time' }) updated_at: string;
  @ApiProperty() description_html: string;
  @ApiProperty({ type: [String] }) amenities: string[];
  @ApiProperty({ type: OwnerVenueCapacities }) capacities: OwnerVenueCapacities;
  @ApiProperty({ type: OwnerVenuePricing }) pricing: OwnerVenuePricing;
  @ApiProperty({ description: 'The version an edit request is based on' }) version: number;
}

export class OwnerVenueFields {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() name: string;
  @ApiProperty() slug: string;
  @ApiProperty() version: number;
  @ApiProperty({
    type: 'object',
    additionalProperties: true,
    description: 'The fields an owner can ask to change, in the registration’s venue_data shape',
  })
  fields: VenueData;
}

export class OwnerVenuesResponse {
  @ApiProperty({ type: [OwnerVenue] }) venues: OwnerVenue[];
}

class OwnerClaimDns {
  @ApiProperty({ example: '_venues-claim.grand-hotel.co.uk' }) record_name: string;
  @ApiProperty() value: string;
  @ApiProperty() verified: boolean;
}

export class OwnerClaim {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ format: 'uuid' }) venue_id: string;
  @ApiProperty() venue_name: string;
  @ApiProperty({ example: 'london' }) venue_city: string;
  @ApiProperty({ enum: CLAIM_STATUSES }) status: ClaimStatus;
  @ApiProperty({ format: 'date-time' }) created_at: string;
  @ApiProperty({ enum: CLAIM_PROOF_TYPES }) proof_type: ClaimProofType;
  @ApiProperty({ type: OwnerClaimDns, nullable: true, description: 'For a DNS claim: the TXT record to publish' })
  dns: OwnerClaimDns | null;
  @ApiProperty({ description: 'Why the claim was rejected; empty otherwise' }) notes: string;
}

/** A page of the owner's own claims: newest first, by keyset. */
export class OwnerClaimsParams extends CursorPageParams {}

export class OwnerClaimsResponse extends QueuePageView {
  @ApiProperty({ type: [OwnerClaim] }) claims: OwnerClaim[];
}

const pounds = (pence: number | null) => (pence === null ? null : pence / 100);

export function mapOwnerVenue(venue: Venue): OwnerVenue {
  return {
    id: venue.id,
    name: venue.displayName,
    slug: venue.slug,
    status: venue.status,
    city: venue.city,
    address: { city: venue.city },
    updated_at: venue.updatedAt.toISOString(),
    description_html: venue.descriptionLong,
    amenities: venue.amenities,
    capacities: {
      theatre: venue.capacityTheatre,
      banquet: venue.capacityBanquet,
      standing: venue.capacityStanding,
    },
    pricing: { day_rate: pounds(venue.dayRatePence), hour_rate: pounds(venue.hourRatePence), currency: 'GBP' },
    version: venue.version,
  };
}
