import type { Decider } from '../shared/decider.js';
import { DomainError } from '../shared/domain-error.js';
import type { StaffUserLoggedIn } from './staff-user.events.js';

export const TOTP_CODE_USED_MESSAGE = 'Este código ya se usó para ingresar. Espere el siguiente código de su aplicación.';

/**
 * A staff account's logins. A login with the second factor records the time step of the code it used: a code is good
 * for one login only, so a code seen over a shoulder or in a proxy's log cannot open another session. The stream is
 * the one place every API replica decides at, so two logins with one code at once cannot both be recorded.
 */
export type RecordStaffLogin = { type: 'RecordStaffLogin'; data: { userId: string; sessionId: string; at: string; totpStep?: number } };

export interface StaffLoginsState {
  /** The latest time step whose code opened a session; a code of this step or an earlier one is refused. */
  lastTotpStep: number | null;
}

export const staffLoginsDecider: Decider<StaffLoginsState, RecordStaffLogin, StaffUserLoggedIn> = {
  initialState: () => ({ lastTotpStep: null }),
  evolve: (state, { data }) => (data.totpStep === undefined ? state : { lastTotpStep: Math.max(data.totpStep, state.lastTotpStep ?? data.totpStep) }),
  decide: ({ data }, state) => {
    if (data.totpStep !== undefined && !isFreshTotpStep(state, data.totpStep)) throw new DomainError('conflict', TOTP_CODE_USED_MESSAGE);
    return [{ type: 'StaffUserLoggedIn', data }];
  },
};

export const isFreshTotpStep = (state: StaffLoginsState, step: number): boolean => state.lastTotpStep === null || step > state.lastTotpStep;
