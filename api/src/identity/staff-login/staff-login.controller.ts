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
import { StaffLoginCommand, StaffLoginResult } from './staff-login.command.js';

@ApiTags('identidad')
@Controller('auth/user')
export class StaffLoginController {
  constructor(private readonly commands: CommandBus) {}

  @ApiRoute(ROUTES.staffLogin)
  @Post('login')
  @Public()
  @ApiOperation({ summary: 'Inicio de sesión del personal (superadmin, reviewer; token de 8 h)' })
  login(@Body(new ZodValidationPipe(loginSchema)) body: LoginInput, @Req() request: FastifyRequest) {
    return this.commands.execute<StaffLoginCommand, StaffLoginResult>(new StaffLoginCommand({ ...body, address: request.ip }));
  }
}
