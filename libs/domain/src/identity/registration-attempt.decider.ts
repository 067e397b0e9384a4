import { Decider } from '../shared/decider.js';

/**
 * A self-registration refused because its identification belongs to another account. The answer
 * says nothing; the `identification_taken` e-mail tells the address given how to dispute it. The event carries only
 * what that e-mail needs, in a stream of its own (no account is created).
 */
export type RegistrationWithTakenIdentification = {
  type: 'RegistrationWithTakenIdentification';
  data: { attemptId: string; email: string; firstName: string; lastName: string; identification: string; attemptedAt: string };
};

export type NoteRegistrationWithTakenIdentification = { type: 'NoteRegistrationWithTakenIdentification'; data: RegistrationWithTakenIdentification['data'] };

export const registrationAttemptStream = (attemptId: string) => `registration-attempt-${attemptId}`;

export const registrationAttemptDecider: Decider<{ noted: boolean }, NoteRegistrationWithTakenIdentification, RegistrationWithTakenIdentification> = {
  initialState: () => ({ noted: false }),
  evolve: () => ({ noted: true }),
  decide: (command, state) => (state.noted ? [] : [{ type: 'RegistrationWithTakenIdentification', data: command.data }]),
};
