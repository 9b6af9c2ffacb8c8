// The administrators' page of the enquiry loop (/admin/enquiries): its figures, the enquiries
// waiting on venues nobody owns, and the venues with many unanswered.
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ENQUIRY_CONTACTS, type EnquiryContact } from '@venue-finder/contract';
import { Transform } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';
import { QueuePageView } from '../kernel/queue-page.dto';
import { EnquiryVenueView, VenueEnquirySummary } from './venue-enquiry.dto';

export const MAX_ADMIN_DAYS = 90;

export class AdminEnquiriesQuery {
  @ApiPropertyOptional({ minimum: 1, maximum: MAX_ADMIN_DAYS, default: 30, description: 'The window, in days' })
  @IsOptional()
  @Transform(({ value }) => (typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value))
  @Max(MAX_ADMIN_DAYS, { message: `days must be at most ${MAX_ADMIN_DAYS}` })
  @Min(1, { message: 'days must be 1 or more' })
  @IsInt({ message: 'days must be a whole number' })
  days: number = 30;
}

export class EnquiryDayView {
  @ApiProperty({ format: 'date' }) day: string;
  @ApiProperty({ description: 'Venue enquiries made that day (UTC)' }) enquiries: number;
  @ApiProperty({ description: 'Of those, answered (a proposal or a decline)' }) answered: number;
}

export class VenueUnansweredView {
  @ApiProperty({ type: EnquiryVenueView }) venue: Omit<EnquiryVenueView, 'city'>;
  @ApiProperty({ description: 'Whether an owner has it' }) owned: boolean;
  @ApiProperty({ description: 'Enquiries not answered: waiting, or expired' }) unanswered: number;
}

export class AdminEnquiriesOverview {
  @ApiProperty() days: number;
  @ApiProperty({ type: [EnquiryDayView], description: 'Every day of the window, oldest first' })
  per_day: EnquiryDayView[];
  @ApiProperty({ description: 'Venue enquiries made in the window' }) enquiries: number;
  @ApiProperty() answered: number;
  @ApiProperty({ type: Number, nullable: true, description: '0–1; null without enquiries' })
  answered_share: number | null;
  @ApiProperty({ type: Number, nullable: true }) median_answer_seconds: number | null;
  @ApiProperty({ description: 'Enquiries waiting on venues nobody owns' }) waiting_on_unowned: number;
  @ApiProperty({
    type: [VenueUnansweredView],
    description: 'Venues with 3 or more unanswered, most first (20 at most)',
  })
  venues_with_many_unanswered: VenueUnansweredView[];
}

export class AdminWaitingEnquiry extends VenueEnquirySummary {
  @ApiProperty({ enum: ENQUIRY_CONTACTS }) contact: EnquiryContact;
  @ApiProperty({ type: String, nullable: true, description: 'The venue’s listed e-mail' })
  venue_email: string | null;
  @ApiProperty({
    description:
      'The venue can be reached (a listed e-mail) and claimed: "Forward again" invites it to claim and answer',
  })
  can_forward: boolean;
  @ApiProperty({ format: 'email' }) planner_email: string;
  @ApiProperty({ description: 'How many times an administrator forwarded it again' }) forwarded_count: number;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) last_forwarded_at: string | null;
}

export class AdminWaitingEnquiriesPage extends QueuePageView {
  @ApiProperty({ type: [AdminWaitingEnquiry], description: 'Oldest first unless asked otherwise' })
  items: AdminWaitingEnquiry[];
}
