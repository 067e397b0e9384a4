import { Body, Controller, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ROUTES } from '@postula/contract';
import { STAFF_USER_CREATED_MESSAGE } from '@postula/contract';
import { staffUserCreateSchema } from '@postula/validation';
import type { StaffUserCreateInput } from '@postula/validation';
import { Roles } from '../../auth/access.decorators.js';
import { ApiRoute } from '../../common/api-route.js';
import { ZodValidationPipe } from '../../common/zod-validation.pipe.js';
import { CreateStaffUserCommand, CreateStaffUserResult } from './create-staff-user.command.js';

/** 'Crear Administrador': the identity feature's CreateStaffUserCommand (e-mail reserved, 409 when taken). */
@ApiTags('administradores')
@ApiBearerAuth()
@Controller('users')
export class CreateStaffUserController {
  constructor(private readonly commands: CommandBus) {}

  @ApiRoute(ROUTES.createStaffUser)
  @Post('create')
  @Roles('superadmin')
  @ApiOperation({ summary: 'Crea un usuario del personal (reviewer por defecto; contraseña de al menos 8 caracteres)' })
  async create(@Body(new ZodValidationPipe(staffUserCreateSchema)) body: StaffUserCreateInput) {
    const { password, ...profile } = body;
    const { userId } = await this.commands.execute<CreateStaffUserCommand, CreateStaffUserResult>(new CreateStaffUserCommand(profile, password));
    return { status: 'success', message: STAFF_USER_CREATED_MESSAGE, user: { id: userId, ...profile } };
  }
}
