import { Body, Controller, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ROUTES } from '@postula/contract';
import { PASSWORD_UPDATED_MESSAGE } from '@postula/contract';
import { updatePasswordSchema } from '@postula/validation';
import type { UpdatePasswordInput } from '@postula/validation';
import { CurrentUser, Roles } from '../../auth/access.decorators.js';
import type { AuthenticatedUser } from '../../auth/access.decorators.js';
import { ApiRoute } from '../../common/api-route.js';
import { ZodValidationPipe } from '../../common/zod-validation.pipe.js';
import { UpdateApplicantPasswordCommand } from './update-password.command.js';

@ApiTags('identidad')
@ApiBearerAuth()
@Controller('applicant')
export class UpdatePasswordController {
  constructor(private readonly commands: CommandBus) {}

  @ApiRoute(ROUTES.updatePassword)
  @Post('update-password')
  @Roles('user')
  @ApiOperation({ summary: 'El postulante cambia su contraseña (deja de ser primer acceso; cierra sus otras sesiones)' })
  async update(@Body(new ZodValidationPipe(updatePasswordSchema)) body: UpdatePasswordInput, @CurrentUser() user: AuthenticatedUser) {
    await this.commands.execute(new UpdateApplicantPasswordCommand(user.id, user.sessionId, body.current_password, body.new_password));
    return { status: 'success', message: PASSWORD_UPDATED_MESSAGE };
  }
}
