import { CanActivate, ExecutionContext, HttpException, Injectable, Logger } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { FORBIDDEN_MESSAGE, STAFF_ONLY_MESSAGE, TOTP_ENROLMENT_REQUIRED_MESSAGE } from '@postula/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { requestContext } from '../common/request-context.js';
import { OwnWrites } from '../consistency/own-writes.js';
import { AuthenticatedUser, ENROLMENT_KEY, PUBLIC_KEY, Role, ROLES_KEY, STAFF_ROLES } from './access.decorators.js';
import { TokenService } from './token-service.js';

const UNAUTHENTICATED: Record<'missing' | 'invalid' | 'expired' | 'revoked', string> = {
  missing: 'No autenticado. Inicie sesión nuevamente.',
  invalid: 'No autenticado. Inicie sesión nuevamente.',
  expired: 'Su sesión ha expirado. Inicie sesión nuevamente.',
  revoked: 'Su sesión fue cerrada. Inicie sesión nuevamente.',
};

const refuse = (status: 401 | 403, message: string) => new HttpException({ status: 'error', message }, status);
const READS = new Set(['GET', 'HEAD']);

/** What a route declares about who may call it. */
interface Access {
  public: boolean;
  roles?: Role[];
  duringEnrolment: boolean;
}

/**
 * The one gate of every route: `@Public()` routes pass; others need a live bearer token (401 otherwise)
 * whose role is in the route's `@Roles(...)` (403 otherwise). A route that declares neither is refused,
 * so forgetting a declaration can never open a route. A signed-in account's read then waits for its own writes
 * (OwnWrites): here, because only here is the account known before the handler runs. Every answer of a route that
 * needs a session is `Cache-Control: no-store`.
 */
@Injectable()
export class AuthGuard implements CanActivate {
  private readonly logger = new Logger('AuthGuard');
  /** Per controller and handler (a handler may be inherited): declarations never change, so they are read once. */
  private readonly access = new WeakMap<object, WeakMap<object, Access>>();

  constructor(
    private readonly reflector: Reflector,
    private readonly tokens: TokenService,
    private readonly ownWrites: OwnWrites,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const { public: open, roles, duringEnrolment } = this.accessOf(context);
    if (open) return true;
    if (!roles?.length) {
      this.logger.error(`${context.getClass().name}.${context.getHandler().name} declares neither @Public() nor @Roles(...): refused`);
      throw refuse(403, FORBIDDEN_MESSAGE);
    }

    // Whatever a session answers (personal data, documents, a refusal) is one person's: no cache, shared or the
    // browser's own, keeps a copy for the next user of the device or the proxy.
    void context.switchToHttp().getResponse<FastifyReply>().header('cache-control', 'no-store');
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
    if (user.totpEnrolmentOnly && !duringEnrolment) throw refuse(403, TOTP_ENROLMENT_REQUIRED_MESSAGE);
    request.user = user;
    if (READS.has(request.method)) await this.ownWrites.awaitBeforeRead(user.id);
    else if (ctx) ctx.writer = user.id;
    return true;
  }

  private accessOf(context: ExecutionContext): Access {
    const [handler, controller] = [context.getHandler(), context.getClass()];
    let handlers = this.access.get(controller);
    if (!handlers) this.access.set(controller, (handlers = new WeakMap()));
    let access = handlers.get(handler);
    if (!access) {
      const targets = [handler, controller];
      access = {
        public: Boolean(this.reflector.getAllAndOverride<boolean>(PUBLIC_KEY, targets)),
        roles: this.reflector.getAllAndOverride<Role[] | undefined>(ROLES_KEY, targets),
        duringEnrolment: Boolean(this.reflector.getAllAndOverride<boolean>(ENROLMENT_KEY, targets)),
      };
      handlers.set(handler, access);
    }
    return access;
  }
}
