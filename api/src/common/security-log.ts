import { requestContext } from './request-context.js';

export type SecurityEventName = 'login_succeeded' | 'login_failed' | 'unauthenticated' | 'access_denied' | 'rate_limited';

export interface SecurityLogFields {
  /** The account concerned, by id: a log line never holds an e-mail (it would outlive the person's erasure). */
  account_id?: string;
  scope?: 'applicant' | 'staff';
  method?: string;
  route?: string;
  status?: number;
  /** Why a login failed, when not the password: `totp`. */
  reason?: string;
}

/**
 * Security events (ASVS 5.0 V16) as JSON lines on standard output, one object a line, for the operator's log
 * collector: when, what, the request id, the account and the client address. Never a password, a token or a
 * document: callers pass only the fields above.
 */
export class SecurityLog {
  /** Where lines go; the tests collect them here. */
  sink: (line: string) => void = (line) => void process.stdout.write(line);

  record(event: SecurityEventName, fields: SecurityLogFields = {}): void {
    const ctx = requestContext.getStore();
    const entry = {
      time: new Date().toISOString(),
      log: 'security',
      event,
      request_id: ctx?.requestId,
      address: ctx?.address,
      account_id: ctx?.account,
      actor_id: ctx?.actor?.id,
      actor_role: ctx?.actor?.role,
      ...fields,
    };
    this.sink(JSON.stringify(entry) + '\n');
  }
}

/** One per process: the exception filter and the login service write to it. */
export const securityLog = new SecurityLog();
