import { SECTION_LABELS } from '@postula/catalogs';
import { CORRECTION_FIELDS, DATA_REQUEST_DECISIONS, DATA_REQUEST_TYPES, STAFF_EDITABLE_SECTIONS } from '@postula/domain';
import type { DataRequestDecision } from '@postula/domain';
import { requiredText, uuid, INVALID_ID } from '@postula/validation';
import { z } from 'zod';
import { pageParams, pageSchema } from '../list-query.js';
import { instant } from '../responses/common.js';

export { DATA_REQUEST_STATUS_LABELS, DATA_REQUEST_TYPE_LABELS } from '@postula/domain';

/** The superadmin's two answers, as the resolve form offers them. */
export const DATA_REQUEST_DECISION_LABELS: Record<DataRequestDecision, string> = { fulfilled: 'Atender', refused: 'Rechazar' };

export const DATA_REQUEST_MESSAGE_MAX = 2000;
export const DATA_REQUEST_FILED_MESSAGE = 'Recibimos tu solicitud. Te responderemos por correo electrónico en un máximo de 15 días.';
export const DATA_REQUEST_RESOLVED_MESSAGE = 'Solicitud resuelta. Se notificó al postulante por correo electrónico.';
export const DATA_REQUEST_KEPT_BY_LAW_MESSAGE = 'La solicitud quedó rechazada: los datos de un becario se conservan por obligación legal (LOPDP, Art. 18). Se notificó al postulante.';
export const PRIVACY_NOTICE_CHANGED_MESSAGE = 'El aviso de privacidad cambió mientras llenabas el formulario. Vuelve a leerlo y acéptalo para registrarte.';

const typeMessage = 'El tipo de solicitud debe ser eliminación, rectificación u oposición';
const decisionMessage = 'La decisión debe ser atender o rechazar';
const messageText = (required: string) =>
  requiredText(required).pipe(z.string().max(DATA_REQUEST_MESSAGE_MAX, `El mensaje debe tener como máximo ${DATA_REQUEST_MESSAGE_MAX} caracteres`));

/** POST applicant/data-requests. */
export const dataRequestSchema = z.object({
  type: z.enum(DATA_REQUEST_TYPES, { error: typeMessage }),
  message: messageText('Describe tu solicitud'),
});
export type DataRequestInput = z.infer<typeof dataRequestSchema>;

/** The account's own fields a rectification may correct (the staff's 'Editar Aplicante'). */
export const ACCOUNT_FIELD_LABELS = {
  first_name: 'Primer nombre',
  middle_name: 'Segundo nombre',
  last_name: 'Primer apellido',
  second_last_name: 'Segundo apellido',
  email: 'Correo electrónico',
  identification: 'Identificación',
} as const;

/**
 * What a rectification can correct, as the resolve form offers it: the account's fields, then each section the staff
 * edit, with its single fields (the lists of references and members are corrected from the application's details).
 */
export const RECTIFIABLE_SECTIONS = [
  { section: 'applicant_info', label: 'Datos de la cuenta', fields: Object.entries(ACCOUNT_FIELD_LABELS).map(([field, label]) => ({ field, label })) },
  ...STAFF_EDITABLE_SECTIONS.map((section) => ({ section, label: SECTION_LABELS[section], fields: CORRECTION_FIELDS[section].map(({ field, label }) => ({ field, label })) })),
] as const;

const correctionMessage = 'Indica el dato que corriges y su valor nuevo';

/** POST data-requests/resolve (superadmin). A fulfilled rectification carries the correction it applies. */
export const resolveDataRequestSchema = z.object({
  id: uuid(INVALID_ID),
  decision: z.enum(DATA_REQUEST_DECISIONS, { error: decisionMessage }),
  reason: messageText('Explica la decisión al postulante'),
  correction: z
    .object({
      section: z.enum(['applicant_info', ...STAFF_EDITABLE_SECTIONS], { error: correctionMessage }),
      values: z.record(z.string(), z.unknown()).refine((v) => Object.keys(v).length > 0, correctionMessage),
    }, { error: correctionMessage })
    .optional(),
});
export type ResolveDataRequestInput = z.infer<typeof resolveDataRequestSchema>;

/** GET data-requests: 20 per page. */
export const dataRequestsQuery = z.object({ ...pageParams(20) });
export type DataRequestsQueryInput = z.infer<typeof dataRequestsQuery>;

const requestFields = {
  id: z.string(),
  type: z.enum(DATA_REQUEST_TYPES),
  type_es: z.string(),
  status: z.enum(['pending', ...DATA_REQUEST_DECISIONS]),
  status_es: z.string(),
  message: z.string(),
  created_at: instant(),
  due_at: instant(),
  resolved_at: instant().nullable(),
  reason: z.string().nullable(),
};

/** One request as its applicant sees it (in 'Mis datos'). */
export const ownDataRequest = z.object(requestFields);
export type OwnDataRequest = z.infer<typeof ownDataRequest>;

/** One request in the staff queue 'Derechos de datos'. */
export const dataRequestEntry = z.object({
  ...requestFields,
  applicant: z.object({ id: z.string(), email: z.string(), first_name: z.string(), last_name: z.string() }),
  application_id: z.string().nullable(),
  application_status: z.string().nullable(),
  overdue: z.boolean(),
});
export type DataRequestEntry = z.infer<typeof dataRequestEntry>;
export const dataRequestsPage = pageSchema(dataRequestEntry);

export const dataRequestFiledResponse = z.object({ status: z.literal('success'), message: z.string(), data: ownDataRequest });
export const dataRequestResolvedResponse = z.object({
  status: z.literal('success'),
  message: z.string(),
  data: z.object({
    id: z.string(),
    status: z.enum(DATA_REQUEST_DECISIONS),
    reason: z.string(),
    kept_by_law: z.boolean(),
    /** What a fulfilled rectification changed, as the applicant's reply says it. */
    changes: z.array(z.object({ label: z.string(), old: z.string(), new: z.string() })),
  }),
});

/**
 * GET applicant/my-data: everything the programme holds about the applicant, as one document (Arts. 13 and 17).
 * Sections are the stored ones, as their read models keep them.
 */
export const myDataResponse = z.object({
  generated_at: instant(),
  privacy_notice: z.object({ version: z.string(), date: z.string() }),
  account: z.record(z.string(), z.unknown()),
  application: z.record(z.string(), z.unknown()).nullable(),
  sections: z.record(z.string(), z.unknown()),
  household_members: z.array(z.record(z.string(), z.unknown())),
  personal_references: z.array(z.record(z.string(), z.unknown())),
  exam: z.record(z.string(), z.unknown()).nullable(),
  documents: z.array(z.object({ id: z.string(), document_type: z.string(), file_name: z.string(), content_type: z.string(), size: z.number(), uploaded_at: instant(), replaced_at: instant().nullable(), archive_path: z.string().nullable() })),
  status_history: z.array(z.object({ status: z.string(), status_es: z.string(), changed_at: instant(), notes: z.string().nullable() })),
  emails: z.array(z.object({ stage: z.string(), stage_es: z.string(), status: z.string(), to: z.string(), queued_at: instant(), sent_at: instant().nullable(), opened_at: instant().nullable() })),
  staff_access: z.array(z.object({ action: z.string(), by: z.object({ name: z.string().nullable(), role: z.string() }), document_type: z.string().nullable(), at: instant() })),
  legal_representative: z.record(z.string(), z.unknown()).nullable(),
  /** The scholarship offer or the place on the waiting list, with the post-award documents delivered; null: none. */
  award: z.record(z.string(), z.unknown()).nullable(),
  consents: z.array(z.object({ what: z.string(), version: z.string().nullable(), at: instant().nullable() })),
  data_requests: z.array(ownDataRequest),
});
export type MyData = z.infer<typeof myDataResponse>;
