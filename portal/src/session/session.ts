import { useSyncExternalStore } from 'react';
import type { ApplicantLogin } from '../api/account.js';
import { sessionDeadline } from './session-expiry.js';

/** The signed-in applicant as the spec stores it (local storage `auth_data`, `token`, `user`): the login's account, its role and full name. */
export type SessionUser = ApplicantLogin['applicant'] & { role: 'user'; full_name: string };

const listeners = new Set<() => void>();
const notify = () => listeners.forEach((l) => l());

function read(): SessionUser | null {
  if (!window.localStorage.getItem('auth_data')) return null;
  try {
    return JSON.parse(window.localStorage.getItem('user') ?? 'null') as SessionUser | null;
  } catch {
    return null;
  }
}

let current = read();

/** When this device received the token (ms), for the expiry warning; besides the spec's three entries. */
const RECEIVED_AT = 'postula:sesion-recibida';

function receivedAt(): number | null {
  const value = Number(window.localStorage.getItem(RECEIVED_AT));
  return Number.isFinite(value) && value > 0 ? value : null;
}

export const session = {
  user: () => current,
  start(token: string, user: SessionUser, received = Date.now()) {
    window.localStorage.setItem(RECEIVED_AT, String(received));
    window.localStorage.setItem('auth_data', JSON.stringify({ user, token }));
    window.localStorage.setItem('token', token);
    window.localStorage.setItem('user', JSON.stringify(user));
    current = user;
    notify();
  },
  /** Stores the session a login answered with. */
  signIn({ token, applicant }: ApplicantLogin) {
    const full_name = [applicant.first_name, applicant.middle_name, applicant.last_name, applicant.second_last_name].filter(Boolean).join(' ');
    session.start(token, { ...applicant, role: 'user', full_name });
  },
  update(changes: Partial<SessionUser>) {
    if (!current) return;
    const token = window.localStorage.getItem('token') ?? '';
    session.start(token, { ...current, ...changes }, receivedAt() ?? undefined);
  },
  /** When the stored session ends on this device's clock (ms), or null when its token says nothing. */
  deadline(): number | null {
    const token = window.localStorage.getItem('token');
    return token ? sessionDeadline(token, receivedAt()) : null;
  },
  /** Logout clears the session and the separate token and user entries (spec). */
  end() {
    for (const key of ['auth_data', 'token', 'user', RECEIVED_AT]) window.localStorage.removeItem(key);
    current = null;
    notify();
  },
};

export function useSession(): SessionUser | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => current,
  );
}
