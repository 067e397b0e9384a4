import { Controller, Post, Query } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ROUTES } from '@postula/contract';
import { EMAIL_RESENT_MESSAGE, TRACKING_ID_REQUIRED_MESSAGE } from '@postula/contract';
import { DomainError, EMAIL_NOT_FOUND_MESSAGE } from '@postula/domain';
import { UUID_PATTERN, VALIDATION_MESSAGE } from '@postula/validation';
import { CurrentUser, Roles } from '../../auth/access.decorators.js';
import type { AuthenticatedUser } from '../../auth/access.decorators.js';
import { ApiRoute } from '../../common/api-route.js';
import { ResendEmailCommand } from './resend-email.command.js';

@ApiTags('correos')
@ApiBearerAuth()
@Controller('email-logs')
export class ResendEmailController {
  constructor(private readonly commands: CommandBus) {}

  @ApiRoute(ROUTES.resendEmail)
  @Post('resend')
  @Roles('superadmin')
  @ApiOperation({ summary: 'Reenvía un correo fallido como un nuevo registro (nuevo tracking id) que referencia al original' })
  async resend(@Query('id') id: unknown, @CurrentUser() user: AuthenticatedUser) {
    if (typeof id !== 'string' || !id.trim()) throw new DomainError('invalid', VALIDATION_MESSAGE, { id: [TRACKING_ID_REQUIRED_MESSAGE] });
    if (!UUID_PATTERN.test(id.trim())) throw new DomainError('not_found', EMAIL_NOT_FOUND_MESSAGE);
    const newId: string = await this.commands.execute(new ResendEmailCommand(id.trim().toLowerCase(), user.id));
    return { status: 'success', message: EMAIL_RESENT_MESSAGE, data: { id: newId, tracking_id: newId, resend_of: id.trim().toLowerCase() } };
  }
}
