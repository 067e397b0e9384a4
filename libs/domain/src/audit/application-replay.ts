import { applicationDecider } from '../applications/application.decider.js';
import type { ApplicationEvent, DocumentUploaded } from '../applications/application.events.js';
import type { ApplicationState } from '../applications/application.state.js';
import type { HouseholdMember, PersonalReference } from '../applications/application.types.js';
import { DOCUMENT_TYPES } from '../applications/document-types.js';
import { entriesInFormOrder, SECTION_ORDER, sortByOrder } from '../applications/form-order.js';
import { storedFileRecord, type StoredFileRecord } from '../applications/stored-file.js';

/**
 * Point-in-time replay of one application for auditors. The state at an instant is the write side's own
 * fold (`applicationDecider.evolve`) over the events recorded up to it; this module only shapes that state for
 * reading and compares two of them. No rule of the aggregate is repeated here.
 */

/** Who caused an event, as the audit shows it. */
export interface AuditActor {
  id: string | null;
  /** superadmin, reviewer, auditor, user (the applicant) or system. */
  role: string;
  name: string | null;
}

/** One stored event of the application's stream. `at`: the instant the store recorded it (ISO). */
export interface AuditedEvent {
  revision: number;
  type: ApplicationEvent['type'];
  at: string;
  actor: AuditActor;
  data: Record<string, unknown>;
}

export interface ReplayedDocument {
  document_type: string;
  document_id: string;
  file_name: string | null;
  content_type: string | null;
  size: number | null;
  uploaded_at: string | null;
}

/** The application as it was at `at`: every section, the lists, the documents present then, status, reviewer, corrections. */
export interface ReplayedApplication {
  application_id: string;
  at: string;
  /** The last event folded in (its revision and time). */
  revision: number;
  last_event_at: string;
  status: ApplicationState['status'];
  reviewer: { id: string; full_name: string; email: string } | null;
  exam: { correct_answers: number; total_questions: number; percentage: number; level_achieved: string } | null;
  sections: ApplicationState['sections'];
  ruc_certificate: StoredFileRecord | null;
  personal_references: (PersonalReference & { id: string })[];
  household_members: (HouseholdMember & { id: string })[];
  documents: ReplayedDocument[];
  motivation: string | null;
  corrections: { notes: string; flags: NonNullable<ApplicationState['corrections']>['flags'] } | null;
}

/** One field that changed: which event changed it, who and when. */
export interface AuditFieldChange {
  section: string;
  field: string;
  before: unknown;
  after: unknown;
  event_type: string;
  revision: number;
  at: string;
  actor: AuditActor;
}

export const AUDIT_MESSAGES = {
  instant: 'La fecha debe ser un instante ISO 8601, por ejemplo 2026-03-01T12:00:00Z',
  future: 'La fecha consultada está en el futuro: la aplicación solo puede verse hasta el momento actual',
  beforeFirst: (first: string) => `La fecha consultada es anterior al primer evento de la aplicación (${first})`,
  order: 'La fecha inicial (from) debe ser anterior o igual a la final (to)',
} as const;

const time = (iso: string) => Date.parse(iso);

/** Why the application cannot be seen at `at` (after `now`, or before its first event), or undefined when it can. */
export function instantRefusal(events: readonly AuditedEvent[], at: string, now: string): string | undefined {
  if (time(at) > time(now)) return AUDIT_MESSAGES.future;
  if (events.length && time(at) < time(events[0].at)) return AUDIT_MESSAGES.beforeFirst(events[0].at);
  return undefined;
}

/** The events recorded at or before `at` (the stream is in revision order, which is also time order). */
export const eventsUpTo = (events: readonly AuditedEvent[], at: string) => events.filter((e) => time(e.at) <= time(at));

const asDomainEvent = (e: AuditedEvent) => ({ type: e.type, data: e.data }) as unknown as ApplicationEvent;

/** What a document id was uploaded as, from the DocumentUploaded events (a lookup, not a second fold). */
function documentCatalog(events: readonly AuditedEvent[]): Map<string, { data: DocumentUploaded['data']; at: string }> {
  const catalog = new Map<string, { data: DocumentUploaded['data']; at: string }>();
  for (const e of events) if (e.type === 'DocumentUploaded') catalog.set(String(e.data.documentId), { data: e.data as unknown as DocumentUploaded['data'], at: e.at });
  return catalog;
}

/** A section's or list item's fields in the form's order (as stored they come in jsonb's order, by key length). */
const inFormOrder = <T extends object>(section: string, data: T): T => Object.fromEntries(entriesInFormOrder(section, data as Record<string, unknown>)) as T;
const listOf = <T extends object>(section: string, items: Record<string, T>) => Object.entries(items).map(([id, item]) => ({ id, ...inFormOrder(section, item) }));

/** Shapes a folded state for reading. */
function present(applicationId: string, at: string, state: ApplicationState, folded: readonly AuditedEvent[]): ReplayedApplication {
  const catalog = documentCatalog(folded);
  const last = folded[folded.length - 1];
  return {
    application_id: applicationId,
    at,
    revision: last?.revision ?? -1,
    last_event_at: last?.at ?? at,
    status: state.status,
    reviewer: state.reviewer ? { id: state.reviewer.id, full_name: state.reviewer.fullName, email: state.reviewer.email } : null,
    exam: state.exam
      ? { correct_answers: state.exam.correctAnswers, total_questions: state.exam.totalQuestions, percentage: state.exam.percentage, level_achieved: state.exam.levelAchieved }
      : null,
    sections: Object.fromEntries(
      sortByOrder(SECTION_ORDER, Object.entries(state.sections), ([section]) => section).map(([section, data]) => [section, data && inFormOrder(section, data)]),
    ) as ApplicationState['sections'],
    ruc_certificate: state.rucCertificate && storedFileRecord(state.rucCertificate),
    personal_references: listOf('personal_references', state.references),
    household_members: listOf('household_members', state.members),
    documents: sortByOrder(DOCUMENT_TYPES, Object.entries(state.documents), ([documentType]) => documentType).map(([documentType, documentId]) => {
      const doc = catalog.get(documentId!);
      return {
        document_type: documentType,
        document_id: documentId!,
        file_name: doc?.data.fileName ?? null,
        content_type: doc?.data.contentType ?? null,
        size: doc?.data.size ?? null,
        uploaded_at: doc?.at ?? null,
      };
    }),
    motivation: state.motivation ?? null,
    corrections: state.corrections ? { notes: state.corrections.notes, flags: state.corrections.flags } : null,
  };
}

/** The application as it was at `at`, folded with the decider's own `evolve`. */
export function replayApplication(applicationId: string, events: readonly AuditedEvent[], at: string): ReplayedApplication {
  const folded = eventsUpTo(events, at);
  const state = folded.map(asDomainEvent).reduce(applicationDecider.evolve, applicationDecider.initialState());
  return present(applicationId, at, state, folded);
}

/** `{section: {field: value}}` of a replayed application: the grain of the diff. List items and documents are keyed by id and type. */
function fieldsOf(view: ReplayedApplication): Map<string, { section: string; field: string; value: unknown }> {
  const fields = new Map<string, { section: string; field: string; value: unknown }>();
  const put = (section: string, field: string, value: unknown) => {
    if (value !== undefined && value !== null) fields.set(`${section}\u0000${field}`, { section, field, value });
  };
  put('application', 'status', view.status);
  put('application', 'reviewer', view.reviewer);
  put('application_info', 'motivation', view.motivation);
  for (const [field, value] of Object.entries(view.exam ?? {})) put('exam', field, value);
  for (const [section, data] of Object.entries(view.sections)) for (const [field, value] of Object.entries(data ?? {})) put(section, field, value);
  put('economic_status', 'ruc_certificate', view.ruc_certificate);
  for (const [section, items] of [
    ['personal_references', view.personal_references],
    ['household_members', view.household_members],
  ] as const) {
    for (const { id, ...item } of items) for (const [field, value] of Object.entries(item)) put(section, `${String(id)}.${field}`, value);
  }
  for (const { document_type, ...doc } of view.documents) put('documents', document_type, doc);
  put('corrections', 'notes', view.corrections?.notes);
  for (const [section, flags] of Object.entries(view.corrections?.flags ?? {})) for (const [flag, on] of Object.entries(flags ?? {})) put('corrections', `${section}.${flag}`, on);
  return fields;
}

/** Key-order-independent JSON, so equal values compare equal whatever order their keys were written in. */
const canonical = (value: unknown): string =>
  JSON.stringify(value, (_, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b))) : v,
  );

/** The fields that differ between two views, in field order (absent = null). */
export function changedFieldsBetween(before: ReplayedApplication, after: ReplayedApplication): { section: string; field: string; before: unknown; after: unknown }[] {
  const a = fieldsOf(before);
  const b = fieldsOf(after);
  const keys = [...new Set([...a.keys(), ...b.keys()])];
  return keys
    .filter((k) => canonical(a.get(k)?.value ?? null) !== canonical(b.get(k)?.value ?? null))
    .map((k) => {
      const { section, field } = (a.get(k) ?? b.get(k))!;
      return { section, field, before: a.get(k)?.value ?? null, after: b.get(k)?.value ?? null };
    });
}

/**
 * What changed after `from` up to and including `to`, field by field, each change named with the event that made it
 * (who and when): every event in the window is evolved one at a time and the views before and after it compared.
 */
export function diffApplication(applicationId: string, events: readonly AuditedEvent[], from: string, to: string): AuditFieldChange[] {
  const changes: AuditFieldChange[] = [];
  let folded = eventsUpTo(events, from);
  let state = folded.map(asDomainEvent).reduce(applicationDecider.evolve, applicationDecider.initialState());
  let view = present(applicationId, from, state, folded);
  for (const event of events.filter((e) => time(e.at) > time(from) && time(e.at) <= time(to))) {
    state = applicationDecider.evolve(state, asDomainEvent(event));
    folded = [...folded, event];
    const next = present(applicationId, event.at, state, folded);
    for (const change of changedFieldsBetween(view, next)) changes.push({ ...change, event_type: event.type, revision: event.revision, at: event.at, actor: event.actor });
    view = next;
  }
  return changes;
}
