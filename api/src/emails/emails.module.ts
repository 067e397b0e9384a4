import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { EmailOpenController } from './email-open/email-open.controller.js';
import { RecordEmailOpenHandler } from './email-open/record-email-open.handler.js';
import { EmailLogsController } from './list-email-logs/email-logs.controller.js';
import { EmailLogsQuery } from './list-email-logs/email-logs.query.js';
import { ResendEmailController } from './resend-email/resend-email.controller.js';
import { ResendEmailHandler } from './resend-email/resend-email.handler.js';

/** The e-mail log (staff), re-sending a failed message (superadmin) and the open-tracking image (public). */
@Module({
  imports: [CqrsModule],
  controllers: [EmailLogsController, ResendEmailController, EmailOpenController],
  providers: [EmailLogsQuery, ResendEmailHandler, RecordEmailOpenHandler],
})
export class EmailsModule {}
