import { Global, Module } from '@nestjs/common';
import { AuditLog } from '../kernel/audit-log';
import { AuditLogRepository } from '../kernel/audit-log.repository';
import { AuditTrailController } from './audit-trail.controller';
import { AuditTrailRepository } from './audit-trail.repository';

/** The audit log, for every module that moderates or administers, and its view for administrators. */
@Global()
@Module({
  controllers: [AuditTrailController],
  providers: [AuditLog, AuditLogRepository, AuditTrailRepository],
  exports: [AuditLog],
})
export class AuditModule {}
