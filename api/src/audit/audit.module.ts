import { Global, Module } from '@nestjs/common';
import { AccessAudit } from './access-audit.js';
import { AccessLogController } from './access-log/access-log.controller.js';
import { AccessLogList } from './access-log/access-log.query.js';

/** The access audit: AccessAudit is global so every feature that serves an application's data can record the read. */
@Global()
@Module({
  controllers: [AccessLogController],
  providers: [AccessAudit, AccessLogList],
  exports: [AccessAudit],
})
export class AuditModule {}
