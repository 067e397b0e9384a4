import { Body, Controller, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { REMINDERS_OPTED_OUT_MESSAGE, reminderOptOutSchema, ROUTES } from '@postula/contract';
import type { ReminderOptOutInput } from '@postula/contract';
import { Public } from '../auth/access.decorators.js';
import { ApiRoute } from '../common/api-route.js';
import { ZodValidationPipe } from '../common/zod-validation.pipe.js';
import { OptOutOfRemindersCommand } from './opt-out-of-reminders.command.js';

@ApiTags('correos')
@Controller('reminders')
export class OptOutOfRemindersController {
  constructor(private readonly commands: CommandBus) {}

  @ApiRoute(ROUTES.optOutOfReminders)
  @Post('opt-out')
  @Public()
  @ApiOperation({ summary: 'Deja de enviar recordatorios al postulante del enlace firmado del correo (no afecta a los avisos de cuenta ni de resultados)' })
  async optOut(@Body(new ZodValidationPipe(reminderOptOutSchema)) body: ReminderOptOutInput) {
    await this.commands.execute(new OptOutOfRemindersCommand(body.token));
    return { status: 'success', message: REMINDERS_OPTED_OUT_MESSAGE };
  }
}
