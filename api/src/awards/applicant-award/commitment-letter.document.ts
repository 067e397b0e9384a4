import { ageOn } from '@postula/catalogs';
import { dayIn } from '@postula/validation';
import type { DocumentDefinition, Content } from 'pdfmake';
import type { ScholarRow } from '../awards.query.js';

const ADULT_AGE = 18;
const signature = (label: string, detail: string): Content => ({
  stack: [{ text: '\n\n\n______________________________________' }, { text: label, style: 'label' }, { text: detail, style: 'small' }],
  margin: [0, 16, 0, 0],
});

/**
 * The commitment letter the scholar prints, signs and uploads (`commitment_letter`). A scholar under 18 on the
 * decision day (the day of the offer) signs with a representative, whose line is added.
 */
export function commitmentLetterDocument(scholar: ScholarRow, programme: { name: string; operator: string; timezone: string }, offeredAt: Date): DocumentDefinition {
  const decisionDay = dayIn(offeredAt.toISOString(), programme.timezone);
  const minor = scholar.birth_date !== null && ageOn(scholar.birth_date, decisionDay) < ADULT_AGE;
  const [year, month, day] = decisionDay.split('-');
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
          `, acepto la beca del programa «${programme.name}» otorgada el ${day}/${month}/${year} por ${programme.operator}, y me comprometo a asistir a las clases, `,
          'cumplir las evaluaciones de cada módulo y presentar los documentos requeridos en los plazos que la oficina del programa indique. ',
          'Entiendo que la beca no cubre los gastos que el programa señala a cargo del becario.',
        ],
        fontSize: 11,
        lineHeight: 1.4,
        margin: [0, 12, 0, 12],
      },
      signature('Firma del becario', `${scholar.full_name} · C.I. ${scholar.identification}`),
      ...(minor ? [signature('Firma del representante legal', 'Nombre y n.º de cédula del representante: ______________________________')] : []),
    ],
  };
}
