import { Body, Controller, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ROUTES } from '@postula/contract';
import { updateStatusSchema } from '@postula/contract';
import type { UpdateStatusInput } from '@postula/contract';
import { REVIEW_MESSAGES as M } from '@postula/domain';
import { CurrentUser, Roles, STAFF_WRITERS } from '../../auth/access.decorators.js';
import type { AuthenticatedUser } from '../../auth/access.decorators.js';
import { ApiRoute } from '../../common/api-route.js';
import { ZodValidationPipe } from '../../common/zod-validation.pipe.js';
import { UpdateStatusCommand } from './update-status.command.js';
import type { UpdateStatusResult } from './update-status.command.js';

const MESSAGE: Record<UpdateStatusResult['status'], string> = {
  approved: M.statusUpdated,
  approved_out: M.approvedOut,
  rejected: M.statusUpdated,
  correction_review: M.correctionsSent,
};

@ApiTags('revisión')
@ApiBearerAuth()
@Roles(...STAFF_WRITERS)
@Controller('applications')
export class UpdateStatusController {
  constructor(private readonly commands: CommandBus) {}

  @ApiRoute(ROUTES.updateStatus)
  @Post('update-status')
  @ApiOperation({ summary: 'Aprueba, rechaza o pide correcciones (con las banderas {campo}_correction_{sección}); 409 si la aplicación cambió desde `revision`' })
  async update(@Body(new ZodValidationPipe(updateStatusSchema)) input: UpdateStatusInput, @CurrentUser() user: AuthenticatedUser) {
    const result = await this.commands.execute<UpdateStatusCommand, UpdateStatusResult>(new UpdateStatusCommand(input, user.id));
    return { status: 'success', message: MESSAGE[result.status], data: { application_id: input.application_id, new_status: result.status, revision: result.revision } };
  }
}
