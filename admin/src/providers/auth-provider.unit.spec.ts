import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authProvider, canRoleAccess, NO_PANEL_PERMISSION } from './auth-provider.js';

/** localStorage as the browser has it (Node has none). */
function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, String(value)),
    removeItem: (key: string) => void items.delete(key),
    clear: () => items.clear(),
  };
}

const answer = (status: number, body: unknown) => vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));
const user = (role: string) => ({ id: 'u1', full_name: 'Ana Pérez', email: 'ana@postula.ec', role });

describe('staff auth provider', () => {
  beforeEach(() => vi.stubGlobal('localStorage', memoryStorage()));
  afterEach(() => vi.unstubAllGlobals());

  it('stores auth_data, token and user and opens the dashboard', async () => {
    const fetch = answer(200, { token: 't0k', user: user('reviewer') });
    vi.stubGlobal('fetch', fetch);
    expect(await authProvider.login({ email: 'ana@postula.ec', password: 'secreta123' })).toEqual({ redirectTo: '/dashboard' });
    expect(fetch).toHaveBeenCalledWith('/backend/api/auth/user/login', expect.objectContaining({ method: 'POST', body: JSON.stringify({ email: 'ana@postula.ec', password: 'secreta123' }) }));
    expect(JSON.parse(localStorage.getItem('auth_data')!)).toEqual({ user: user('reviewer'), token: 't0k' });
    expect(localStorage.getItem('token')).toBe('t0k');
    expect(JSON.parse(localStorage.getItem('user')!)).toEqual(user('reviewer'));
    expect(await authProvider.getPermissions!({})).toBe('reviewer');
    expect(await authProvider.getIdentity!()).toEqual({ id: 'u1', fullName: 'Ana Pérez' });
  });

  it('opens only the second-factor screen when a superadmin requires it and the account has none', async () => {
    vi.stubGlobal('fetch', answer(200, { token: 't0k', user: user('reviewer'), totp_enrolment_required: true }));
    expect(await authProvider.login({ email: 'ana@postula.ec', password: 'secreta123' })).toEqual({ redirectTo: '/two-factor' });
    expect(JSON.parse(localStorage.getItem('auth_data')!).totp_enrolment_required).toBe(true);
    expect(await authProvider.canAccess!({ resource: 'applications', action: 'list' })).toBe(false);
    vi.stubGlobal('fetch', answer(200, { token: 't1k', user: user('reviewer') }));
    await authProvider.login({ email: 'ana@postula.ec', password: 'secreta123', totp_code: '123456' });
    expect(await authProvider.canAccess!({ resource: 'applications', action: 'list' })).toBe(true);
  });

  it('refuses another role without storing anything', async () => {
    vi.stubGlobal('fetch', answer(200, { token: 't0k', user: user('user') }));
    await expect(authProvider.login({ email: 'a@b.ec', password: 'x' })).rejects.toThrow(NO_PANEL_PERMISSION);
    expect(localStorage.getItem('auth_data')).toBeNull();
  });

  it("shows the server's message, 'Error en la autenticación' without one, 'Error de conexión' without an answer", async () => {
    vi.stubGlobal('fetch', answer(401, { status: 'error', message: 'Usuario o contraseña incorrectos' }));
    await expect(authProvider.login({ email: 'a@b.ec', password: 'x' })).rejects.toThrow('Usuario o contraseña incorrectos');
    vi.stubGlobal('fetch', answer(500, {}));
    await expect(authProvider.login({ email: 'a@b.ec', password: 'x' })).rejects.toThrow('Error en la autenticación');
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    await expect(authProvider.login({ email: 'a@b.ec', password: 'x' })).rejects.toThrow('Error de conexión');
  });

  it('asks for the authenticator code when the server requires it, then sends it', async () => {
    vi.stubGlobal('fetch', answer(401, { status: 'error', message: 'Ingrese el código', totp_required: true }));
    await expect(authProvider.login({ email: 'a@b.ec', password: 'x' })).rejects.toMatchObject({ totpRequired: true, message: 'Ingrese el código' });
    const fetch = answer(200, { token: 't', user: user('superadmin') });
    vi.stubGlobal('fetch', fetch);
    await authProvider.login({ email: 'a@b.ec', password: 'x', totp_code: '123456' });
    expect(fetch).toHaveBeenCalledWith(expect.any(String), expect.objectContaining({ body: JSON.stringify({ email: 'a@b.ec', password: 'x', totp_code: '123456' }) }));
  });

  it('sends a 401 back to the login with the session cleared; a 403 keeps the session', async () => {
    localStorage.setItem('auth_data', '{}');
    localStorage.setItem('token', 't');
    await expect(authProvider.checkError({ status: 403 })).resolves.toBeUndefined();
    expect(localStorage.getItem('token')).toBe('t');
    await expect(authProvider.checkError({ status: 401 })).rejects.toMatchObject({ redirectTo: '/login' });
    expect(localStorage.getItem('auth_data')).toBeNull();
    await expect(authProvider.checkAuth({})).rejects.toThrow();
  });

  it("ends its own session on logout, and leaves alone one another tab stored after this tab found none", async () => {
    await expect(authProvider.checkAuth({})).rejects.toThrow();
    localStorage.setItem('auth_data', JSON.stringify({ user: user('superadmin'), token: 'otra' }));
    localStorage.setItem('token', 'otra');
    const fetch = answer(200, {});
    vi.stubGlobal('fetch', fetch);
    expect(await authProvider.logout({})).toBe('/login');
    expect(fetch).not.toHaveBeenCalled();
    expect(localStorage.getItem('token')).toBe('otra');

    await authProvider.checkAuth({});
    await authProvider.logout({});
    expect(fetch).toHaveBeenCalledWith('/backend/api/auth/logout', expect.objectContaining({ method: 'POST', headers: { Authorization: 'Bearer otra' } }));
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('keeps reviewers out of Revisores, Usuarios, auto-reject and re-send; auditors read only', () => {
    for (const resource of ['applications', 'applicants', 'emails']) expect(canRoleAccess('reviewer', resource, 'list')).toBe(true);
    expect(canRoleAccess('reviewer', 'reviewers', 'list')).toBe(false);
    expect(canRoleAccess('reviewer', 'users', 'list')).toBe(false);
    expect(canRoleAccess('reviewer', 'users', 'auto-reject')).toBe(false);
    expect(canRoleAccess('reviewer', 'retention', 'list')).toBe(false);
    expect(canRoleAccess('auditor', 'retention', 'list')).toBe(false);
    expect(canRoleAccess('superadmin', 'retention', 'list')).toBe(true);
    expect(canRoleAccess('reviewer', 'emails', 'resend')).toBe(false);
    expect(canRoleAccess('reviewer', 'applicants', 'edit')).toBe(true);
    expect(canRoleAccess('reviewer', 'applicants', 'reassign-identification')).toBe(false);
    expect(canRoleAccess('superadmin', 'applicants', 'reassign-identification')).toBe(true);
    expect(canRoleAccess('superadmin', 'users', 'auto-reject')).toBe(true);
    expect(canRoleAccess('auditor', 'applications', 'list')).toBe(true);
    expect(canRoleAccess('auditor', 'applicants', 'edit')).toBe(false);
    expect(canRoleAccess('auditor', 'applications', 'review')).toBe(false);
    // 'Becas': reviewers read, superadmins act.
    expect(canRoleAccess('reviewer', 'awards', 'list')).toBe(true);
    expect(canRoleAccess('reviewer', 'waiting-list', 'list')).toBe(true);
    for (const action of ['verify-document', 'withdraw']) {
      expect(canRoleAccess('reviewer', 'awards', action)).toBe(false);
      expect(canRoleAccess('auditor', 'awards', action)).toBe(false);
      expect(canRoleAccess('superadmin', 'awards', action)).toBe(true);
    }
    expect(canRoleAccess('auditor', 'applications', 'audit')).toBe(true);
    expect(canRoleAccess('superadmin', 'applications', 'audit')).toBe(true);
    expect(canRoleAccess('reviewer', 'applications', 'audit')).toBe(false);
    expect(canRoleAccess(undefined, 'applications', 'list')).toBe(false);
    // 'Derechos de datos': superadmins alone read and resolve the requests.
    expect(canRoleAccess('superadmin', 'data-requests', 'list')).toBe(true);
    expect(canRoleAccess('superadmin', 'data-requests', 'resolve')).toBe(true);
    for (const role of ['reviewer', 'auditor'] as const) {
      expect(canRoleAccess(role, 'data-requests', 'list')).toBe(false);
      expect(canRoleAccess(role, 'data-requests', 'resolve')).toBe(false);
    }
  });
});
