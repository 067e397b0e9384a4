import { Body, Controller, Put, Query } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { applicantIdQuery, IDENTIFICATION_REASSIGNED_MESSAGE, ROUTES } from '@postula/contract';
import type { ApplicantIdQuery } from '@postula/contract';
import { identificationReassignSchema } from '@postula/validation';
import type { IdentificationReassignInput } from '@postula/validation';
import { CurrentUser, Roles } from '../../auth/access.decorators.js';
import type { AuthenticatedUser } from '../../auth/access.decorators.js';
import { ApiRoute } from '../../common/api-route.js';
import { ZodValidationPipe } from '../../common/zod-validation.pipe.js';
import { ReassignIdentificationCommand } from './reassign-identification.command.js';

@ApiTags('postulantes')
@ApiBearerAuth()
@Controller('applicants')
export class ReassignIdentificationController {
  constructor(private readonly commands: CommandBus) {}

  @ApiRoute(ROUTES.reassignIdentification)
  @Put('reassign-identification')
  @Roles('superadmin')
  @ApiOperation({ summary: 'La oficina asigna a esta cuenta (applicant_id) una identificación disputada que tiene otra cuenta (queda en el historial de ambas)' })
  async reassign(
    @Query(new ZodValidationPipe(applicantIdQuery)) { applicant_id }: ApplicantIdQuery,
    @Body(new ZodValidationPipe(identificationReassignSchema)) body: IdentificationReassignInput,
    @CurrentUser() actor: AuthenticatedUser,
  ) {
    await this.commands.execute(new ReassignIdentificationCommand(applicant_id, body.identification, actor.id));
    return { status: 'success', message: IDENTIFICATION_REASSIGNED_MESSAGE };
  }
}
