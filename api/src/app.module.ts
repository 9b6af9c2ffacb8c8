import { Module } from '@nestjs/common';
import { ScheduleModule } from '@nestjs/schedule';
import { TypeOrmModule } from '@nestjs/typeorm';
import { dataSourceOptions } from '@venue-finder/core';
import { AccountsModule } from './accounts/accounts.module';
import { AiChatModule } from './ai-chat/ai-chat.module';
import { AdminModule } from './admin/admin.module';
import { AdminVenuesModule } from './admin-venues/admin-venues.module';
import { AnalyticsModule } from './analytics/analytics.module';
import { AuditModule } from './audit/audit.module';
import { AuthModule } from './auth/auth.module';
import { BriefsModule } from './briefs/briefs.module';
import { ApiConfig } from './config/api-config';
import { ChangeRequestsModule } from './change-requests/change-requests.module';
import { ClaimsModule } from './claims/claims.module';
import { ConfigModule } from './config/config.module';
import { HttpDrain } from './common/http-drain';
import { KernelModule } from './kernel/kernel.module';
import { DnsModule } from './dns/dns.module';
import { EnquiriesModule } from './enquiries/enquiries.module';
import { EnrichmentModule } from './enrichment/enrichment.module';
import { GeocodingModule } from './geocoding/geocoding.module';
import { HealthModule } from './health/health.module';
import { JobsModule } from './kernel/jobs/jobs.module';
import { MailModule } from './kernel/mail/mail.module';
import { MediaModule } from './media/media.module';
import { ModerationModule } from './moderation/moderation.module';
import { RateLimitModule } from './rate-limit/rate-limit.module';
import { RegistrationsModule } from './registrations/registrations.module';
import { OwnersModule } from './owners/owners.module';
import { SearchModule } from './search/search.module';
import { ShortlistsModule } from './planner-shortlists/shortlists.module';
import { SeoModule } from './seo/seo.module';
import { SuggestionsModule } from './suggestions/suggestions.module';
import { VenueCalendarModule } from './venue-calendar/venue-calendar.module';
import { VenuePackModule } from './venue-pack/venue-pack.module';
import { VenueEnquiriesModule } from './venue-enquiries/venue-enquiries.module';
import { VerificationModule } from './verification/verification.module';
import { VenueWriterModule } from './venues/venue-writer.module';
import { VenuesModule } from './venues/venues.module';

@Module({
  imports: [
    ConfigModule,
    TypeOrmModule.forRootAsync({
      inject: [ApiConfig],
      useFactory: (config: ApiConfig) => dataSourceOptions(config.databaseUrl, config.dbPoolSize),
    }),
    ScheduleModule.forRoot(),
    KernelModule,
    JobsModule,
    AuditModule,
    ModerationModule,
    SearchModule,
    VenueWriterModule,
    GeocodingModule,
    MailModule,
    RateLimitModule,
    AuthModule,
    AccountsModule,
    VenuesModule,
    SuggestionsModule,
    EnrichmentModule,
    HealthModule,
    SeoModule,
    BriefsModule,
    ShortlistsModule,
    EnquiriesModule,
    VenueEnquiriesModule,
    AiChatModule,
    VenuePackModule,
    MediaModule,
    RegistrationsModule,
    DnsModule,
    ClaimsModule,
    ChangeRequestsModule,
    VerificationModule,
    OwnersModule,
    AdminModule,
    AdminVenuesModule,
    AnalyticsModule,
    VenueCalendarModule,
  ],
  providers: [HttpDrain],
})
export class AppModule {}
