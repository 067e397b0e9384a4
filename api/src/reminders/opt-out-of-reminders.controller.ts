import { Body, Controller, Post, Query } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { REMINDERS_OPTED_IN_MESSAGE, REMINDERS_OPTED_OUT_MESSAGE, reminderOptOutSchema, ROUTES } from '@postula/contract';
import type { ReminderOptOutInput } from '@postula/contract';
import { Public } from '../auth/access.decorators.js';
import { ApiRoute } from '../common/api-route.js';
import { ZodValidationPipe } from '../common/zod-validation.pipe.js';
import { OptBackIntoRemindersCommand } from './opt-back-into-reminders.command.js';
import { OptOutOfRemindersCommand } from './opt-out-of-reminders.command.js';
import { ReminderStatusQuery } from './reminder-status.query.js';

/** The reminders' signed link: the portal's opt-out page, and a mail client's one-click unsubscribe. */
@ApiTags('correos')
@Public()
@Controller('reminders')
export class OptOutOfRemindersController {
  constructor(
    private readonly commands: CommandBus,
    private readonly status: ReminderStatusQuery,
  ) {}

  @ApiRoute(ROUTES.optOutOfReminders)
  @Post('opt-out')
  @ApiOperation({ summary: 'Deja de enviar recordatorios al postulante del enlace firmado del correo (no afecta a los avisos de cuenta ni de resultados)' })
  async optOut(@Body(new ZodValidationPipe(reminderOptOutSchema)) body: ReminderOptOutInput) {
    await this.commands.execute(new OptOutOfRemindersCommand(body.token));
    return { status: 'success', message: REMINDERS_OPTED_OUT_MESSAGE };
  }

  /**
   * RFC 8058: the mail client posts `List-Unsubscribe=One-Click` (a form, whatever its encoding) to the address of the
   * e-mail's `List-Unsubscribe` header, which carries the token; the body says nothing more, so it is not read.
   */
  @ApiRoute(ROUTES.oneClickReminderOptOut)
  @Post('one-click')
  @ApiOperation({ summary: 'Baja de los recordatorios en un clic desde el programa de correo (RFC 8058, cabecera List-Unsubscribe)' })
  async oneClick(@Query(new ZodValidationPipe(reminderOptOutSchema)) query: ReminderOptOutInput) {
    await this.commands.execute(new OptOutOfRemindersCommand(query.token));
    return { status: 'success', message: REMINDERS_OPTED_OUT_MESSAGE };
  }

  @ApiRoute(ROUTES.optBackIntoReminders)
  @Post('opt-in')
  @ApiOperation({ summary: 'Vuelve a enviar recordatorios al postulante del enlace firmado del correo' })
  async optIn(@Body(new ZodValidationPipe(reminderOptOutSchema)) body: ReminderOptOutInput) {
    await this.commands.execute(new OptBackIntoRemindersCommand(body.token));
    return { status: 'success', message: REMINDERS_OPTED_IN_MESSAGE };
  }

  /** A POST so the token travels in the body, not in an address a log keeps. */
  @ApiRoute(ROUTES.reminderStatus)
  @Post('status')
  @ApiOperation({ summary: 'Si el postulante del enlace firmado dejó de recibir recordatorios' })
  async statusOf(@Body(new ZodValidationPipe(reminderOptOutSchema)) body: ReminderOptOutInput) {
    return this.status.of(body.token);
  }
}
