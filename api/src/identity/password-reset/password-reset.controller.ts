import { Body, Controller, Logger, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ROUTES } from '@postula/contract';
import { PASSWORD_RESET_MESSAGE, RESET_REQUESTED_MESSAGE } from '@postula/contract';
import { forgotPasswordSchema, resetPasswordSchema } from '@postula/validation';
import type { ForgotPasswordInput, ResetPasswordInput } from '@postula/validation';
import { Public } from '../../auth/access.decorators.js';
import { ApiRoute } from '../../common/api-route.js';
import { ZodValidationPipe } from '../../common/zod-validation.pipe.js';
import { RequestPasswordResetCommand, ResetPasswordCommand } from './password-reset.commands.js';

@ApiTags('identidad')
@Controller('auth/applicant')
export class PasswordResetController {
  private readonly logger = new Logger('PasswordReset');

  constructor(private readonly commands: CommandBus) {}

  @ApiRoute(ROUTES.forgotPassword)
  @Post('forgot-password')
  @Public()
  @ApiOperation({ summary: 'Envía un enlace de un solo uso (1 hora) para restablecer la contraseña; siempre responde igual' })
  forgot(@Body(new ZodValidationPipe(forgotPasswordSchema)) body: ForgotPasswordInput) {
    // Answered before the account is even looked up, so known and unknown e-mails take the same time (no enumeration
    // by timing); the work goes on after the answer, and a failure is only logged (the person can ask again).
    void this.commands.execute(new RequestPasswordResetCommand(body.email)).catch((error: Error) => this.logger.error(`Password reset request failed: ${error.message}`));
    return { status: 'success', message: RESET_REQUESTED_MESSAGE };
  }

  @ApiRoute(ROUTES.resetPassword)
  @Post('reset-password')
  @Public()
  @ApiOperation({ summary: 'Fija una nueva contraseña con el enlace recibido y cierra todas las sesiones' })
  async reset(@Body(new ZodValidationPipe(resetPasswordSchema)) body: ResetPasswordInput) {
    await this.commands.execute(new ResetPasswordCommand(body.token, body.new_password));
    return { status: 'success', message: PASSWORD_RESET_MESSAGE };
  }
}
