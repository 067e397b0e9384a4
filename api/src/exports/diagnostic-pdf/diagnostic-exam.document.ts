import { examReview } from '@postula/catalogs';
import type { ExamBank } from '@postula/catalogs';
import type { DocumentDefinition } from 'pdfmake';
import type { ApplicantInfo, ExamResultRow } from '../application-sheet/application-sheet.query.js';
import { display, fieldsTable } from '../pdf/pdf-values.js';

const optionText = (options: Record<string, string>, key: string | null) => (key ? `${key}) ${options[key]}` : 'Sin respuesta');

/** The diagnostic report: the summary, then each question with the applicant's choice and the correct one. */
export function diagnosticExamDocument(applicationId: string, applicant: ApplicantInfo, exam: ExamResultRow, bank: ExamBank, timeZone: string): DocumentDefinition {
  const fullName = [applicant.first_name, applicant.middle_name, applicant.last_name, applicant.second_last_name].filter(Boolean).join(' ');
  const questions = examReview(bank, exam.answers);
  return {
    info: { title: `Examen diagnóstico ${fullName}`, subject: applicationId },
    content: [
      { text: 'Examen diagnóstico', style: 'title' },
      { text: `${fullName} · ${applicant.identification} · ${applicationId}`, style: 'subtitle' },
      { text: 'Resumen', style: 'section' },
      fieldsTable([
        ['Nivel alcanzado', exam.level_achieved],
        ['Porcentaje', `${Number(exam.percentage)} %`],
        ['Respuestas correctas', `${exam.correct_answers} de ${exam.total_questions}`],
        ['Completado', display(exam.completed_at, undefined, timeZone)],
      ]),
      { text: 'Preguntas', style: 'section' },
      {
        table: {
          headerRows: 1,
          widths: [18, 22, '*', 110, 110, 50],
          body: [
            ['N.º', 'Nivel', 'Pregunta', 'Respuesta seleccionada', 'Respuesta correcta', 'Resultado'].map((h) => ({ text: h, style: 'label' })),
            ...questions.map((q, i) => [
              String(i + 1),
              q.level,
              q.question,
              optionText(q.options, q.selected_option),
              optionText(q.options, q.correct_option),
              { text: q.is_correct ? 'Correcta' : 'Incorrecta', color: q.is_correct ? '#1b7f3b' : '#b3261e' },
            ]),
          ],
        },
        layout: 'lightHorizontalLines',
        style: 'small',
      },
    ],
    footer: (page, pages) => ({ text: `Página ${page} de ${pages}`, alignment: 'right', margin: [0, 10, 40, 0], fontSize: 8 }),
  };
}
