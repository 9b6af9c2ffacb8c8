import { Module } from '@nestjs/common';
import { AdminVerificationsController, GamificationController } from './verification.controller';
import { VerificationService } from './verification.service';

/** The verification programme: checklists, points, tiers, badges, leaderboards and their moderation. */
@Module({ controllers: [GamificationController, AdminVerificationsController], providers: [VerificationService] })
export class VerificationModule {}
