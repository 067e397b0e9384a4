/** File formats recognised by content (magic bytes); the same names as @postula/platform's detectFileFormat. */
export type DocumentFormat = 'pdf' | 'jpeg' | 'png';

export interface DocumentTypeEntry {
  readonly value: string;
  readonly label: string;
  /** The label shown to applicants still at school, when it differs. */
  readonly studentLabel?: string;
  readonly formats: readonly DocumentFormat[];
  /** Required only of applicants who have graduated from school. */
  readonly graduatesOnly: boolean;
}

/** The seven documents of applicant-side.md section 3 with their allowed formats. Office-editable labels. */
export const DOCUMENT_TYPE_CATALOG = [
  { value: 'id_card', label: 'Cédula de identidad', formats: ['pdf'], graduatesOnly: false },
  { value: 'photo_id', label: 'Fotografía tamaño carné', formats: ['jpeg', 'png'], graduatesOnly: false },
  { value: 'graduation_certificate', label: 'Acta de grado', studentLabel: 'Acta de promoción del último año', formats: ['pdf'], graduatesOnly: false },
  { value: 'bachelor_degree', label: 'Título de bachiller', formats: ['pdf'], graduatesOnly: true },
  { value: 'utility_bill', label: 'Planilla de servicios básicos', formats: ['pdf', 'jpeg', 'png'], graduatesOnly: false },
  { value: 'laptop_proof', label: 'Comprobante de computadora o laptop', formats: ['pdf', 'jpeg', 'png'], graduatesOnly: false },
  { value: 'economic_support', label: 'Respaldo económico (rol de pagos o certificado de no afiliación)', formats: ['pdf'], graduatesOnly: false },
] as const satisfies readonly DocumentTypeEntry[];

export type DocumentTypeValue = (typeof DOCUMENT_TYPE_CATALOG)[number]['value'];

/** What the upload input accepts (a hint only: the server checks the content). */
export const DOCUMENT_FORMAT_MIME: Readonly<Record<DocumentFormat, string>> = { pdf: 'application/pdf', jpeg: 'image/jpeg', png: 'image/png' };
