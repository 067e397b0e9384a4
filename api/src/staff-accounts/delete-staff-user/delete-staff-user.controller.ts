import { Controller, Delete, Query } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ROUTES } from '@postula/contract';
import { staffUserIdQuery } from '@postula/contract';
import type { StaffUserIdQuery } from '@postula/contract';
import { STAFF_USER_DELETED_MESSAGE } from '@postula/contract';
import { CurrentUser, Roles } from '../../auth/access.decorators.js';
import type { AuthenticatedUser } from '../../auth/access.decorators.js';
import { ApiRoute } from '../../common/api-route.js';
import { ZodValidationPipe } from '../../common/zod-validation.pipe.js';
import { DeleteStaffUserCommand } from './delete-staff-user.command.js';

@ApiTags('administradores')
@ApiBearerAuth()
@Controller('users')
export class DeleteStaffUserController {
  constructor(private readonly commands: CommandBus) {}

  @ApiRoute(ROUTES.deleteStaffUser)
  @Delete('delete')
  @Roles('superadmin')
  @ApiOperation({ summary: 'Elimina un usuario del personal (no a sí mismo ni al último superadministrador); cierra sus sesiones' })
  async delete(@Query(new ZodValidationPipe(staffUserIdQuery)) { user_id }: StaffUserIdQuery, @CurrentUser() actor: AuthenticatedUser) {
    await this.commands.execute(new DeleteStaffUserCommand(user_id, actor));
    return { status: 'success', message: STAFF_USER_DELETED_MESSAGE };
  }
}
