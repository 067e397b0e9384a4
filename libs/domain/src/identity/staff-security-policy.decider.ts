import type { Decider } from '../shared/decider.js';

/**
 * Rules for every staff account, one stream for the programme. Today one rule: a superadmin can require the second
 * factor (TOTP) of all staff; an account without it then signs in only to enrol it.
 */
export const STAFF_SECURITY_POLICY_STREAM = 'staff-security-policy';

export type StaffTotpRequirementSet = { type: 'StaffTotpRequirementSet'; data: { required: boolean; setBy: string; setAt: string } };
export type StaffSecurityPolicyEvent = StaffTotpRequirementSet;

export type SetStaffTotpRequirement = { type: 'SetStaffTotpRequirement'; data: { required: boolean; actorId: string; now: string } };

export interface StaffSecurityPolicyState {
  totpRequired: boolean;
}

export const staffSecurityPolicyDecider: Decider<StaffSecurityPolicyState, SetStaffTotpRequirement, StaffSecurityPolicyEvent> = {
  initialState: () => ({ totpRequired: false }),
  evolve: (_state, event) => ({ totpRequired: event.data.required }),
  // Setting what is already set records nothing: the history shows only real changes.
  decide: ({ data }, state) => (data.required === state.totpRequired ? [] : [{ type: 'StaffTotpRequirementSet', data: { required: data.required, setBy: data.actorId, setAt: data.now } }]),
};
