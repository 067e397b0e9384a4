import { useSyncExternalStore } from 'react';

/** The signed-in applicant as the spec stores it (local storage `auth_data`, `token`, `user`). */
export interface SessionUser {
  id: string;
  role: 'user';
  first_name: string;
  middle_name: string | null;
  last_name: string;
  second_last_name: string | null;
  full_name: string;
  email: string;
  identification: string;
  first_login: boolean;
}

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

export const session = {
  user: () => current,
  start(token: string, user: SessionUser) {
    window.localStorage.setItem('auth_data', JSON.stringify({ user, token }));
    window.localStorage.setItem('token', token);
    window.localStorage.setItem('user', JSON.stringify(user));
    current = user;
    notify();
  },
  update(changes: Partial<SessionUser>) {
    if (!current) return;
    const token = window.localStorage.getItem('token') ?? '';
    session.start(token, { ...current, ...changes });
  },
  /** Logout clears the session and the separate token and user entries (spec). */
  end() {
    for (const key of ['auth_data', 'token', 'user']) window.localStorage.removeItem(key);
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
