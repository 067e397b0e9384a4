import { Body, Controller, Put, Query } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ROUTES } from '@postula/contract';
import { applicantIdQuery } from '@postula/contract';
import type { ApplicantIdQuery } from '@postula/contract';
import { PASSWORD_UPDATED_MESSAGE } from '@postula/contract';
import { applicantPasswordByStaffSchema } from '@postula/validation';
import type { ApplicantPasswordByStaffInput } from '@postula/validation';
import { Roles, STAFF_WRITERS } from '../../auth/access.decorators.js';
import { ApiRoute } from '../../common/api-route.js';
import { ZodValidationPipe } from '../../common/zod-validation.pipe.js';
import { SetApplicantPasswordCommand } from './set-applicant-password.command.js';

@ApiTags('postulantes')
@ApiBearerAuth()
@Controller('applicants')
export class SetApplicantPasswordController {
  constructor(private readonly commands: CommandBus) {}

  @ApiRoute(ROUTES.setApplicantPassword)
  @Put('update-password')
  @Roles(...STAFF_WRITERS)
  @ApiOperation({ summary: 'El personal fija la contraseña de un postulante (mínimo 8; vuelve a primer acceso y cierra sus sesiones)' })
  async update(
    @Query(new ZodValidationPipe(applicantIdQuery)) { applicant_id }: ApplicantIdQuery,
    @Body(new ZodValidationPipe(applicantPasswordByStaffSchema)) body: ApplicantPasswordByStaffInput,
  ) {
    await this.commands.execute(new SetApplicantPasswordCommand(applicant_id, body.new_password));
    return { status: 'success', message: PASSWORD_UPDATED_MESSAGE };
  }
}
