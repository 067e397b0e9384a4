import { COMMON_PASSWORD_MESSAGE, PERSONAL_PASSWORD_MESSAGE, SAME_PASSWORD_MESSAGE } from '@postula/contract';
import { readFileSync } from 'node:fs';
import { DomainError } from '@postula/domain';
import { VALIDATION_MESSAGE } from '@postula/validation';

/** Words of this programme an attacker would try first (ASVS 5.0 V6.2.11), beside the general list. */
const CONTEXT_WORDS = ['postula', 'becas', 'beca', 'becasdeingles', 'ingles', 'english', 'guayaquil', 'ecuador', 'contraseña', 'contrasena', 'clave'];

const canonical = (text: string) => text.normalize('NFC').toLocaleLowerCase('es').replace(/\s+/g, '');

let common: Set<string> | undefined;
/** The shipped list (common-passwords.txt, most common first), read once on first use. */
function commonPasswords(): Set<string> {
  common ??= new Set(
    readFileSync(new URL('./common-passwords.txt', import.meta.url), 'utf8')
      .split('\n')
      .filter((line) => line && !line.startsWith('#'))
      .map(canonical)
      .concat(CONTEXT_WORDS),
  );
  return common;
}

/** Whose password it is: what it may not equal. */
export interface PasswordOwner {
  email?: string | null;
  /** First, last and full names, in any number of parts. */
  names?: (string | null | undefined)[];
  identification?: string | null;
}

/** The Spanish refusal of a password, or undefined when it may be used (ASVS 5.0 V6.2.4, V6.2.11, V6.2.12). */
export function passwordProblem(password: string, owner: PasswordOwner = {}): string | undefined {
  const candidate = canonical(password);
  // A context word with digits around it (`becas2025`, `123postula`) is as guessable as the word.
  if (commonPasswords().has(candidate) || commonPasswords().has(candidate.replace(/^\d+|\d+$/g, ''))) return COMMON_PASSWORD_MESSAGE;
  const names = (owner.names ?? []).filter((n): n is string => !!n?.trim());
  const personal = [owner.email, owner.email?.split('@')[0], owner.identification, ...names, names.join(''), ...names.flatMap((n) => n.split(/\s+/))];
  if (personal.some((value) => value && canonical(value) === candidate)) return PERSONAL_PASSWORD_MESSAGE;
  return undefined;
}

/** An applicant's personal values, from their profile. */
export const applicantOwner = (profile: { email: string; first_name: string; middle_name?: string | null; last_name: string; second_last_name?: string | null; identification: string }): PasswordOwner => ({
  email: profile.email,
  names: [profile.first_name, profile.middle_name, profile.last_name, profile.second_last_name],
  identification: profile.identification,
});

/** Refuses an unusable password with a 422 on `field`, in the API's usual per-field shape. */
export function assertPasswordQuality(password: string, owner: PasswordOwner, field: string, currentPassword?: string): void {
  const problem = currentPassword !== undefined && password === currentPassword ? SAME_PASSWORD_MESSAGE : passwordProblem(password, owner);
  if (problem) throw new DomainError('invalid', VALIDATION_MESSAGE, { [field]: [problem] });
}
