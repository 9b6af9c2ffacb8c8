import { Global, Module } from '@nestjs/common';
import { AuditLog } from './audit-log';

/** The audit log, for every module that moderates or administers. */
@Global()
@Module({ providers: [AuditLog], exports: [AuditLog] })
export class AuditModule {}
