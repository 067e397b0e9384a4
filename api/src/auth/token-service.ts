import { UUID_PATTERN } from '@postula/validation';
import { Inject, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { randomUUID } from 'node:crypto';
import { CLOCK } from '@postula/platform';
import type { Clock } from '@postula/platform';
import type { Role } from './access.decorators.js';
import { SessionStore } from './session-store.js';

/** Token lifetimes: a staff working day, and a day for applicants filling the long form. */
export const TOKEN_LIFETIME_SECONDS: Record<Role, number> = { superadmin: 8 * 3600, reviewer: 8 * 3600, auditor: 8 * 3600, user: 24 * 3600 };
/** A session that may only enrol its second factor lives long enough for that alone. */
const ENROLMENT_LIFETIME_SECONDS = 15 * 60;
/** About one per applicant of the programme at its deadline (~5,000), a few MB. */
const VERIFIED_TOKENS_KEPT = 10_000;

interface TokenClaims {
  sub: string;
  role: Role;
  sid: string;
  /** Present on a session that may only enrol its second factor. */
  scope?: 'totp_enrolment';
  iat: number;
  exp: number;
}

export type TokenCheck = { ok: true; user: { id: string; role: Role; sessionId: string; totpEnrolmentOnly: boolean } } | { ok: false; reason: 'invalid' | 'expired' | 'revoked' };

/**
 * Bearer tokens: a JWT (HS256, JWT_SECRET) naming the account, its role and a session row. Times come from
 * the injected clock, so expiry follows the same time as everything else (and tests can move it).
 */
@Injectable()
export class TokenService {
  /**
   * Tokens this process has verified, with their claims: a token's signature is checked once, not on every request
   * (the HMAC, decoding and key handling of jsonwebtoken would otherwise be paid by every step save). Only the
   * exact string that passed (its ids well-formed too) is found here; expiry is still checked on each use, and
   * revocation by the session store. The oldest are forgotten first.
   */
  private readonly verified = new Map<string, TokenClaims>();

  constructor(
    private readonly jwt: JwtService,
    private readonly sessions: SessionStore,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async issue(accountId: string, role: Role, options: { totpEnrolmentOnly?: boolean } = {}): Promise<{ token: string; sessionId: string; issuedAt: string }> {
    const issuedAt = this.clock.now();
    const iat = Math.floor(Date.parse(issuedAt) / 1000);
    const exp = iat + (options.totpEnrolmentOnly ? ENROLMENT_LIFETIME_SECONDS : TOKEN_LIFETIME_SECONDS[role]);
    const sessionId = randomUUID();
    await this.sessions.open({ id: sessionId, accountId, role, createdAt: issuedAt, expiresAt: new Date(exp * 1000).toISOString() });
    const claims: TokenClaims = { sub: accountId, role, sid: sessionId, ...(options.totpEnrolmentOnly ? { scope: 'totp_enrolment' as const } : {}), iat, exp };
    return { token: await this.jwt.signAsync(claims), sessionId, issuedAt };
  }

  async check(token: string): Promise<TokenCheck> {
    const now = this.clock.now();
    const clockTimestamp = Math.floor(Date.parse(now) / 1000);
    let claims = this.verified.get(token);
    if (claims && clockTimestamp >= claims.exp) return { ok: false, reason: 'expired' };
    if (!claims) {
      try {
        claims = await this.jwt.verifyAsync<TokenClaims>(token, { algorithms: ['HS256'], clockTimestamp });
      } catch (error) {
        return { ok: false, reason: (error as Error).name === 'TokenExpiredError' ? 'expired' : 'invalid' };
      }
      if (!UUID_PATTERN.test(String(claims.sid)) || !UUID_PATTERN.test(String(claims.sub))) return { ok: false, reason: 'invalid' };
      if (this.verified.size >= VERIFIED_TOKENS_KEPT) this.verified.delete(this.verified.keys().next().value!);
      this.verified.set(token, claims);
    }
    const session = await this.sessions.findLive(claims.sid, now);
    if (!session || session.accountId !== claims.sub) return { ok: false, reason: 'revoked' };
    // The session row's role wins: a staff role change can update or revoke it without waiting for expiry.
    return { ok: true, user: { id: claims.sub, role: session.role, sessionId: claims.sid, totpEnrolmentOnly: claims.scope === 'totp_enrolment' } };
  }
}
