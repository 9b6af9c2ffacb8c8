import { Module } from '@nestjs/common';
import { AdminStatsController } from './admin-stats.controller';
import { AdminStatsRepository } from './admin-stats.repository';

/** The administrators' side: the dashboard's counts (moderation queues join it next). */
@Module({ controllers: [AdminStatsController], providers: [AdminStatsRepository] })
export class AdminModule {}
