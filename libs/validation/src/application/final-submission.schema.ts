import { PROGRAMME_TIME_ZONE, SUBMISSION_CITY, type ApplicationRulesContext } from './application-rules-context.js';
import { dayIn } from './calendar.js';
import { calendarDayField, textField, yesNoField } from './fields.js';
import { stepSchema } from './step-schema.js';

export interface FinalSubmission {
  motivation: string;
  accepts_terms: true;
  submission_city: string;
  /** Today in the programme's time zone. */
  submission_date: string;
}

export const MAX_MOTIVATION = 5000;
const TERMS = 'Debes aceptar los términos y condiciones';
const BAD_DATE = 'La fecha de postulación no es válida';

/**
 * Step 9 (POST application/submit). submission_city and submission_date are fixed (the city, the server's today in
 * the programme's time zone): a city sent must match; a date sent is ignored once it is a date.
 */
export const finalSubmissionSchema = (context: Pick<ApplicationRulesContext, 'now' | 'timeZone' | 'submissionCity'>) => {
  const today = dayIn(context.now, context.timeZone ?? PROGRAMME_TIME_ZONE);
  const city = context.submissionCity ?? SUBMISSION_CITY;
  const wrongCity = `La ciudad de postulación debe ser ${city}`;
  // Built with the step's schema, not on every parse (the API keeps one per programme day).
  const fields = {
    motivation: textField('La motivación es requerida', { max: MAX_MOTIVATION }),
    accepts_terms: yesNoField(TERMS, false).refine((v) => v, TERMS),
    submission_city: textField(wrongCity)
      .refine((v) => v.toLocaleLowerCase('es') === city.toLocaleLowerCase('es'), wrongCity)
      .transform(() => city),
    submission_date: calendarDayField(BAD_DATE, BAD_DATE),
  };
  return stepSchema<FinalSubmission>((input, field) => {
    const motivation = field('motivation', fields.motivation);
    const accepted = field('accepts_terms', fields.accepts_terms);
    const submission_city = input.submission_city == null || input.submission_city === '' ? city : field('submission_city', fields.submission_city);
    // The server's day is the submission date: a form opened before midnight and sent after it
    // is still a valid submission, dated when it arrived. A client's date is informative only, checked for form.
    if (input.submission_date != null && input.submission_date !== '') field('submission_date', fields.submission_date);
    const submission_date = today;
    return { motivation, accepts_terms: accepted as true, submission_city, submission_date };
  });
};

export type FinalSubmissionSchema = ReturnType<typeof finalSubmissionSchema>;
