import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { OptOutOfRemindersController } from './opt-out-of-reminders.controller.js';
import { OptOutOfRemindersHandler } from './opt-out-of-reminders.handler.js';

/** The public answer to a reminder's "No deseo recibir más recordatorios" link. */
@Module({
  imports: [CqrsModule],
  controllers: [OptOutOfRemindersController],
  providers: [OptOutOfRemindersHandler],
})
export class RemindersModule {}
