import { Module } from '@nestjs/common';
import { ClaimsModule } from '../claims/claims.module';
import { AccountAdminController } from './account-admin.controller';
import { AdminInvitationsService } from './admin-invitations.service';
import { AdminOwnersController } from './admin-owners.controller';
import { OwnerAccountsRepository } from './owner-accounts.repository';
import { OwnerAccountsService } from './owner-accounts.service';
import { VenueTransferRepository } from './venue-transfer.repository';
import { VenueTransferService } from './venue-transfer.service';

/** Accounts administrators run: owners (found, suspended, restored), venues moved between them, admins invited. */
@Module({
  imports: [ClaimsModule],
  controllers: [AdminOwnersController, AccountAdminController],
  providers: [
    OwnerAccountsRepository,
    OwnerAccountsService,
    VenueTransferRepository,
    VenueTransferService,
    AdminInvitationsService,
  ],
})
export class AccountsModule {}
