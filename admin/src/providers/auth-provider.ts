import { STAFF_ONLY_MESSAGE } from '@postula/contract';
import type { LoginInput, ResponseOf } from '@postula/contract';
import type { StaffRole } from '@postula/domain';
import type { AuthProvider } from 'react-admin';
import { API } from './http-client.js';
import { PANEL_ROLES, session } from './session.js';

/** The API's own refusal of a non-staff account, shown for a role the panel does not admit. */
export const NO_PANEL_PERMISSION = STAFF_ONLY_MESSAGE;
export const AUTHENTICATION_FAILED = 'Error en la autenticación';
export const CONNECTION_FAILED = 'Error de conexión';

/** Thrown when the password was right but the account asks for its authenticator code (login resends with `totp_code`). */
export class TotpRequiredError extends Error {
  readonly totpRequired = true;
  constructor(message: string) {
    super(message);
  }
}

/** The staff login form: e-mail, password and, once asked for, the authenticator code. */
export type LoginParams = LoginInput;

/** Resources and actions only a superadmin has (spec section 6); the server refuses them anyway. */
const SUPERADMIN_RESOURCES = new Set(['reviewers', 'users', 'data-requests', 'retention']);
const SUPERADMIN_ACTIONS = new Set(['resend', 'auto-reject', 'reassign-identification', 'verify-document', 'withdraw', 'publish-results']);
/** The audit trail ('Línea de tiempo'): superadmins and auditors (the API's audit routes admit only them). */
const AUDIT_ACTIONS = new Set(['audit']);
/** What changes data: an auditor (read-only staff) may do none of it. */
const WRITE_ACTIONS = new Set(['create', 'edit', 'delete', 'review', 'resend', 'password', 'auto-reject', 'reassign-identification', 'verify-document', 'withdraw', 'publish-results', 'resolve']);

/** The own second factor's screen: open to every staff member, and the only one while enrolment is required. */
export const TWO_FACTOR_ROUTE = '/two-factor';

/** The access rule behind menus, routes and buttons. */
export function canRoleAccess(role: StaffRole | undefined, resource: string, action: string, enrolmentOnly = false): boolean {
  if (!role || !PANEL_ROLES.includes(role) || enrolmentOnly) return false;
  if (role === 'superadmin') return true;
  if (AUDIT_ACTIONS.has(action)) return role === 'auditor';
  if (SUPERADMIN_RESOURCES.has(resource) || SUPERADMIN_ACTIONS.has(action)) return false;
  return role !== 'auditor' || !WRITE_ACTIONS.has(action);
}

async function postLogin(params: LoginParams): Promise<ResponseOf<'staffLogin'>> {
  let response: Response;
  try {
    response = await fetch(`${API}/auth/user/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(params.totp_code ? params : { email: params.email, password: params.password }),
    });
  } catch {
    throw new Error(CONNECTION_FAILED);
  }
  const body = await response.json().catch(() => null);
  if (!response.ok) {
    const message = typeof body?.message === 'string' && body.message ? body.message : AUTHENTICATION_FAILED;
    if (body?.totp_required) throw new TotpRequiredError(message);
    throw new Error(message);
  }
  if (!body?.token || !body?.user) throw new Error(AUTHENTICATION_FAILED);
  return body;
}

/**
 * The session this tab signed in with or found stored when it checked: the only one its logout may end. A session
 * another tab stored meanwhile (a sign-in there while this tab was still on its way to the login) is that tab's.
 */
let tabToken: string | null = null;

/** Staff sign-in over `POST auth/user/login`; the session lives in local storage as the spec says. */
export const authProvider: AuthProvider = {
  async login(params: LoginParams) {
    const { token, user, totp_enrolment_required } = await postLogin(params);
    if (!PANEL_ROLES.includes(user.role)) throw new Error(NO_PANEL_PERMISSION);
    session.store(token, user, totp_enrolment_required);
    tabToken = token;
    return { redirectTo: totp_enrolment_required ? TWO_FACTOR_ROUTE : '/dashboard' };
  },
  async logout() {
    const token = session.token();
    const another = token !== null && token !== tabToken;
    tabToken = null;
    if (another) return '/login';
    session.clear();
    if (token) {
      // Ends the session on the server too; a failure is only logged (spec section 8).
      await fetch(`${API}/auth/logout`, { method: 'POST', headers: { Authorization: `Bearer ${token}` } }).catch((error) => console.warn(error));
    }
    return '/login';
  },
  async checkAuth() {
    if (!session.exists()) throw new Error('ra.auth.auth_check_error');
    tabToken = session.token();
  },
  async checkError(error: { status?: number }) {
    if (error?.status === 401) {
      session.clear();
      throw { redirectTo: '/login', logoutUser: false, message: false };
    }
  },
  async getIdentity() {
    const user = session.user();
    if (!user) throw new Error('ra.auth.auth_check_error');
    return { id: user.id, fullName: user.full_name };
  },
  async getPermissions() {
    return session.user()?.role;
  },
  async canAccess({ resource, action }) {
    return canRoleAccess(session.user()?.role, resource, action, session.enrolmentOnly());
  },
};
