// The audit-log view's request and answer.
import { ApiProperty, ApiPropertyOptional, PickType } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { QueuePageParams, QueuePageView } from '../kernel/queue-page.dto';
import { AUDIT_ENTITY_TYPES, type AuditEntityType } from '../kernel/audit-log';

const trimmed = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

export class AuditTrailParams extends PickType(QueuePageParams, ['limit', 'cursor'] as const) {
  @ApiPropertyOptional({ description: 'Part of the e-mail address of who acted', maxLength: 254 })
  @IsOptional()
  @Transform(trimmed)
  @IsString({ message: 'actor must be (part of) an e-mail address' })
  @MaxLength(254, { message: 'actor must be at most 254 characters' })
  actor?: string;

  @ApiPropertyOptional({
    description: 'A venue’s id or slug: its own rows and those of its claims and change requests',
  })
  @IsOptional()
  @Transform(trimmed)
  @IsString({ message: 'venue must be a venue’s id or slug' })
  @MaxLength(200, { message: 'venue must be a venue’s id or slug' })
  venue?: string;

  @ApiPropertyOptional({ description: 'An action, e.g. venue.transferred or user.suspended' })
  @IsOptional()
  @Transform(trimmed)
  @Matches(/^[a-z_]{1,40}\.[a-z_]{1,40}$/, { message: 'action must be an action such as venue.transferred' })
  action?: string;

  @ApiPropertyOptional({ enum: AUDIT_ENTITY_TYPES })
  @IsOptional()
  @IsIn(AUDIT_ENTITY_TYPES, { message: `entity_type must be one of: ${AUDIT_ENTITY_TYPES.join(', ')}` })
  entity_type?: AuditEntityType;
}

export class AuditTrailRowView {
  @ApiProperty({ description: 'The row’s number in the log' }) id: string;
  @ApiProperty({ format: 'date-time' }) at: string;
  @ApiProperty({ type: String, format: 'uuid', nullable: true }) actor_id: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'Who acted; null for the system' })
  actor_email: string | null;
  @ApiProperty() action: string;
  @ApiProperty({ enum: AUDIT_ENTITY_TYPES }) entity_type: string;
  @ApiProperty() entity_id: string;
  @ApiProperty({ type: String, nullable: true, description: 'What it is about, in words' })
  entity_label: string | null;
  @ApiProperty({ nullable: true, type: 'object', additionalProperties: true }) before: unknown;
  @ApiProperty({ nullable: true, type: 'object', additionalProperties: true }) after: unknown;
}

export class AuditTrailResponse extends QueuePageView {
  @ApiProperty({ type: [AuditTrailRowView] }) entries: AuditTrailRowView[];
}
