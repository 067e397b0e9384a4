import { Body, Controller, Put, Query } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ROUTES } from '@postula/contract';
import { staffUserIdQuery } from '@postula/contract';
import type { StaffUserIdQuery } from '@postula/contract';
import { STAFF_USER_UPDATED_MESSAGE } from '@postula/contract';
import { staffUserUpdateSchema } from '@postula/validation';
import type { StaffUserUpdateInput } from '@postula/validation';
import { CurrentUser, Roles } from '../../auth/access.decorators.js';
import type { AuthenticatedUser } from '../../auth/access.decorators.js';
import { ApiRoute } from '../../common/api-route.js';
import { ZodValidationPipe } from '../../common/zod-validation.pipe.js';
import { UpdateStaffUserCommand } from './update-staff-user.command.js';

@ApiTags('administradores')
@ApiBearerAuth()
@Controller('users')
export class UpdateStaffUserController {
  constructor(private readonly commands: CommandBus) {}

  @ApiRoute(ROUTES.updateStaffUser)
  @Put('update')
  @Roles('superadmin')
  @ApiOperation({ summary: 'Edita un usuario del personal (contraseña opcional; cambiar rol o contraseña cierra sus sesiones)' })
  async update(
    @Query(new ZodValidationPipe(staffUserIdQuery)) { user_id }: StaffUserIdQuery,
    @Body(new ZodValidationPipe(staffUserUpdateSchema)) body: StaffUserUpdateInput,
    @CurrentUser() actor: AuthenticatedUser,
  ) {
    await this.commands.execute(new UpdateStaffUserCommand(user_id, body, actor));
    return { status: 'success', message: STAFF_USER_UPDATED_MESSAGE };
  }
}
