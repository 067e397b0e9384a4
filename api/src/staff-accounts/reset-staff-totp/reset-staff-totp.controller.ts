import { Controller, Inject, Post, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ROUTES, STAFF_TOTP_RESET_MESSAGE, staffUserIdQuery } from '@postula/contract';
import type { StaffUserIdQuery } from '@postula/contract';
import { staffUserDecider, staffUserStream } from '@postula/domain';
import { CLOCK } from '@postula/platform';
import type { Clock } from '@postula/platform';
import { CurrentUser, Roles } from '../../auth/access.decorators.js';
import type { AuthenticatedUser } from '../../auth/access.decorators.js';
import { SessionStore } from '../../auth/session-store.js';
import { WritePath } from '../../common/write-path.js';
import { ApiRoute } from '../../common/api-route.js';
import { ZodValidationPipe } from '../../common/zod-validation.pipe.js';

/**
 * A lost phone: a superadmin turns off another staff member's second factor and ends their sessions (whoever holds the
 * phone keeps nothing). With the factor required, their next login opens a session that can only enrol a new one.
 */
@ApiTags('administradores')
@ApiBearerAuth()
@Controller('users')
export class ResetStaffTotpController {
  constructor(
    private readonly writes: WritePath,
    private readonly sessions: SessionStore,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @ApiRoute(ROUTES.resetStaffUserTotp)
  @Post('reset-totp')
  @Roles('superadmin')
  @ApiOperation({ summary: 'Desactiva la verificación en dos pasos de otro usuario del personal (teléfono perdido) y cierra sus sesiones' })
  async reset(@Query(new ZodValidationPipe(staffUserIdQuery)) { user_id }: StaffUserIdQuery, @CurrentUser() actor: AuthenticatedUser) {
    const now = this.clock.now();
    await this.writes.handleCommand(staffUserStream(user_id), staffUserDecider, { type: 'ResetStaffUserTotp', data: { actorId: actor.id, now } }, { retry: true });
    await this.sessions.revokeAccount(user_id, now, 'account_changed');
    return { status: 'success', message: STAFF_TOTP_RESET_MESSAGE };
  }
}
