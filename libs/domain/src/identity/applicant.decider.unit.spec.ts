import { fold } from '../shared/decider.js';
import { givenFor, refusal } from '../shared/decider-spec.fixture.js';
import { ApplicantCommand, applicantDecider, IDENTIFICATION_NOT_HELD_MESSAGE, RESET_LINK_EXPIRED_MESSAGE, RESET_LINK_INVALID_MESSAGE, WRONG_CURRENT_PASSWORD_MESSAGE } from './applicant.decider.js';
import { ApplicantEvent, ApplicantRegistered } from './applicant.events.js';

const profile = { first_name: 'Ana', middle_name: null, last_name: 'Pérez', second_last_name: null, email: 'ana@example.com', identification: '1710034065', identification_type: 'cedula' as const };
const registered: ApplicantRegistered = {
  type: 'ApplicantRegistered',
  data: { applicantId: 'a1', profile, passwordHash: 'h0', sealedTemporaryPassword: 's', registeredAt: '2025-02-10T10:00:00.000Z', channel: 'self' },
};
const recipient = { email: profile.email, firstName: 'Ana', lastName: 'Pérez' };

const given = givenFor(applicantDecider);

describe('applicantDecider', () => {
  const register = (now: string, channel: 'self' | 'staff'): ApplicantCommand => ({
    type: 'RegisterApplicant',
    data: { applicantId: 'a1', profile, passwordHash: 'h0', sealedTemporaryPassword: 's', now, deadline: '2025-02-17T04:59:00.000Z', channel },
  });

  it('registers during the period, refuses after it, and lets a staff import through after it', () => {
    expect(given().when(register('2025-02-10T10:00:00.000Z', 'self'))).toEqual([registered]);
    expect(refusal(() => given().when(register('2025-02-18T00:00:00.000Z', 'self')))).toMatchObject({ kind: 'forbidden', message: 'Las postulaciones han terminado' });
    expect(given().when(register('2025-02-18T00:00:00.000Z', 'staff'))[0]).toMatchObject({ type: 'ApplicantRegistered', data: { channel: 'staff' } });
  });

  it('changes the password when the current one was right, with the recipient for the e-mail', () => {
    expect(given(registered).when({ type: 'ChangeApplicantPassword', data: { passwordHash: 'h1', currentPasswordValid: true, now: 'T1' } })).toEqual([
      { type: 'ApplicantPasswordChanged', data: { applicantId: 'a1', ...recipient, passwordHash: 'h1', changedAt: 'T1' } },
    ]);
  });

  it('refuses a wrong current password under current_password', () => {
    const error = refusal(() => given(registered).when({ type: 'ChangeApplicantPassword', data: { passwordHash: '', currentPasswordValid: false, now: 'T1' } }));
    expect(error).toMatchObject({ kind: 'invalid', errors: { current_password: [WRONG_CURRENT_PASSWORD_MESSAGE] } });
  });

  it('refuses any change to an account that does not exist', () => {
    expect(refusal(() => given().when({ type: 'SetApplicantPasswordByStaff', data: { passwordHash: 'h', now: 'T' } })).kind).toBe('not_found');
  });

  it('first_login follows who set the password last', () => {
    const changed: ApplicantEvent = { type: 'ApplicantPasswordChanged', data: { applicantId: 'a1', ...recipient, passwordHash: 'h1', changedAt: 'T1' } };
    const byStaff: ApplicantEvent = { type: 'ApplicantPasswordSetByStaff', data: { applicantId: 'a1', ...recipient, passwordHash: 'h2', setAt: 'T2' } };
    expect(fold(applicantDecider, [registered]).firstLogin).toBe(true);
    expect(fold(applicantDecider, [registered, changed]).firstLogin).toBe(false);
    expect(fold(applicantDecider, [registered, changed, byStaff])).toMatchObject({ firstLogin: true, passwordHash: 'h2' });
  });

  describe('password reset', () => {
    const requested: ApplicantEvent = {
      type: 'ApplicantPasswordResetRequested',
      data: { applicantId: 'a1', ...recipient, tokenHash: 'th', sealedResetToken: 'st', requestedAt: '2025-02-10T10:00:00.000Z', expiresAt: '2025-02-10T11:00:00.000Z' },
    };
    const reset = (now: string, tokenHash = 'th'): ApplicantCommand => ({ type: 'ResetApplicantPassword', data: { tokenHash, passwordHash: 'h9', now } });

    it('records the request with the sealed token for the e-mail', () => {
      const events = given(registered).when({ type: 'RequestApplicantPasswordReset', data: { tokenHash: 'th', sealedResetToken: 'st', now: '2025-02-10T10:00:00.000Z', expiresAt: '2025-02-10T11:00:00.000Z' } });
      expect(events).toEqual([requested]);
    });

    it('resets with a pending link within the hour', () => {
      expect(given(registered, requested).when(reset('2025-02-10T10:59:59.000Z'))).toEqual([
        { type: 'ApplicantPasswordReset', data: { applicantId: 'a1', ...recipient, passwordHash: 'h9', tokenHash: 'th', resetAt: '2025-02-10T10:59:59.000Z' } },
      ]);
    });

    it('refuses an expired link, an unknown link, and a link used once already', () => {
      expect(refusal(() => given(registered, requested).when(reset('2025-02-10T11:00:01.000Z'))).message).toBe(RESET_LINK_EXPIRED_MESSAGE);
      expect(refusal(() => given(registered, requested).when(reset('2025-02-10T10:30:00.000Z', 'other'))).message).toBe(RESET_LINK_INVALID_MESSAGE);
      const [used] = given(registered, requested).when(reset('2025-02-10T10:30:00.000Z'));
      expect(refusal(() => given(registered, requested, used).when(reset('2025-02-10T10:31:00.000Z'))).message).toBe(RESET_LINK_INVALID_MESSAGE);
    });

    it('a password change kills pending links', () => {
      const changed: ApplicantEvent = { type: 'ApplicantPasswordChanged', data: { applicantId: 'a1', ...recipient, passwordHash: 'h1', changedAt: 'T1' } };
      expect(refusal(() => given(registered, requested, changed).when(reset('2025-02-10T10:30:00.000Z'))).message).toBe(RESET_LINK_INVALID_MESSAGE);
    });
  });

  it('records a staff edit of the profile, and nothing when nothing changed', () => {
    const edited = { ...profile, email: 'ana.p@example.com' };
    expect(given(registered).when({ type: 'EditApplicantProfile', data: { profile: edited, now: 'T' } })).toEqual([{ type: 'ApplicantProfileEdited', data: { applicantId: 'a1', profile: edited, editedAt: 'T' } }]);
    expect(given(registered).when({ type: 'EditApplicantProfile', data: { profile, now: 'T' } })).toEqual([]);
  });

  it('notes a registration with its e-mail: a reset link for the owner, usable like a requested one', () => {
    const link = { tokenHash: 'th', sealedResetToken: 'st', now: '2025-02-10T10:00:00.000Z', expiresAt: '2025-02-10T11:00:00.000Z' };
    const [attempted] = given(registered).when({ type: 'NoteRegistrationAttempt', data: link });
    expect(attempted).toEqual({
      type: 'ApplicantRegistrationAttempted',
      data: { applicantId: 'a1', email: profile.email, firstName: 'Ana', lastName: 'Pérez', tokenHash: 'th', sealedResetToken: 'st', attemptedAt: link.now, expiresAt: link.expiresAt },
    });
    expect(given(registered, attempted).when({ type: 'ResetApplicantPassword', data: { tokenHash: 'th', passwordHash: 'h9', now: '2025-02-10T10:30:00.000Z' } })[0].type).toBe('ApplicantPasswordReset');
  });

  describe('identification reassigned by the office', () => {
    const move = { identification: '1710034065', identificationType: 'cedula' as const, fromApplicantId: 'a1', toApplicantId: 'b2', reassignedBy: 's1', now: 'T' };
    const other: ApplicantRegistered = { type: 'ApplicantRegistered', data: { ...registered.data, applicantId: 'b2', profile: { ...registered.data.profile, identification: 'AB12345', identification_type: 'pasaporte' } } };

    it('records it in both streams; the holder is left without one, the other account takes the value and its type', () => {
      const [lost] = given(registered).when({ type: 'ReassignIdentification', data: move });
      const [gained] = given(other).when({ type: 'ReassignIdentification', data: move });
      const { now, ...recorded } = move;
      expect(lost).toEqual({ type: 'ApplicantIdentificationReassigned', data: { applicantId: 'a1', ...recorded, reassignedAt: now } });
      expect(gained.data).toMatchObject({ applicantId: 'b2', fromApplicantId: 'a1', toApplicantId: 'b2' });
      expect(fold(applicantDecider, [registered, lost]).profile).toMatchObject({ identification: '', identification_type: 'cedula' });
      expect(fold(applicantDecider, [other, gained]).profile).toMatchObject({ identification: '1710034065', identification_type: 'cedula' });
    });

    it('refuses to take it from an account that no longer holds it', () => {
      const edited: ApplicantEvent = { type: 'ApplicantProfileEdited', data: { applicantId: 'a1', profile: { ...profile, identification: '0926687856' }, editedAt: 'T0' } };
      expect(refusal(() => given(registered, edited).when({ type: 'ReassignIdentification', data: move })).message).toBe(IDENTIFICATION_NOT_HELD_MESSAGE);
    });
  });
});
