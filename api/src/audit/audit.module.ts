import { Global, Module } from '@nestjs/common';
import { AccessAudit } from './access-audit.js';
import { AccessLogController } from './access-log/access-log.controller.js';
import { AccessLogList } from './access-log/access-log.query.js';
import { ApplicationAuditController } from './replay/application-audit.controller.js';
import { ApplicationAuditQuery } from './replay/application-audit.query.js';

/** The access audit and the auditors' replay: AccessAudit is global so every feature that serves an application's data can record the read. */
@Global()
@Module({
  controllers: [AccessLogController, ApplicationAuditController],
  providers: [AccessAudit, AccessLogList, ApplicationAuditQuery],
  exports: [AccessAudit],
})
export class AuditModule {}
