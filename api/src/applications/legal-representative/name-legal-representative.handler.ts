import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { ageOn } from '@postula/catalogs';
import { TOO_MANY_REPRESENTATIVE_EMAILS, TOO_MANY_REPRESENTATIVE_NAMINGS } from '@postula/contract';
import { APPLICANT_EMAIL_SCOPE, APPLICANT_IDENTIFICATION_SCOPE, applicationDecider, applicationStream, DomainError, recipientOf } from '@postula/domain';
import type { ApplicantProfile, NameLegalRepresentative } from '@postula/domain';
import { seal } from '@postula/platform';
import type { AppConfig, DataKeys } from '@postula/platform';
import type { LegalRepresentative } from '@postula/validation';
import { LoginThrottle, type Attempt } from '../../auth/login-throttle.js';
import { hashOneTimeToken, newOneTimeToken } from '../../common/one-time-link.js';
import { WritePath } from '../../common/write-path.js';
import { AccountLookup } from '../../identity/account-lookup.js';
import { CONFIG, DATA_KEYS } from '../../platform/platform.tokens.js';
import { ApplicationRules } from '../common/application-rules.js';
import { NameLegalRepresentativeCommand } from './legal-representative.commands.js';

const DAY_MS = 86_400_000;
/**
 * Every naming e-mails the person named, with names the applicant chose: the first and three changes a day per
 * application, and three a day per address (a parent of several applicants is named once by each).
 */
export const REPRESENTATIVE_NAMING_LIMITS = { perApplication: 4, perAddress: 3, windowMs: DAY_MS } as const;
/** Adults only answer for a minor; below this age another applicant's account cannot be a representative. */
const ADULT_AGE = 18;

/**
 * Records the representative with a new link: the event keeps the token's hash (to check it) and the token sealed
 * for the e-mail, as password-reset links do. Decided again on a fresh stream after a concurrent save: the latest
 * naming wins and its link is the one that confirms. A naming the decider refuses does not count against the limits.
 */
@CommandHandler(NameLegalRepresentativeCommand)
export class NameLegalRepresentativeHandler implements ICommandHandler<NameLegalRepresentativeCommand, void> {
  constructor(
    private readonly writes: WritePath,
    private readonly rules: ApplicationRules,
    private readonly accounts: AccountLookup,
    private readonly throttle: LoginThrottle,
    @Inject(DATA_KEYS) private readonly keys: DataKeys,
    @Inject(CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ applicantId, representative }: NameLegalRepresentativeCommand): Promise<void> {
    const account = await this.accounts.applicant(applicantId);
    if (!account?.profile) throw new DomainError('not_found', 'La cuenta no existe');
    const token = newOneTimeToken(applicantId);
    const { now, today, deadline } = this.rules.moment();
    const data: NameLegalRepresentative['data'] = {
      applicantId,
      representative,
      minor: recipientOf(account.profile),
      representativeAccount: await this.representativeAccount(applicantId, account.profile, representative, today),
      tokenHash: hashOneTimeToken(token),
      sealedToken: seal(token, this.config.jwtSecret),
      now,
      deadline,
    };
    const attempts = await this.takeNaming(applicantId, representative.email);
    try {
      await this.writes.handleCommand(applicationStream(applicantId), applicationDecider, { type: 'NameLegalRepresentative', data }, { retry: true });
    } catch (error) {
      await Promise.all(attempts.map((a) => this.throttle.release(a)));
      throw error;
    }
  }

  /** Counts the naming per application, then per address; 429 with the wait when either is at its limit. */
  private async takeNaming(applicantId: string, email: string): Promise<Attempt[]> {
    const { perApplication, perAddress, windowMs } = REPRESENTATIVE_NAMING_LIMITS;
    const own = await this.throttle.take([{ key: `representative-naming:${applicantId}`, max: perApplication, windowMs }], TOO_MANY_REPRESENTATIVE_NAMINGS);
    try {
      // Keyed by a digest: the address is personal and never stored in the clear outside the events.
      const address = await this.throttle.take([{ key: `representative-email:${this.keys.digest(email.toLowerCase())}`, max: perAddress, windowMs }], TOO_MANY_REPRESENTATIVE_EMAILS);
      return [own, address];
    } catch (error) {
      await this.throttle.release(own);
      throw error;
    }
  }

  /** Whose applicant account holds the representative's cédula or e-mail: checked on the reservations, not a read model. */
  private async representativeAccount(applicantId: string, own: ApplicantProfile, representative: LegalRepresentative, today: string): Promise<'self' | 'minor' | null> {
    const sameEmail = own.email.toLowerCase() === representative.email.toLowerCase();
    if (sameEmail || own.identification === representative.identification) return 'self';
    const owners = await Promise.all([
      this.accounts.ownerOf(APPLICANT_IDENTIFICATION_SCOPE, representative.identification),
      this.accounts.ownerOf(APPLICANT_EMAIL_SCOPE, representative.email),
    ]);
    if (owners.includes(applicantId)) return 'self';
    for (const owner of new Set(owners.filter((id): id is string => !!id))) {
      if (!(await this.accounts.applicant(owner))) continue; // erased: the value is no longer anyone's account
      const birthDay = (await this.writes.load(applicationStream(owner), applicationDecider)).state.sections.personal_details?.date_of_birth;
      // An applicant who never gave a birth date is not known to be an adult.
      if (!birthDay || ageOn(birthDay, today) < ADULT_AGE) return 'minor';
    }
    return null;
  }
}
