import { givenFor } from '../shared/decider-spec.fixture.js';
import { fold } from '../shared/decider.js';
import { staffSecurityPolicyDecider } from './staff-security-policy.decider.js';

const given = givenFor(staffSecurityPolicyDecider);
const set = (required: boolean, now = 'T1') => ({ type: 'SetStaffTotpRequirement' as const, data: { required, actorId: 'boss', now } });

describe('staffSecurityPolicyDecider', () => {
  it('records who required the second factor and when, and only real changes', () => {
    const on = given().when(set(true));
    expect(on).toEqual([{ type: 'StaffTotpRequirementSet', data: { required: true, setBy: 'boss', setAt: 'T1' } }]);
    expect(fold(staffSecurityPolicyDecider, on).totpRequired).toBe(true);
    expect(given(...on).when(set(true, 'T2'))).toEqual([]);
    expect(given().when(set(false))).toEqual([]);
    expect(given(...on).when(set(false, 'T2'))).toEqual([{ type: 'StaffTotpRequirementSet', data: { required: false, setBy: 'boss', setAt: 'T2' } }]);
  });
});
