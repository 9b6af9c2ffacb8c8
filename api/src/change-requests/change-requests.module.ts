import { Module } from '@nestjs/common';
import { AdminChangesController, OwnerChangesController } from './change-requests.controller';
import { ChangeRequestRepository } from './change-request.repository';
import { ChangeRequestsService } from './change-requests.service';

/** Owners' change requests and their field-by-field review. */
@Module({
  controllers: [OwnerChangesController, AdminChangesController],
  providers: [ChangeRequestRepository, ChangeRequestsService],
})
export class ChangeRequestsModule {}
