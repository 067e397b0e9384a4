import { describe, expect, it } from 'vitest';
import { sessionDeadline } from './session-expiry.js';

const jwt = (claims: object) => ['eyJhbGciOiJIUzI1NiJ9', Buffer.from(JSON.stringify(claims)).toString('base64url'), 'firma'].join('.');

describe('session deadline', () => {
  const iat = 1_790_000_000;
  const token = jwt({ sub: 'a', iat, exp: iat + 24 * 3600 });

  it("counts the token's lifetime from when this device received it, so a wrong phone clock still warns on time", () => {
    const receivedAt = Date.parse('2026-01-01T08:00:00Z');
    expect(sessionDeadline(token, receivedAt)).toBe(Date.parse('2026-01-02T08:00:00Z'));
  });

  it("uses the token's own expiry when the receipt time is unknown", () => {
    expect(sessionDeadline(token, null)).toBe((iat + 24 * 3600) * 1000);
  });

  it('says nothing for a token without times, or not a JWT', () => {
    expect(sessionDeadline(jwt({ sub: 'a' }), null)).toBeNull();
    expect(sessionDeadline('undefined', 0)).toBeNull();
    expect(sessionDeadline('a.%%%.b', 0)).toBeNull();
  });
});
