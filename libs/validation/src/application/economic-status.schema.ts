import { NOT_APPLICABLE } from '@postula/catalogs';
import { PROGRAMME_TIME_ZONE, type ApplicationRulesContext } from './application-rules-context.js';
import { dayIn } from './calendar.js';
import { calendarDayField, decimalField, MAX_MONTHLY_AMOUNT, MAX_MONTHLY_AMOUNT_MESSAGE, phoneField, textField, wholeNumberField, yesNoField } from './fields.js';
import { stepSchema } from './step-schema.js';

export interface EconomicStatus {
  currently_working: boolean;
  /** Employed by someone else (relación de dependencia); only when working. */
  under_dependency: boolean;
  /** Self-employed entrepreneur or artisan; only when working and not under dependency. */
  entrepreneur_artisan: boolean;
  /** The job fields: as sent when working, otherwise 0, 'No aplica', today and 0. */
  monthly_income: number;
  income_activity: string;
  company_name: string;
  job_title: string;
  company_address: string;
  company_phone: string;
  company_city: string;
  start_date: string;
  months_worked: number;
}

/** The job's text fields with their messages; each also refuses the form's 'No aplica' default. */
export const JOB_TEXT_FIELDS = {
  income_activity: 'La actividad económica es requerida',
  company_name: 'El nombre de la empresa es requerido',
  job_title: 'El cargo es requerido',
  company_address: 'La dirección de la empresa es requerida',
  company_city: 'La ciudad de la empresa es requerida',
} as const;

const INCOME_REQUIRED = 'El ingreso mensual es requerido';
const COMPANY_PHONE_REQUIRED = 'El teléfono de la empresa es requerido';

/**
 * Step 6 (the ruc_certificate file is the API's to check). Not working clears the two follow-up answers; under
 * dependency clears entrepreneur_artisan. Working, the monthly income must be above 0: 0 is the form's default.
 */
export const economicStatusSchema = (context: Pick<ApplicationRulesContext, 'now' | 'timeZone'>) => {
  const today = dayIn(context.now, context.timeZone ?? PROGRAMME_TIME_ZONE);
  // Built with the step's schema, not on every parse (the API keeps one per programme day).
  const fields = {
    currently_working: yesNoField('Indique si actualmente trabaja'),
    under_dependency: yesNoField('Indique si trabaja en relación de dependencia', false),
    entrepreneur_artisan: yesNoField('Indique si es emprendedor o artesano', false),
    monthly_income: decimalField(INCOME_REQUIRED, { min: 0.01, max: MAX_MONTHLY_AMOUNT, rangeMessage: 'El ingreso mensual debe ser mayor a 0', maxMessage: MAX_MONTHLY_AMOUNT_MESSAGE }),
    jobText: Object.fromEntries(Object.entries(JOB_TEXT_FIELDS).map(([name, message]) => [name, textField(message, { refuseNotApplicable: true })])),
    company_phone: phoneField(COMPANY_PHONE_REQUIRED, 9),
    start_date: calendarDayField('La fecha de inicio es requerida', 'La fecha de inicio no es válida').refine((day) => day <= today, 'La fecha de inicio no puede ser futura'),
    months_worked: wholeNumberField('Los meses trabajados son requeridos', { min: 0, max: 1200, rangeMessage: 'Los meses trabajados deben ser un número válido' }),
  };
  return stepSchema<EconomicStatus>((_input, field) => {
    const currently_working = field('currently_working', fields.currently_working);
    const under_dependency = currently_working ? field('under_dependency', fields.under_dependency) : false;
    const entrepreneur_artisan = currently_working && !under_dependency ? field('entrepreneur_artisan', fields.entrepreneur_artisan) : false;

    if (!currently_working)
      return {
        currently_working: false,
        under_dependency: false,
        entrepreneur_artisan: false,
        monthly_income: 0,
        ...(Object.fromEntries(Object.keys(JOB_TEXT_FIELDS).map((name) => [name, NOT_APPLICABLE])) as Record<keyof typeof JOB_TEXT_FIELDS, string>),
        company_phone: NOT_APPLICABLE,
        start_date: today,
        months_worked: 0,
      };

    const jobText = Object.fromEntries(Object.entries(fields.jobText).map(([name, schema]) => [name, field(name, schema)])) as Record<keyof typeof JOB_TEXT_FIELDS, string>;
    return {
      currently_working,
      under_dependency,
      entrepreneur_artisan,
      monthly_income: field('monthly_income', fields.monthly_income),
      ...jobText,
      company_phone: field('company_phone', fields.company_phone),
      start_date: field('start_date', fields.start_date),
      months_worked: field('months_worked', fields.months_worked),
    };
  });
};

export type EconomicStatusSchema = ReturnType<typeof economicStatusSchema>;
