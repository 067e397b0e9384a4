import type { BodyOf, ResponseOf } from '@postula/contract';
import type { HttpClient } from './http-client.js';

/** The signed-in staff member's second factor, and whether a superadmin requires it of all staff. */
export type TwoFactorStatus = ResponseOf<'totpRequirement'>;

/** A new secret from `auth/user/totp/setup`, not active until a code from the app proves the app holds it. */
export type TwoFactorSetup = ResponseOf<'totpSetup'>;

type Message = ResponseOf<'totpEnable'>;

/** The own-account calls of the staff panel (the TOTP second factor); part of the one data provider. */
export function accountMethods(http: HttpClient) {
  const send = async (path: string, method: 'POST' | 'PUT', body: object = {}): Promise<Message> => (await http(path, { method, body: JSON.stringify(body) })).json;
  return {
    twoFactorStatus: async (): Promise<TwoFactorStatus> => (await http('/auth/user/totp/requirement')).json,
    twoFactorSetup: async (): Promise<TwoFactorSetup> => (await http('/auth/user/totp/setup', { method: 'POST', body: '{}' })).json,
    /** `current_totp_code`: a code of the factor being replaced, when one is active. */
    enableTwoFactor: (secret: string, totp_code: string, current_totp_code?: string) =>
      send('/auth/user/totp/enable', 'POST', { secret, totp_code, current_totp_code } satisfies BodyOf<'totpEnable'>),
    disableTwoFactor: (totp_code: string) => send('/auth/user/totp/disable', 'POST', { totp_code } satisfies BodyOf<'totpDisable'>),
    requireTwoFactor: (required: boolean) => send('/auth/user/totp/requirement', 'PUT', { required } satisfies BodyOf<'setTotpRequirement'>),
  };
}
