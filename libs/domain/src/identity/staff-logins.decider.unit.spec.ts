import { givenFor } from '../shared/decider-spec.fixture.js';
import { staffLoginsDecider, TOTP_CODE_USED_MESSAGE } from './staff-logins.decider.js';

const given = givenFor(staffLoginsDecider);
const login = (sessionId: string, totpStep?: number) => ({ type: 'RecordStaffLogin' as const, data: { userId: 'u1', sessionId, at: 'T1', ...(totpStep === undefined ? {} : { totpStep }) } });
const loggedIn = (sessionId: string, totpStep?: number) => ({ type: 'StaffUserLoggedIn' as const, data: login(sessionId, totpStep).data });

describe('staffLoginsDecider', () => {
  it('records a login with the time step of its code', () => {
    expect(given().when(login('s1', 100))).toEqual([loggedIn('s1', 100)]);
    expect(given(loggedIn('s0')).when(login('s1'))).toEqual([loggedIn('s1')]);
  });

  it('refuses a code of the step already used, or of an earlier one', () => {
    expect(() => given(loggedIn('s1', 100)).when(login('s2', 100))).toThrow(TOTP_CODE_USED_MESSAGE);
    expect(() => given(loggedIn('s1', 100)).when(login('s2', 99))).toThrow(TOTP_CODE_USED_MESSAGE);
    expect(() => given(loggedIn('s1', 101), loggedIn('s2')).when(login('s3', 100))).toThrow(TOTP_CODE_USED_MESSAGE);
    expect(given(loggedIn('s1', 100)).when(login('s2', 101))).toEqual([loggedIn('s2', 101)]);
  });
});
