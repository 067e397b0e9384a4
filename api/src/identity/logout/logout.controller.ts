import { Controller, Inject, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ROUTES } from '@postula/contract';
import { CLOCK } from '@postula/platform';
import type { Clock } from '@postula/platform';
import { CurrentUser, DuringTotpEnrolment, Roles } from '../../auth/access.decorators.js';
import type { AuthenticatedUser } from '../../auth/access.decorators.js';
import { SessionStore } from '../../auth/session-store.js';
import { ApiRoute } from '../../common/api-route.js';

@ApiTags('identidad')
@ApiBearerAuth()
@Controller('auth')
export class LogoutController {
  constructor(
    private readonly sessions: SessionStore,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @ApiRoute(ROUTES.logout)
  @Post('logout')
  @Roles('superadmin', 'reviewer', 'auditor', 'user')
  @DuringTotpEnrolment()
  @ApiOperation({ summary: 'Cierra la sesión: el token deja de valer' })
  async logout(@CurrentUser() user: AuthenticatedUser) {
    await this.sessions.revoke(user.sessionId, this.clock.now(), 'logout');
    return { status: 'success', message: 'Sesión cerrada' };
  }
}
