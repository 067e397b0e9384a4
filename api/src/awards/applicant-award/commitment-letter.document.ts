import { ageOn } from '@postula/catalogs';
import type { Programme as ProgrammeConfig } from '@postula/validation';
import { dayIn } from '@postula/validation';
import type { DocumentDefinition, Content } from 'pdfmake';
import type { LegalRepresentativeRow } from '../../applications/queries/application-queries.js';
import type { ScholarRow } from '../awards.query.js';

const ADULT_AGE = 18;
const BLANK = '______________________________';
const signature = (label: string, detail: string): Content => ({
  stack: [{ text: '\n\n\n______________________________________' }, { text: label, style: 'label' }, { text: detail, style: 'small' }],
  margin: [0, 16, 0, 0],
});

/** The representative the letter can name: one who confirmed the application (an applicant under 15); else none. */
export const confirmedRepresentative = (row: LegalRepresentativeRow | undefined) =>
  row?.confirmed_at && row.first_name ? { full_name: `${row.first_name} ${row.last_name ?? ''}`.trim(), identification: row.identification ?? '' } : null;

type Scholar = ScholarRow & { representative: { full_name: string; identification: string } | null };
type Programme = Pick<ProgrammeConfig, 'name' | 'timezone' | 'eligibleCity'> & { privacyNotice: { controller: { name: string; ruc: string } } };

/**
 * The commitment letter the scholar prints, signs and uploads (`commitment_letter`). It names the entity that grants
 * the scholarship as the privacy notice's controller (the legal entity, with its RUC), and ends with the place and
 * a date to fill in on signing. A scholar under 18 on the decision day (the day of the offer) signs with a
 * representative, whose line carries the name and cédula of the one who confirmed the application, when known.
 */
export function commitmentLetterDocument(scholar: Scholar, programme: Programme, offeredAt: Date): DocumentDefinition {
  const decisionDay = dayIn(offeredAt.toISOString(), programme.timezone);
  const minor = scholar.birth_date !== null && ageOn(scholar.birth_date, decisionDay) < ADULT_AGE;
  const [year, month, day] = decisionDay.split('-');
  const operator = programme.privacyNotice.controller;
  const representative = scholar.representative;
  return {
    info: { title: `Carta de compromiso ${programme.name}` },
    content: [
      { text: 'Carta de compromiso', style: 'title' },
      { text: programme.name, style: 'subtitle' },
      {
        text: [
          'Yo, ',
          { text: scholar.full_name, bold: true },
          ', con cédula de identidad n.º ',
          { text: scholar.identification, bold: true },
          `, acepto la beca del programa «${programme.name}» otorgada el ${day}/${month}/${year} por ${operator.name} (RUC ${operator.ruc}), y me comprometo a asistir a las clases, `,
          'cumplir las evaluaciones de cada módulo y presentar los documentos requeridos en los plazos que la oficina del programa indique. ',
          'Entiendo que la beca no cubre los gastos que el programa señala a cargo del becario.',
        ],
        fontSize: 11,
        lineHeight: 1.4,
        margin: [0, 12, 0, 12],
      },
      { text: `Lugar y fecha: ${programme.eligibleCity}, ____ de ________________ de ______`, fontSize: 11, margin: [0, 8, 0, 0] },
      signature('Firma del becario', `${scholar.full_name} · C.I. ${scholar.identification}`),
      ...(minor
        ? [
            signature(
              'Firma del representante legal',
              representative ? `${representative.full_name} · C.I. ${representative.identification}` : `Nombre: ${BLANK} · C.I.: ${BLANK}`,
            ),
          ]
        : []),
    ],
  };
}
