import { Body, Controller, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ROUTES, verifyAwardDocumentSchema, withdrawAwardSchema, type VerifyAwardDocumentInput, type WithdrawAwardInput } from '@postula/contract';
import { AWARD_MESSAGES as M } from '@postula/domain';
import { CurrentUser, Roles } from '../../auth/access.decorators.js';
import type { AuthenticatedUser } from '../../auth/access.decorators.js';
import { ApiRoute } from '../../common/api-route.js';
import { ZodValidationPipe } from '../../common/zod-validation.pipe.js';
import { AwardActionCommand } from './award-action.command.js';

/** The staff's 'Becas' (acts): superadmins only. */
@ApiTags('becas')
@ApiBearerAuth()
@Roles('superadmin')
@Controller('awards')
export class AwardActionsController {
  constructor(private readonly commands: CommandBus) {}

  @ApiRoute(ROUTES.verifyAwardDocument)
  @Post('verify-document')
  @ApiOperation({ summary: 'Verifica un documento de la beca o lo marca como no válido con una nota (el becario lo sube de nuevo)' })
  async verify(@Body(new ZodValidationPipe(verifyAwardDocumentSchema)) input: VerifyAwardDocumentInput, @CurrentUser() user: AuthenticatedUser) {
    await this.commands.execute(new AwardActionCommand({ kind: 'verify', input }, user.id));
    return { status: 'success' as const, message: input.verified ? M.documentAccepted : M.documentRefused };
  }

  @ApiRoute(ROUTES.withdrawAward)
  @Post('withdraw')
  @ApiOperation({ summary: 'Registra la renuncia de un becario (oferta vigente o aceptada); el cupo pasa al primero de la lista de espera' })
  async withdraw(@Body(new ZodValidationPipe(withdrawAwardSchema)) input: WithdrawAwardInput, @CurrentUser() user: AuthenticatedUser) {
    const promoted = await this.commands.execute<AwardActionCommand, string | null>(new AwardActionCommand({ kind: 'withdraw', input }, user.id));
    return { status: 'success' as const, message: promoted ? M.withdrawnPromoted : M.withdrawn, promoted_application_id: promoted };
  }
}
