import { HttpException, Injectable } from '@nestjs/common';
import { TOTP_REQUIRED_MESSAGE, WRONG_CREDENTIALS_MESSAGE, WRONG_TOTP_MESSAGE } from '@postula/contract';
import { TOTP_CODE_USED_MESSAGE } from '@postula/domain';
import { requestContext } from '../common/request-context.js';
import { securityLog } from '../common/security-log.js';
import type { Role } from '../auth/access.decorators.js';
import { LoginThrottle } from '../auth/login-throttle.js';
import { SessionStore } from '../auth/session-store.js';
import { TokenService } from '../auth/token-service.js';
import { hashPassword, needsRehash, verifyPassword } from './password-hasher.js';

export interface LoginAccount {
  id: string;
  role: Role;
  passwordHash: string;
  /** A second factor, when the account has one: checks the code the attempt carries ('used': it opened a session already). */
  secondFactor?: (code: string | undefined) => 'ok' | 'missing' | 'wrong' | 'used';
  /** The session may only enrol a second factor: staff without one while a superadmin requires it. */
  totpEnrolmentOnly?: boolean;
  /** Records the same password hashed at the current cost, unless the stored hash changed meanwhile. */
  rehash: (previousHash: string, passwordHash: string) => Promise<unknown>;
}

export interface LoginAttempt {
  email: string;
  password: string;
  /** The client address, for per-address throttling. */
  address: string;
  /** The second factor's code, when the account has one. */
  totp_code?: string;
}

/**
 * The shared part of staff and applicant logins: throttle, check the password, open a session, record the
 * login in the account's logins stream. Unknown e-mails cost the same hashing as wrong passwords and get
 * the same answer, so the answer never tells whether an account exists. A hash of an older scheme or cost is
 * replaced after a successful login (an event in the account's stream). A login its stream refuses to record (a
 * second factor's code used by another login at the same instant) leaves no session behind.
 */
@Injectable()
export class PasswordLogin {
  private decoy?: Promise<string>;

  constructor(
    private readonly throttle: LoginThrottle,
    private readonly tokens: TokenService,
    private readonly sessions: SessionStore,
  ) {}

  async login(
    scope: 'applicant' | 'staff',
    attempt: LoginAttempt,
    find: (email: string) => Promise<LoginAccount | undefined>,
    recordLogin: (accountId: string, sessionId: string, at: string) => Promise<unknown>,
  ): Promise<{ token: string; accountId: string }> {
    const ctx = requestContext.getStore();
    if (ctx) ctx.login = true;
    const rules = this.throttle.loginRules(scope, attempt.email, attempt.address);
    // The attempt is recorded before the password is checked (taken back if it is right), so attempts at once cannot
    // all pass one count; the account is read meanwhile. A refused attempt never reaches the password check, and it is
    // refused as soon as the counters say so, whether the account exists or not.
    const found = find(attempt.email).then((account) => {
      if (ctx && account) ctx.account = account.id;
      return account;
    });
    // A refusal is logged with the account's id: the lookup is waited for first.
    const taken = this.throttle.take(rules).catch(async (error: unknown) => {
      await found.catch(() => undefined);
      throw error;
    });
    const [attemptTaken, account] = await Promise.all([taken, found]);
    const valid = await verifyPassword(attempt.password, account?.passwordHash ?? (await this.decoyHash()));
    if (!account || !valid) {
      securityLog.record('login_failed', { scope, status: 401 });
      throw new HttpException({ status: 'error', message: WRONG_CREDENTIALS_MESSAGE }, 401);
    }
    // Asked for only once the password is right; a wrong code counts as a failed login, like a wrong password.
    const second = account.secondFactor?.(attempt.totp_code) ?? 'ok';
    if (second === 'missing') {
      await this.throttle.release(attemptTaken);
      throw new HttpException({ status: 'error', message: TOTP_REQUIRED_MESSAGE, totp_required: true }, 401);
    }
    if (second === 'used') {
      securityLog.record('login_failed', { scope, account_id: account.id, status: 401, reason: 'totp_used' });
      throw usedTotpCode();
    }
    if (second === 'wrong') {
      securityLog.record('login_failed', { scope, status: 401, reason: 'totp' });
      throw new HttpException({ status: 'error', message: WRONG_TOTP_MESSAGE, totp_required: true }, 401);
    }
    await this.throttle.clearLogin(attemptTaken);
    // The password is known only now: an older scheme or a weaker cost is upgraded on this login.
    if (needsRehash(account.passwordHash)) await account.rehash(account.passwordHash, await hashPassword(attempt.password));
    const { token, sessionId, issuedAt } = await this.tokens.issue(account.id, account.role, { totpEnrolmentOnly: account.totpEnrolmentOnly });
    if (ctx) ctx.actor = { id: account.id, role: account.role };
    securityLog.record('login_succeeded', { scope, status: 200 });
    await recordLogin(account.id, sessionId, issuedAt).catch(async (error: unknown) => {
      await this.sessions.revoke(sessionId, issuedAt, 'login_refused');
      throw error;
    });
    return { token, accountId: account.id };
  }

  private decoyHash(): Promise<string> {
    return (this.decoy ??= hashPassword('decoy password for unknown accounts'));
  }
}

/** The answer to a second factor's code that already opened a session. */
export const usedTotpCode = () => new HttpException({ status: 'error', message: TOTP_CODE_USED_MESSAGE, totp_required: true }, 401);
