import { createParamDecorator, ExecutionContext, SetMetadata } from '@nestjs/common';
import type { Actor } from '../common/request-context.js';

export type Role = Actor['role'];
export const STAFF_ROLES: Role[] = ['superadmin', 'reviewer', 'auditor'];
/** Staff who may change data: the auditor reads only, so write routes list these and read routes `STAFF_READERS`. */
export const STAFF_WRITERS: Role[] = ['superadmin', 'reviewer'];
/** Every staff read: reviewers, superadmins and the read-only auditor. */
export const STAFF_READERS: Role[] = STAFF_ROLES;

export const PUBLIC_KEY = 'postula:public';
export const ROLES_KEY = 'postula:roles';

/** An open route: no token needed. Every route declares either this or `@Roles(...)`; the guard refuses the rest. */
export const Public = () => SetMetadata(PUBLIC_KEY, true);

/** Roles allowed to call the route (on a controller or a handler; the handler's wins). */
export const Roles = (...roles: Role[]) => SetMetadata(ROLES_KEY, roles);

/** The caller of an authenticated route, as the guard verified it. */
export interface AuthenticatedUser {
  id: string;
  role: Role;
  sessionId: string;
}

export const CurrentUser = createParamDecorator((_: unknown, context: ExecutionContext): AuthenticatedUser => {
  return context.switchToHttp().getRequest<{ user: AuthenticatedUser }>().user;
});
