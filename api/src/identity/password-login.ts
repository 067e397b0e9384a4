import { HttpException, Injectable } from '@nestjs/common';
import { TOTP_REQUIRED_MESSAGE, WRONG_CREDENTIALS_MESSAGE, WRONG_TOTP_MESSAGE } from '@postula/contract';
import type { NewEvent } from '@postula/platform';
import { requestContext } from '../common/request-context.js';
import { WritePath } from '../common/write-path.js';
import { securityLog } from '../common/security-log.js';
import type { Role } from '../auth/access.decorators.js';
import { LoginThrottle } from '../auth/login-throttle.js';
import { TokenService } from '../auth/token-service.js';
import { hashPassword, needsRehash, verifyPassword } from './password-hasher.js';

export interface LoginAccount {
  id: string;
  role: Role;
  passwordHash: string;
  /** A second factor, when the account has one: checks the code the attempt carries. */
  secondFactor?: (code: string | undefined) => 'ok' | 'missing' | 'wrong';
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
 * replaced after a successful login (an event in the account's stream).
 */
@Injectable()
export class PasswordLogin {
  private decoy?: Promise<string>;

  constructor(
    private readonly throttle: LoginThrottle,
    private readonly tokens: TokenService,
    private readonly writes: WritePath,
  ) {}

  async login(
    scope: 'applicant' | 'staff',
    attempt: LoginAttempt,
    find: (email: string) => Promise<LoginAccount | undefined>,
    loggedIn: (accountId: string, sessionId: string, at: string) => { stream: string; event: NewEvent },
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
    const { stream, event } = loggedIn(account.id, sessionId, issuedAt);
    await this.writes.appendRecords(stream, [event]);
    return { token, accountId: account.id };
  }

  private decoyHash(): Promise<string> {
    return (this.decoy ??= hashPassword('decoy password for unknown accounts'));
  }
}
