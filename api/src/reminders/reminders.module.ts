import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { OptBackIntoRemindersHandler } from './opt-back-into-reminders.handler.js';
import { OptOutOfRemindersController } from './opt-out-of-reminders.controller.js';
import { OptOutOfRemindersHandler } from './opt-out-of-reminders.handler.js';
import { ReminderStatusQuery } from './reminder-status.query.js';

/** The public answers to a reminder's signed link: opt out (from the portal or the mail client), back in, and which it is. */
@Module({
  imports: [CqrsModule],
  controllers: [OptOutOfRemindersController],
  providers: [OptOutOfRemindersHandler, OptBackIntoRemindersHandler, ReminderStatusQuery],
})
export class RemindersModule {}
