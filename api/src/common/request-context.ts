import { AsyncLocalStorage } from 'node:async_hooks';
import type { EventMetadata } from '@postula/platform';

export interface Actor {
  id: string;
  role: 'superadmin' | 'reviewer' | 'auditor' | 'user';
}

/** Per-request facts that commands need without every controller passing them along. */
export interface RequestContext {
  requestId: string;
  /** The client address as TRUST_PROXY defines it (security log). */
  address?: string;
  actor?: Actor;
  /** A login request: its refusal is logged by the login itself (security log). */
  login?: boolean;
  /** The id of the account a login request tried, once known (security log; never the e-mail). */
  account?: string;
  /** Global position of the last event this request appended: sent back as the consistency token. */
  lastPosition?: string;
  /** The signed-in account making this write request (AuthGuard): what it appends, that account's reads wait for. */
  writer?: string;
}

/** An HTTP request's context: its client address is worked out only when asked for, since that parses X-Forwarded-For. */
export class HttpRequestContext implements RequestContext {
  actor?: Actor;
  login?: boolean;
  account?: string;
  lastPosition?: string;
  writer?: string;

  constructor(
    readonly requestId: string,
    private readonly request: { readonly ip: string },
  ) {}

  get address(): string {
    return this.request.ip;
  }
}

export const requestContext = new AsyncLocalStorage<RequestContext>();

export function eventMetadata(): EventMetadata {
  const ctx = requestContext.getStore();
  return {
    requestId: ctx?.requestId,
    correlationId: ctx?.requestId,
    actorId: ctx?.actor?.id,
    actorRole: ctx?.actor?.role ?? 'system',
  };
}
