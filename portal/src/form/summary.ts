import { LAST_STEP, STEPS } from './wizard.js';
import { completionOf, type SavedSteps } from './completion.js';

/** One step as the review before sending shows it: what was saved, in a few words, or what is still missing. */
export interface StepSummary {
  step: number;
  title: string;
  lines: string[];
  complete: boolean;
}

export const NOT_SAVED = 'Sin guardar';

const money = new Intl.NumberFormat('es-EC', { style: 'currency', currency: 'USD' });
const grade = new Intl.NumberFormat('es-EC', { maximumFractionDigits: 2 });
const day = (value: string) => value.split('-').reverse().join('/');
const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
const join = (...parts: (string | null | undefined | false)[]) => parts.filter(Boolean).join(' · ');

/** Steps 1 to 8 in the applicant's words, from what the API has saved (step 9 is the page they are on). */
export function summarise(saved: SavedSteps): StepSummary[] {
  const { personal, address, academic, references, members, economic, documents, financial } = saved;
  const completion = completionOf(saved);
  const lines: Record<number, string[]> = {
    1: personal ? [join(`Nacimiento: ${day(personal.date_of_birth)}`, `Teléfono: ${personal.phone_number}`)] : [],
    2: address ? [join(address.address, address.city), `Celular: ${address.mobile_phone}`] : [],
    3: academic ? [join(academic.graduation_institution, `Promedio: ${grade.format(Number(academic.graduation_grade))}`)] : [],
    4: references.length ? [count(references.length, 'referencia', 'referencias'), references.map((r) => r.full_name).join(', ')] : [],
    5: members.length ? [count(members.length, 'miembro del hogar', 'miembros del hogar')] : [],
    6: economic ? [economic.currently_working ? join('Trabaja', economic.job_title, `Ingreso mensual: ${money.format(economic.monthly_income)}`) : 'No trabaja'] : [],
    7: [
      count(documents.length, 'documento subido', 'documentos subidos'),
      ...(completion.missingDocuments?.length ? [`Faltan: ${completion.missingDocuments.join(', ')}`] : []),
    ],
    8: financial ? [`Ingreso mensual: ${money.format(Number(financial.monthly_income))}`] : [],
  };
  return STEPS.filter((s) => s.number < LAST_STEP).map(({ number, title }) => {
    const complete = completion.completed.has(number);
    return { step: number, title, complete, lines: lines[number].length ? lines[number] : [NOT_SAVED] };
  });
}
