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
export const ENROLMENT_KEY = 'postula:totp-enrolment';

/** An open route: no token needed. Every route declares either this or `@Roles(...)`; the guard refuses the rest. */
export const Public = () => SetMetadata(PUBLIC_KEY, true);

/** Roles allowed to call the route (on a controller or a handler; the handler's wins). */
export const Roles = (...roles: Role[]) => SetMetadata(ROLES_KEY, roles);

/**
 * Open to a session that may only enrol its second factor (staff without one while a superadmin requires it): the
 * TOTP set-up and logout. Every other route refuses such a session.
 */
export const DuringTotpEnrolment = () => SetMetadata(ENROLMENT_KEY, true);

/** The caller of an authenticated route, as the guard verified it. */
export interface AuthenticatedUser {
  id: string;
  role: Role;
  sessionId: string;
  /** The session may only enrol a second factor (see `DuringTotpEnrolment`). */
  totpEnrolmentOnly?: boolean;
}

export const CurrentUser = createParamDecorator((_: unknown, context: ExecutionContext): AuthenticatedUser => {
  return context.switchToHttp().getRequest<{ user: AuthenticatedUser }>().user;
});
