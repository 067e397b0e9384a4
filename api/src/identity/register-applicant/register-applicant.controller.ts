import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { applicantProfileSchema } from '@postula/validation';
import type { ApplicantProfileInput } from '@postula/validation';
import { Public } from '../../auth/access.decorators.js';
import { ApiZodBody } from '../../common/api-zod-body.js';
import { ZodValidationPipe } from '../../common/zod-validation.pipe.js';
import { RegisterApplicantCommand, RegisterApplicantResult } from './register-applicant.command.js';

export const REGISTERED_MESSAGE = 'Registro exitoso. Enviamos sus credenciales de acceso a su correo electrónico.';

@ApiTags('identidad')
@Controller('auth/applicant')
export class RegisterApplicantController {
  constructor(private readonly commands: CommandBus) {}

  @Post('register')
  @Public()
  @HttpCode(201)
  @ApiOperation({ summary: 'Registra a un postulante mientras el período está abierto y le envía una contraseña temporal' })
  @ApiZodBody(applicantProfileSchema)
  async register(@Body(new ZodValidationPipe(applicantProfileSchema)) body: ApplicantProfileInput) {
    const { applicantId } = await this.commands.execute<RegisterApplicantCommand, RegisterApplicantResult>(new RegisterApplicantCommand(body));
    return { status: 'success', message: REGISTERED_MESSAGE, applicant_id: applicantId };
  }
}
