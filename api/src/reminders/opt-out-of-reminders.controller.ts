import { Body, Controller, Post, Query, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { REMINDERS_OPTED_IN_MESSAGE, REMINDERS_OPTED_OUT_MESSAGE, reminderOptOutSchema, ROUTES, TOO_MANY_OPT_OUTS } from '@postula/contract';
import type { ReminderOptOutInput } from '@postula/contract';
import type { FastifyRequest } from 'fastify';
import { Public } from '../auth/access.decorators.js';
import { LoginThrottle } from '../auth/login-throttle.js';
import { ApiRoute } from '../common/api-route.js';
import { ZodValidationPipe } from '../common/zod-validation.pipe.js';
import { OptBackIntoRemindersCommand } from './opt-back-into-reminders.command.js';
import { OptOutOfRemindersCommand } from './opt-out-of-reminders.command.js';
import { ReminderStatusQuery } from './reminder-status.query.js';

/**
 * Per address: a person follows the link once or twice; a school or a carrier shares an address, so the limit leaves
 * room for many, while a script trying forged tokens gets 429 long before it learns anything.
 */
export const OPT_OUTS_PER_ADDRESS = { max: 20, windowMs: 15 * 60_000 } as const;

/** The reminders' signed link: the portal's opt-out page, and a mail client's one-click unsubscribe. */
@ApiTags('correos')
@Public()
@Controller('reminders')
export class OptOutOfRemindersController {
  constructor(
    private readonly commands: CommandBus,
    private readonly status: ReminderStatusQuery,
    private readonly throttle: LoginThrottle,
  ) {}

  @ApiRoute(ROUTES.optOutOfReminders)
  @Post('opt-out')
  @ApiOperation({ summary: 'Deja de enviar recordatorios al postulante del enlace firmado del correo (no afecta a los avisos de cuenta ni de resultados)' })
  async optOut(@Body(new ZodValidationPipe(reminderOptOutSchema)) body: ReminderOptOutInput, @Req() request: FastifyRequest) {
    await this.limit(request);
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
  async oneClick(@Query(new ZodValidationPipe(reminderOptOutSchema)) query: ReminderOptOutInput, @Req() request: FastifyRequest) {
    await this.limit(request);
    await this.commands.execute(new OptOutOfRemindersCommand(query.token));
    return { status: 'success', message: REMINDERS_OPTED_OUT_MESSAGE };
  }

  @ApiRoute(ROUTES.optBackIntoReminders)
  @Post('opt-in')
  @ApiOperation({ summary: 'Vuelve a enviar recordatorios al postulante del enlace firmado del correo' })
  async optIn(@Body(new ZodValidationPipe(reminderOptOutSchema)) body: ReminderOptOutInput, @Req() request: FastifyRequest) {
    await this.limit(request);
    await this.commands.execute(new OptBackIntoRemindersCommand(body.token));
    return { status: 'success', message: REMINDERS_OPTED_IN_MESSAGE };
  }

  /** A POST so the token travels in the body, not in an address a log keeps. */
  @ApiRoute(ROUTES.reminderStatus)
  @Post('status')
  @ApiOperation({ summary: 'Si el postulante del enlace firmado dejó de recibir recordatorios' })
  async statusOf(@Body(new ZodValidationPipe(reminderOptOutSchema)) body: ReminderOptOutInput, @Req() request: FastifyRequest) {
    await this.limit(request);
    return this.status.of(body.token);
  }

  /** Every route of the link opens a token, so every one counts towards the address's limit. */
  private async limit(request: FastifyRequest): Promise<void> {
    await this.throttle.take([{ key: `opt-out:address:${request.ip}`, ...OPT_OUTS_PER_ADDRESS }], TOO_MANY_OPT_OUTS);
  }
}
