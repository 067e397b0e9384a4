import type { LegalRepresentative } from '@postula/validation';

/** An applicant under 15 names (or replaces) their legal representative, who is e-mailed a one-time link. */
export class NameLegalRepresentativeCommand {
  constructor(
    readonly applicantId: string,
    readonly representative: LegalRepresentative,
  ) {}
}

/** The representative confirms the application through the link's token. */
export class ConfirmLegalRepresentativeCommand {
  constructor(readonly token: string) {}
}

/** The person named says, through the link's token, that they are not the representative or do not authorise. */
export class DeclineLegalRepresentativeCommand {
  constructor(readonly token: string) {}
}
