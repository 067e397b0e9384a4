import type { HttpClient } from './http-client.js';

/** The signed-in staff member's second factor, and whether a superadmin requires it of all staff. */
export interface TwoFactorStatus {
  required: boolean;
  enabled: boolean;
}

/** A new secret from `auth/user/totp/setup`, not active until a code from the app proves the app holds it. */
export interface TwoFactorSetup {
  secret: string;
  otpauth_url: string;
}

/** The own-account calls of the staff panel (the TOTP second factor); part of the one data provider. */
export function accountMethods(http: HttpClient) {
  const send = async (path: string, method: 'POST' | 'PUT', body: object = {}) => (await http(path, { method, body: JSON.stringify(body) })).json as { message: string };
  return {
    twoFactorStatus: async (): Promise<TwoFactorStatus> => (await http('/auth/user/totp/requirement')).json,
    twoFactorSetup: async (): Promise<TwoFactorSetup> => (await http('/auth/user/totp/setup', { method: 'POST', body: '{}' })).json,
    enableTwoFactor: (secret: string, totp_code: string) => send('/auth/user/totp/enable', 'POST', { secret, totp_code }),
    disableTwoFactor: (totp_code: string) => send('/auth/user/totp/disable', 'POST', { totp_code }),
    requireTwoFactor: (required: boolean) => send('/auth/user/totp/requirement', 'PUT', { required }),
  };
}
