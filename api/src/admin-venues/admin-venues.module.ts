import { Module } from '@nestjs/common';
import { AdminVenuesController } from './admin-venues.controller';
import { AdminVenuesRepository } from './admin-venues.repository';
import { AdminVenuesService } from './admin-venues.service';

/** Running the directory: finding, editing, publishing and re-enriching venues. */
@Module({ controllers: [AdminVenuesController], providers: [AdminVenuesRepository, AdminVenuesService] })
export class AdminVenuesModule {}
