import { Module } from '@nestjs/common';
import { AdminRegistrationsController, RegistrationsController } from './registrations.controller';
import { RegistrationRepository } from './registration.repository';
import { RegistrationsService } from './registrations.service';

/** Venue registrations: owners' drafts and submissions, and their review by administrators. */
@Module({
  controllers: [RegistrationsController, AdminRegistrationsController],
  providers: [RegistrationRepository, RegistrationsService],
})
export class RegistrationsModule {}
