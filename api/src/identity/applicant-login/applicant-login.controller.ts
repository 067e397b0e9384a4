import { Body, Controller, Post, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ROUTES } from '@postula/contract';
import { loginSchema } from '@postula/validation';
import type { LoginInput } from '@postula/validation';
import type { FastifyRequest } from 'fastify';
import { Public } from '../../auth/access.decorators.js';
import { ApiRoute } from '../../common/api-route.js';
import { ZodValidationPipe } from '../../common/zod-validation.pipe.js';
import { ApplicantLoginCommand, ApplicantLoginResult } from './applicant-login.command.js';

@ApiTags('identidad')
@Controller('auth/applicant')
export class ApplicantLoginController {
  constructor(private readonly commands: CommandBus) {}

  @ApiRoute(ROUTES.applicantLogin)
  @Post('login')
  @Public()
  @ApiOperation({ summary: 'Inicio de sesión del postulante (token de 24 h)' })
  login(@Body(new ZodValidationPipe(loginSchema)) body: LoginInput, @Req() request: FastifyRequest) {
    return this.commands.execute<ApplicantLoginCommand, ApplicantLoginResult>(new ApplicantLoginCommand({ ...body, address: request.ip }));
  }
}
