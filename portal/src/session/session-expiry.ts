/** When the session's token stops working, read on this device's clock, and when to warn before it does. */

export const WARN_BEFORE_MS = 5 * 60_000;

/** The `iat`/`exp` claims of a JWT (seconds), or null when the token is not one. */
function claims(token: string): { iat: number; exp: number } | null {
  try {
    const payload = token.split('.')[1].replace(/-/g, '+').replace(/_/g, '/');
    const { iat, exp } = JSON.parse(atob(payload)) as { iat?: unknown; exp?: unknown };
    return typeof iat === 'number' && typeof exp === 'number' && exp > iat ? { iat, exp } : null;
  } catch {
    return null;
  }
}

/**
 * The moment (ms on this device's clock) the session ends. With the time the token was received here, its lifetime
 * counts from then, so a phone whose clock is hours off still warns on time; without it (a session stored before), the
 * token's own `exp`. Null for a token that says nothing (the server's 401 still ends it).
 */
export function sessionDeadline(token: string, receivedAt: number | null): number | null {
  const c = claims(token);
  if (!c) return null;
  return receivedAt === null ? c.exp * 1000 : receivedAt + (c.exp - c.iat) * 1000;
}
