import type { DataKeys } from '@postula/platform';

/** How the throttles name a login (an e-mail): its keyed digest, so auth.login_failures holds no address. */
export const loginDigest = (keys: DataKeys, login: string) => keys.digest(`login:${login.normalize('NFC').toLowerCase()}`);

/** An account's login counter, also the prefix of its per-address counters (`{key}|{address}`). */
export const loginThrottleKey = (keys: DataKeys, scope: 'applicant' | 'staff', login: string) => `login:${scope}:${loginDigest(keys, login)}`;

/** The reset-link counter of an e-mail. */
export const resetThrottleKey = (keys: DataKeys, email: string) => `reset:${loginDigest(keys, email)}`;

/** Every throttle counter an applicant's e-mail names: what an erasure deletes. */
export const applicantThrottleKeys = (keys: DataKeys, email: string) => [loginThrottleKey(keys, 'applicant', email), resetThrottleKey(keys, email)];
