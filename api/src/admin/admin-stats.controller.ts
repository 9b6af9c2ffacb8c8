import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProperty, ApiTags } from '@nestjs/swagger';
import { AdminOnly } from '../kernel/access.guard';
import { AdminStatsRepository } from './admin-stats.repository';

export class DashboardStats {
  @ApiProperty({ description: 'Registrations submitted and waiting for review' }) pending_registrations: number;
  @ApiProperty({ description: 'Ownership claims not yet approved or rejected' }) pending_claims: number;
  @ApiProperty({ description: 'Change requests submitted and waiting for review' }) pending_change_requests: number;
  @ApiProperty() total_owners: number;
  @ApiProperty({ description: 'Enquiries waiting on venues nobody owns (the admin enquiry queue)' })
  enquiries_waiting_on_unowned: number;
  @ApiProperty({ description: 'Enquiries not yet answered by any venue (new or viewed)' })
  enquiries_unanswered: number;
}

export class VenueCountStats {
  @ApiProperty() published: number;
  @ApiProperty() total: number;
  @ApiProperty({ description: 'Draft venues and registrations still being written' }) draft: number;
  @ApiProperty({ description: 'Venues and submitted registrations waiting for review' }) review: number;
}

@ApiTags('admin')
@Controller('api/admin/stats')
@AdminOnly()
export class AdminStatsController {
  constructor(private readonly stats: AdminStatsRepository) {}

  @Get('dashboard')
  @ApiOperation({ summary: 'What waits for moderation, and how many owners there are' })
  @ApiOkResponse({ type: DashboardStats })
  async dashboard(): Promise<DashboardStats> {
    const counts = await this.stats.moderationCounts();
    return {
      pending_registrations: counts.pendingRegistrations,
      pending_claims: counts.pendingClaims,
      pending_change_requests: counts.pendingChangeRequests,
      total_owners: counts.totalOwners,
      enquiries_waiting_on_unowned: counts.enquiriesWaitingOnUnowned,
      enquiries_unanswered: counts.enquiriesUnanswered,
    };
  }

  @Get('venues-count')
  @ApiOperation({ summary: 'Venues by status' })
  @ApiOkResponse({ type: VenueCountStats })
  venuesCount(): Promise<VenueCountStats> {
    return this.stats.venueCounts();
  }
}
