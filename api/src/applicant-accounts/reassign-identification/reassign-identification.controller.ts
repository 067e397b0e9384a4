import { Body, Controller, HttpCode, Put, Query } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { identificationReassignSchema } from '@postula/validation';
import type { IdentificationReassignInput } from '@postula/validation';
import { CurrentUser, Roles } from '../../auth/access.decorators.js';
import type { AuthenticatedUser } from '../../auth/access.decorators.js';
import { ApiZodBody } from '../../common/api-zod-body.js';
import { ZodValidationPipe } from '../../common/zod-validation.pipe.js';
import { applicantIdQuery } from '../applicant-id.query.js';
import type { ApplicantIdQuery } from '../applicant-id.query.js';
import { ReassignIdentificationCommand } from './reassign-identification.command.js';

export const IDENTIFICATION_REASSIGNED_MESSAGE = 'Identificación reasignada exitosamente';

@ApiTags('postulantes')
@ApiBearerAuth()
@Controller('applicants')
export class ReassignIdentificationController {
  constructor(private readonly commands: CommandBus) {}

  @Put('reassign-identification')
  @Roles('superadmin')
  @HttpCode(200)
  @ApiOperation({ summary: 'La oficina asigna a esta cuenta una identificación disputada que tiene otra cuenta (queda en el historial de ambas)' })
  @ApiQuery({ name: 'applicant_id', required: true, description: 'La cuenta que recibe la identificación' })
  @ApiZodBody(identificationReassignSchema)
  async reassign(
    @Query(new ZodValidationPipe(applicantIdQuery)) { applicant_id }: ApplicantIdQuery,
    @Body(new ZodValidationPipe(identificationReassignSchema)) body: IdentificationReassignInput,
    @CurrentUser() actor: AuthenticatedUser,
  ) {
    await this.commands.execute(new ReassignIdentificationCommand(applicant_id, body.identification, actor.id));
    return { status: 'success', message: IDENTIFICATION_REASSIGNED_MESSAGE };
  }
}
