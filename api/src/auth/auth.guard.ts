import { CanActivate, ExecutionContext, HttpException, Injectable, Logger } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { FORBIDDEN_MESSAGE, STAFF_ONLY_MESSAGE, TOTP_ENROLMENT_REQUIRED_MESSAGE } from '@postula/contract';
import type { FastifyRequest } from 'fastify';
import { requestContext } from '../common/request-context.js';
import { AuthenticatedUser, ENROLMENT_KEY, PUBLIC_KEY, Role, ROLES_KEY, STAFF_ROLES } from './access.decorators.js';
import { TokenService } from './token-service.js';

const UNAUTHENTICATED: Record<'missing' | 'invalid' | 'expired' | 'revoked', string> = {
  missing: 'No autenticado. Inicie sesión nuevamente.',
  invalid: 'No autenticado. Inicie sesión nuevamente.',
  expired: 'Su sesión ha expirado. Inicie sesión nuevamente.',
  revoked: 'Su sesión fue cerrada. Inicie sesión nuevamente.',
};

const refuse = (status: 401 | 403, message: string) => new HttpException({ status: 'error', message }, status);

/**
 * The one gate of every route: `@Public()` routes pass; others need a live bearer token (401 otherwise)
 * whose role is in the route's `@Roles(...)` (403 otherwise). A route that declares neither is refused,
 * so forgetting a declaration can never open a route.
 */
@Injectable()
export class AuthGuard implements CanActivate {
  private readonly logger = new Logger('AuthGuard');

  constructor(
    private readonly reflector: Reflector,
    private readonly tokens: TokenService,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const targets = [context.getHandler(), context.getClass()];
    if (this.reflector.getAllAndOverride<boolean>(PUBLIC_KEY, targets)) return true;
    const roles = this.reflector.getAllAndOverride<Role[] | undefined>(ROLES_KEY, targets);
    if (!roles?.length) {
      this.logger.error(`${context.getClass().name}.${context.getHandler().name} declares neither @Public() nor @Roles(...): refused`);
      throw refuse(403, FORBIDDEN_MESSAGE);
    }

    const request = context.switchToHttp().getRequest<FastifyRequest & { user?: AuthenticatedUser }>();
    const [scheme, token] = (request.headers.authorization ?? '').split(' ');
    if (scheme?.toLowerCase() !== 'bearer' || !token) throw refuse(401, UNAUTHENTICATED.missing);
    const checked = await this.tokens.check(token);
    if (!checked.ok) throw refuse(401, UNAUTHENTICATED[checked.reason]);

    const { user } = checked;
    // Known before the role check, so a refusal is logged with who was refused.
    const ctx = requestContext.getStore();
    if (ctx) ctx.actor = { id: user.id, role: user.role };
    if (!roles.includes(user.role)) {
      const staffRoute = roles.every((r) => STAFF_ROLES.includes(r));
      throw refuse(403, staffRoute && user.role === 'user' ? STAFF_ONLY_MESSAGE : FORBIDDEN_MESSAGE);
    }
    if (user.totpEnrolmentOnly && !this.reflector.getAllAndOverride<boolean>(ENROLMENT_KEY, targets)) throw refuse(403, TOTP_ENROLMENT_REQUIRED_MESSAGE);
    request.user = user;
    return true;
  }
}
