import { Module } from '@nestjs/common';
import { MediaModule } from '../media/media.module';
import { ProgrammeRecompute } from './programme-recompute';
import { AdminVerificationsController, GamificationController } from './verification.controller';
import { VerificationRepository } from './verification.repository';
import { VerificationService } from './verification.service';

/** The verification programme: checklists, points, tiers, badges, leaderboards and their moderation. */
@Module({
  imports: [MediaModule],
  controllers: [GamificationController, AdminVerificationsController],
  providers: [VerificationRepository, VerificationService, ProgrammeRecompute],
})
export class VerificationModule {}
