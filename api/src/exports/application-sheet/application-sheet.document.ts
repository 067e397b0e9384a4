import { BASIC_SERVICES, EDUCATION_LEVELS, GENDERS, HOUSING_OCCUPANCIES, HOUSING_TYPES, INSTITUTION_TYPES, MARITAL_STATUSES, RELATIONSHIPS, SECTORS } from '@postula/catalogs';
import type { Choice } from '@postula/catalogs';
import { STAFF_STATUS_LABELS } from '@postula/contract';
import type { StaffStatus } from '@postula/contract';
import { CORRECTION_FIELDS, DOCUMENT_TYPES, documentLabel, hasGraduated, sectionLabel, sortByOrder } from '@postula/domain';
import type { CorrectionSection, DocumentType } from '@postula/domain';
import type { Content, DocumentDefinition } from 'pdfmake';
import { display, fieldsTable, listTable } from '../pdf/pdf-values.js';
import type { ApplicationSheet } from './application-sheet.query.js';

/** Choice fields printed with their Spanish labels. */
const CHOICES: Record<string, readonly Choice[]> = {
  gender: GENDERS,
  marital_status: MARITAL_STATUSES,
  housing_type: HOUSING_TYPES,
  ocupacion_vivienda: HOUSING_OCCUPANCIES,
  basic_services: BASIC_SERVICES,
  sector: SECTORS,
  institution_type: INSTITUTION_TYPES,
  relationship: RELATIONSHIPS,
  education_level: EDUCATION_LEVELS,
};

/** The sections saved as forms, printed field by field in the form's order with the labels of the correction-field map. */
const FORM_SECTIONS = ['personal_details', 'address_details', 'academic_details', 'economic_status', 'financial_summary'] as const satisfies readonly CorrectionSection[];

const names = (...parts: (string | null | undefined)[]) => parts.filter(Boolean).join(' ');

/** The application sheet (ficha del aplicante): every section of staff-side.md section 3's application details. */
export function applicationSheetDocument(sheet: ApplicationSheet, timeZone: string, now: Date): DocumentDefinition {
  const { application: a, applicant: p } = sheet;
  const graduated = hasGraduated({ sections: { academic_details: a.academic_details ?? undefined } });
  const fullName = names(p.first_name, p.middle_name, p.last_name, p.second_last_name);
  const value = (v: unknown, field?: string) => display(v, field ? CHOICES[field] : undefined, timeZone);
  const section = (title: string, body: Content): Content[] => [{ text: title, style: 'section' }, body];
  const formSection = (key: (typeof FORM_SECTIONS)[number]) => {
    const details = (a[key] ?? {}) as Record<string, unknown>;
    return section(sectionLabel(key), a[key] ? fieldsTable(CORRECTION_FIELDS[key].map((f) => [f.label, value(details[f.field], f.field)])) : { text: 'Sección no completada', italics: true });
  };
  return {
    info: { title: `Ficha del aplicante ${fullName}`, subject: a.id },
    content: [
      { text: 'Ficha del aplicante', style: 'title' },
      { text: `${fullName} · ${p.identification} · generada el ${value(now)}`, style: 'subtitle' },
      ...section(
        'Información de la aplicación',
        fieldsTable([
          ['ID', a.id],
          ['Estado', STAFF_STATUS_LABELS[a.status as StaffStatus] ?? a.status],
          ['Fecha de creación', value(a.created_at)],
          ['Fecha de envío', value(a.submitted_at)],
          ['Acepta términos', value(a.accepts_terms)],
          ['Ciudad de postulación', value(a.submission_city)],
          ['Fecha de postulación', value(a.submission_date)],
          ['Motivación', value(a.motivation)],
        ]),
      ),
      ...section(
        'Información del aplicante',
        fieldsTable([
          ['Nombres', names(p.first_name, p.middle_name)],
          ['Apellidos', names(p.last_name, p.second_last_name)],
          ['Correo electrónico', p.email],
          ['Identificación', p.identification],
          ['Tipo de identificación', p.identification_type],
        ]),
      ),
      ...section(
        'Examen diagnóstico',
        sheet.exam
          ? fieldsTable([
              ['Respuestas correctas', `${sheet.exam.correct_answers} de ${sheet.exam.total_questions}`],
              ['Porcentaje', `${Number(sheet.exam.percentage)} %`],
              ['Nivel alcanzado', sheet.exam.level_achieved],
            ])
          : { text: 'Examen no rendido', italics: true },
      ),
      ...FORM_SECTIONS.slice(0, 3).flatMap(formSection),
      ...section(
        sectionLabel('personal_references'),
        listTable(
          ['Nombre', 'Parentesco', 'Celular', 'Teléfono convencional'],
          sheet.references.map((r) => [value(r.full_name), value(r.relationship, 'relationship'), value(r.mobile_phone), value(r.home_phone)]),
          'No hay referencias personales registradas',
        ),
      ),
      ...section(
        sectionLabel('household_members'),
        listTable(
          ['Nombre', 'Edad', 'Estado civil', 'Parentesco', 'Instrucción', 'Ocupación', 'Empresa o institución', 'Celular', 'Aportantes'],
          sheet.members.map((m) => [
            names(m.first_name as string, m.last_name as string),
            value(m.age),
            value(m.marital_status, 'marital_status'),
            value(m.relationship, 'relationship'),
            value(m.education_level, 'education_level'),
            value(m.occupation),
            value(m.company_institution),
            value(m.mobile_phone),
            value(m.contributors),
          ]),
          'No hay miembros del hogar registrados',
        ),
      ),
      ...formSection('economic_status'),
      ...section(
        sectionLabel('documents'),
        listTable(
          ['Documento', 'Archivo', 'Subido'],
          sortByOrder(DOCUMENT_TYPES, sheet.documents, (d) => d.document_type).map((d) => [documentLabel(d.document_type as DocumentType, graduated), d.file_name, value(d.uploaded_at)]),
          'No hay documentos disponibles',
        ),
      ),
      ...formSection('financial_summary'),
    ],
    footer: (page, pages) => ({ text: `Página ${page} de ${pages}`, alignment: 'right', margin: [0, 10, 40, 0], fontSize: 8 }),
  };
}
