import { Controller, Get, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ROUTES } from '@postula/contract';
import type { ListStaffUsersQuery } from '@postula/contract';
import { listStaffUsersQuery } from '@postula/contract';
import { Roles } from '../../auth/access.decorators.js';
import { ApiRoute } from '../../common/api-route.js';
import { ZodValidationPipe } from '../../common/zod-validation.pipe.js';
import { StaffUsersList } from './list-staff-users.query.js';

@ApiTags('administradores')
@ApiBearerAuth()
@Controller('users')
export class ListStaffUsersController {
  constructor(private readonly list: StaffUsersList) {}

  @ApiRoute(ROUTES.staffUsers)
  @Get()
  @Roles('superadmin')
  @ApiOperation({ summary: 'Lista los usuarios del personal (búsqueda por nombre o e-mail, rol; 10 por página)' })
  find(@Query(new ZodValidationPipe(listStaffUsersQuery)) query: ListStaffUsersQuery) {
    return this.list.find(query);
  }
}
