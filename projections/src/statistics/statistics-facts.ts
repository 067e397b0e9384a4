import { AWARD_STATUS_CHANGES } from '@postula/domain';
/**
 * What the dashboard counts about one applicant and their application, and the counters a set of facts falls in.
 * The projector keeps these facts per applicant and moves each counter by the difference between the old and new
 * keys, so GET applications/statistics reads a few dozen counter rows however many applications there are.
 */

export interface StatisticsFacts {
  registered: boolean;
  loggedIn: boolean;
  /** The application's status; 'none' before any step is saved. */
  status: string;
  gender: string | null;
  /** YYYY-MM-DD. */
  birthDate: string | null;
  /** Completed parts of the form (COMPLETION_SECTIONS). */
  sections: string[];
  references: number;
  members: number;
  /** Day (programme time zone) of the first submission. */
  submittedDay: string | null;
}

export const emptyFacts = (): StatisticsFacts => ({
  registered: false,
  loggedIn: false,
  status: 'none',
  gender: null,
  birthDate: null,
  sections: [],
  references: 0,
  members: 0,
  submittedDay: null,
});

/** An event of the applicant's or the application's stream, reduced to what the facts need. */
export interface FactsEvent {
  type: string;
  data: Record<string, unknown>;
  /** The programme's calendar day of the event's instant (for submissions). */
  day: string;
}

const STEP_EVENTS: Record<string, string> = {
  PersonalDetailsSaved: 'personal_details',
  AddressDetailsSaved: 'address_details',
  AcademicDetailsSaved: 'academic_details',
  EconomicStatusSaved: 'economic_status',
  FinancialSummarySaved: 'financial_summary',
  DocumentUploaded: 'documents',
};

const withSection = (sections: string[], section: string, on = true) => {
  const rest = sections.filter((s) => s !== section);
  return on ? [...rest, section] : rest;
};
const started = (status: string) => (status === 'none' ? 'started' : status);
const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);

/** The status a review event leaves; undefined for events that do not move it. */
export function reviewStatus(type: string, data: Record<string, unknown>): string | undefined {
  switch (type) {
    case 'ReviewStarted':
      return 'under_review';
    case 'CorrectionsRequested':
      return 'correction_review';
    case 'CorrectionsResubmitted':
      return 'correction_applicant';
    case 'AutoRejected':
      return 'rejected';
    case 'ApplicationDecided':
      return text(data.decision) ?? undefined;
    default:
      return type in AWARD_STATUS_CHANGES ? AWARD_STATUS_CHANGES[type as keyof typeof AWARD_STATUS_CHANGES].status : undefined;
  }
}

export function evolveFacts(facts: StatisticsFacts, event: FactsEvent): StatisticsFacts {
  const d = event.data;
  switch (event.type) {
    case 'ApplicantRegistered':
      return { ...facts, registered: true };
    case 'ApplicantLoggedIn':
      return { ...facts, loggedIn: true };
    case 'ExamCompleted':
      return { ...facts, sections: withSection(facts.sections, 'diagnostic_exam') };
    case 'PersonalReferenceAdded':
    case 'PersonalReferenceRemoved': {
      const references = Math.max(0, facts.references + (event.type === 'PersonalReferenceAdded' ? 1 : -1));
      return { ...facts, status: started(facts.status), references, sections: withSection(facts.sections, 'personal_references', references > 0) };
    }
    case 'HouseholdMemberAdded':
    case 'HouseholdMemberRemoved': {
      const members = Math.max(0, facts.members + (event.type === 'HouseholdMemberAdded' ? 1 : -1));
      return { ...facts, status: started(facts.status), members, sections: withSection(facts.sections, 'household_members', members > 0) };
    }
    case 'HouseholdMemberUpdated':
      return facts;
    case 'ApplicationSubmitted':
      return { ...facts, status: 'submitted', submittedDay: facts.submittedDay ?? event.day, sections: withSection(facts.sections, 'application_info') };
    case 'FieldsEditedByStaff':
      return staffEdits(facts, d);
  }
  const section = STEP_EVENTS[event.type];
  if (section) {
    const next = { ...facts, status: started(facts.status), sections: withSection(facts.sections, section) };
    if (event.type === 'PersonalDetailsSaved') {
      const details = (d.details ?? {}) as Record<string, unknown>;
      return { ...next, gender: text(details.gender), birthDate: text(details.date_of_birth) };
    }
    return next;
  }
  const status = reviewStatus(event.type, d);
  return status ? { ...facts, status } : facts;
}

/** Whether two sets of facts are equal, sections in the same order (as they are stored). */
export function sameFacts(a: StatisticsFacts, b: StatisticsFacts): boolean {
  return (
    a.registered === b.registered &&
    a.loggedIn === b.loggedIn &&
    a.status === b.status &&
    a.gender === b.gender &&
    a.birthDate === b.birthDate &&
    a.references === b.references &&
    a.members === b.members &&
    a.submittedDay === b.submittedDay &&
    a.sections.length === b.sections.length &&
    a.sections.every((section, i) => section === b.sections[i])
  );
}

/** Staff corrections in place (FieldsEditedByStaff {section, changes: [{field, old, new}]}) may change the gender or the birth date. */
function staffEdits(facts: StatisticsFacts, data: Record<string, unknown>): StatisticsFacts {
  if (data.section !== 'personal_details' || !Array.isArray(data.changes)) return facts;
  const next = { ...facts };
  for (const change of data.changes as { field: string; new: unknown }[]) {
    if (change.field === 'gender') next.gender = text(change.new);
    if (change.field === 'date_of_birth') next.birthDate = text(change.new);
  }
  return next;
}

/** The counters (`metric`, `key`) one applicant adds 1 to. */
export function counterKeys(f: StatisticsFacts): [metric: string, key: string][] {
  const keys: [string, string][] = [];
  const hasApplication = f.status !== 'none';
  if (f.registered) {
    keys.push(['accounts', 'total']);
    if (!f.loggedIn) keys.push(['accounts', 'never_logged_in']);
    else if (!hasApplication) keys.push(['accounts', 'logged_but_not_started']);
    if (hasApplication) keys.push(['accounts', 'with_application']);
  }
  if (hasApplication) keys.push(['status', f.status]);
  for (const section of f.sections) keys.push(['section', section]);
  if (f.gender) keys.push(['gender', f.gender]);
  if (f.birthDate) keys.push(['birth_date', f.birthDate]);
  if (f.submittedDay) keys.push(['submission_day', f.submittedDay]);
  return keys;
}

/** +1/−1 per counter between two sets of facts (unchanged counters left out). */
export function counterDeltas(before: StatisticsFacts, after: StatisticsFacts): { metric: string; key: string; delta: number }[] {
  const deltas = new Map<string, number>();
  for (const [m, k] of counterKeys(before)) deltas.set(`${m}\u0000${k}`, (deltas.get(`${m}\u0000${k}`) ?? 0) - 1);
  for (const [m, k] of counterKeys(after)) deltas.set(`${m}\u0000${k}`, (deltas.get(`${m}\u0000${k}`) ?? 0) + 1);
  return [...deltas]
    .filter(([, delta]) => delta !== 0)
    .map(([id, delta]) => {
      const [metric, key] = id.split('\u0000');
      return { metric, key, delta };
    });
}
