import { Body, Controller, Post, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { REMINDERS_OPTED_OUT_MESSAGE, reminderOptOutSchema, ROUTES, TOO_MANY_OPT_OUTS } from '@postula/contract';
import type { ReminderOptOutInput } from '@postula/contract';
import type { FastifyRequest } from 'fastify';
import { Public } from '../auth/access.decorators.js';
import { LoginThrottle } from '../auth/login-throttle.js';
import { ApiRoute } from '../common/api-route.js';
import { ZodValidationPipe } from '../common/zod-validation.pipe.js';
import { OptOutOfRemindersCommand } from './opt-out-of-reminders.command.js';

/**
 * Per address: a person follows the link once or twice; a school or a carrier shares an address, so the limit leaves
 * room for many, while a script trying forged tokens gets 429 long before it learns anything.
 */
export const OPT_OUTS_PER_ADDRESS = { max: 20, windowMs: 15 * 60_000 } as const;

@ApiTags('correos')
@Controller('reminders')
export class OptOutOfRemindersController {
  constructor(
    private readonly commands: CommandBus,
    private readonly throttle: LoginThrottle,
  ) {}

  @ApiRoute(ROUTES.optOutOfReminders)
  @Post('opt-out')
  @Public()
  @ApiOperation({ summary: 'Deja de enviar recordatorios al postulante del enlace firmado del correo (no afecta a los avisos de cuenta ni de resultados)' })
  async optOut(@Body(new ZodValidationPipe(reminderOptOutSchema)) body: ReminderOptOutInput, @Req() request: FastifyRequest) {
    await this.throttle.take([{ key: `opt-out:address:${request.ip}`, ...OPT_OUTS_PER_ADDRESS }], TOO_MANY_OPT_OUTS);
    await this.commands.execute(new OptOutOfRemindersCommand(body.token));
    return { status: 'success', message: REMINDERS_OPTED_OUT_MESSAGE };
  }
}
