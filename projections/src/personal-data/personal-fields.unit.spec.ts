import { PERSONAL_FIELDS } from '@postula/domain';
import { mapPersonalStrings } from '@postula/platform';
import { hostileEvents, type DomainEvent } from '../hostile-events.fixture.js';

/**
 * The hostile-events fixture has one event of every type (its type check fails on a new one until it has data), with
 * a text wherever a person or a server puts one. Each such text is either under a path of the event's personal
 * fields (domain's PERSONAL_FIELDS, stored encrypted and erased) or listed here with why it is not personal: so a new
 * event that carries a name, a note or a file name cannot be forgotten.
 */
const NOT_PERSONAL: Partial<Record<DomainEvent['type'], string[]>> = {
  // Secrets, stored hashed or sealed with the server's own key: they point at no one.
  ApplicantRegistered: ['passwordHash', 'sealedTemporaryPassword'],
  ApplicantRegistrationAttempted: ['sealedResetToken', 'tokenHash'],
  ApplicantPasswordChanged: ['passwordHash'],
  ApplicantPasswordRehashed: ['passwordHash'],
  ApplicantPasswordReset: ['passwordHash', 'tokenHash'],
  ApplicantPasswordResetRequested: ['sealedResetToken', 'tokenHash'],
  ApplicantPasswordSetByStaff: ['passwordHash'],
  LegalRepresentativeNamed: ['sealedToken', 'tokenHash'],
  EmailQueued: ['sealed.temporaryPassword'],
  EmailResendRequested: ['message.sealed.temporaryPassword'],
  StaffUserPasswordRehashed: ['passwordHash'],
  StaffUserPasswordSet: ['passwordHash'],
  StaffUserTotpSet: ['sealedTotpSecret'],
  // The staff and the data protection office, who act for the programme (their accounts are not erased with an applicant).
  StaffUserCreated: ['passwordHash', 'profile.full_name'],
  StaffUserUpdated: ['profile.full_name'],
  ReviewStarted: ['reviewer.fullName'],
  CorrectionsRequested: ['reviewer.fullName'],
  ApplicationDecided: ['reviewer.fullName'],
  FieldsEditedByStaff: ['editor.fullName'],
  AwardWithdrawn: ['actor.fullName'],
  AwardDocumentVerified: ['actor.fullName'],
  RetentionHoldPlaced: ['by.fullName'],
  RetentionHoldReleased: ['by.fullName'],
  ApplicationDetailsViewed: ['actor.name'],
  DocumentDownloaded: ['actor.name'],
  DataRequestFiled: ['office.firstName'],
  DataRequestResolved: ['office.firstName', 'reply'],
  // Texts the server writes: the failed entry conditions, the documents' labels, SMTP replies, the erasure's reason.
  AutoRejected: ['actor.fullName', 'reason'],
  AwardOffered: ['documents'],
  EmailDeferred: ['reason'],
  EmailFailed: ['reason'],
  EmailSent: ['messageId'],
  PersonalDataErased: ['reason'],
  ErasureDecided: ['reason'],
  // The statistics count them (personal-data.ts: without names and contacts they point at no one).
  AcademicDetailsSaved: ['details.graduation_institution'],
  EconomicStatusSaved: ['details.company_city', 'details.income_activity'],
};

const MARK = 'Marcapersonal';

describe('personal fields of every event type', () => {
  const events = hostileEvents(MARK).flatMap(({ events }) => events);
  const dataOf = (type: DomainEvent['type']) => events.find((e) => e.type === type)!.data as Record<string, Record<string, string>>;
  // The e-mails, cédulas and phones the schemas keep the mark out of.
  const { profile } = dataOf('ApplicantRegistered');
  const { representative } = dataOf('LegalRepresentativeNamed');
  const contacts = new Set([profile.email, profile.identification, representative.email, representative.identification, representative.phone]);

  /** The dotted paths of the string leaves of `value` holding the mark or a contact (array indexes left out). */
  const marked = (value: unknown, path = ''): string[] => {
    if (typeof value === 'string') return value.includes(MARK) || contacts.has(value) ? [path] : [];
    if (Array.isArray(value)) return [...new Set(value.flatMap((v) => marked(v, path)))];
    if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => marked(v, path ? `${path}.${k}` : k));
    return [];
  };

  it('covers every text a person or a server puts in an event and every contact, but those known not to be personal', () => {
    const left: Record<string, string[]> = {};
    for (const { type, data } of events) {
      const fields = PERSONAL_FIELDS[type];
      const paths = marked(fields ? mapPersonalStrings(data, fields, () => '') : data);
      if (paths.length) left[type] = [...new Set([...(left[type] ?? []), ...paths])].sort();
    }
    expect(left).toEqual(Object.fromEntries(Object.entries(NOT_PERSONAL).map(([type, paths]) => [type, [...paths].sort()])));
  });

  it('declares only event types that exist, each with its subject in the events', () => {
    const types = new Set(events.map((e) => e.type));
    for (const [type, fields] of Object.entries(PERSONAL_FIELDS)) {
      expect({ type, known: types.has(type) }).toEqual({ type, known: true });
      const sample = events.find((e) => e.type === type)!;
      const subject = fields.subject.split('.').reduce<unknown>((value, key) => (value as Record<string, unknown> | undefined)?.[key], sample.data);
      expect({ type, subject: typeof subject }).toEqual({ type, subject: 'string' });
    }
  });
});
