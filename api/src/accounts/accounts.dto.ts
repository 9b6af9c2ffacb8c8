// The account administration calls' requests and answers: owners listed and read, suspended and
// restored, a venue transferred, an administrator invited.
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, IsIn, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { QueuePageParams, QueuePageView } from '../kernel/queue-page.dto';
import { OWNER_STATUSES, type OwnerStatus } from '@venue-finder/contract';

const emailField = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim().toLowerCase() : value);
const trimmed = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

export class OwnersParams extends QueuePageParams {
  @ApiPropertyOptional({ description: 'Part of the owner’s e-mail address or name', maxLength: 120 })
  @IsOptional()
  @IsString({ message: 'q must be text' })
  @MaxLength(120, { message: 'q must be at most 120 characters' })
  override q: string = '';

  @ApiPropertyOptional({ enum: OWNER_STATUSES, description: 'Active or suspended owners; omit for both' })
  @IsOptional()
  @IsIn(OWNER_STATUSES, { message: `status must be one of: ${OWNER_STATUSES.join(', ')}` })
  status?: OwnerStatus;
}

export class OwnerRowView {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() email: string;
  @ApiProperty() name: string;
  @ApiProperty({ enum: OWNER_STATUSES }) status: OwnerStatus;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) suspended_at: string | null;
  @ApiProperty({ description: 'Why the account was suspended; empty when it is active' }) suspended_reason: string;
  @ApiProperty({ format: 'date-time', description: 'When the account was made (first sign-in)' }) created_at: string;
  @ApiProperty({ description: 'Venues the owner has' }) venue_count: number;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) last_signed_in_at: string | null;
}

export class OwnersResponse extends QueuePageView {
  @ApiProperty({ type: [OwnerRowView] }) owners: OwnerRowView[];
}

class OwnerVenueView {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() name: string;
  @ApiProperty() slug: string;
  @ApiProperty() city: string;
  @ApiProperty() status: string;
  @ApiProperty({ format: 'date-time' }) updated_at: string;
}

class OwnerClaimView {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ format: 'uuid' }) venue_id: string;
  @ApiProperty({ type: String, nullable: true }) venue_name: string | null;
  @ApiProperty() proof_type: string;
  @ApiProperty() status: string;
  @ApiProperty({ format: 'date-time' }) created_at: string;
}

class OwnerSignInView {
  @ApiProperty({ description: 'auth.signed_in, auth.sign_in_failed or auth.sign_in_refused' }) action: string;
  @ApiProperty({ format: 'date-time' }) at: string;
  @ApiProperty({ type: String, nullable: true, description: 'password or magic_link, when recorded' })
  method: string | null;
}

export class OwnerDetailView extends OwnerRowView {
  @ApiProperty({ type: [OwnerVenueView], description: 'The 50 most recently changed; venue_count says how many' })
  venues: OwnerVenueView[];
  @ApiProperty({ type: [OwnerClaimView], description: 'The 50 newest' }) claims: OwnerClaimView[];
  @ApiProperty() claim_count: number;
  @ApiProperty({ type: [OwnerSignInView], description: 'The 50 latest sign-ins, failed and refused ones included' })
  sign_ins: OwnerSignInView[];
}

export class SuspendOwnerRequest {
  @ApiProperty({ description: 'Why: kept with the account and in the audit log', maxLength: 500 })
  @Transform(trimmed)
  @MaxLength(500, { message: 'The reason must be at most 500 characters' })
  @IsNotEmpty({ message: 'Please give a reason' })
  @IsString({ message: 'Please give a reason' })
  reason: string;
}

export class SuspendOwnerResponse extends OwnerRowView {
  @ApiProperty({ description: 'Sessions of the owner that were ended' }) sessions_ended: number;
}

export class TransferVenueRequest {
  @ApiProperty({ description: 'The e-mail address of the owner who takes the venue over' })
  @Transform(emailField)
  @IsEmail({}, { message: 'Please enter the new owner’s e-mail address' })
  @MaxLength(254, { message: 'Please enter the new owner’s e-mail address' })
  to_email: string;
}

export class TransferVenueResponse {
  @ApiProperty({ format: 'uuid' }) venue_id: string;
  @ApiProperty({ type: String, format: 'uuid', nullable: true }) from_owner_id: string | null;
  @ApiProperty({ format: 'uuid' }) to_owner_id: string;
  @ApiProperty({ type: [String], description: 'The new owner’s open claims on the venue, approved' })
  claims_approved: string[];
  @ApiProperty({ type: [String], description: 'Everyone else’s open claims on the venue, rejected' })
  claims_rejected: string[];
  @ApiProperty({ type: [String], description: 'The previous owner’s open change requests on it, rejected' })
  change_requests_rejected: string[];
}

export class InviteAdminRequest {
  @ApiProperty()
  @Transform(emailField)
  @IsEmail({}, { message: 'Please enter a valid email address' })
  @MaxLength(254, { message: 'Please enter a valid email address' })
  email: string;

  @ApiPropertyOptional({ maxLength: 120 })
  @IsOptional()
  @Transform(trimmed)
  @IsString({ message: 'name must be text' })
  @MaxLength(120, { message: 'The name must be at most 120 characters' })
  name: string = '';
}

export class InvitedAdminView {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() email: string;
  @ApiProperty() name: string;
}
