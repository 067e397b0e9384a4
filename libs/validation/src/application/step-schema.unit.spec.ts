import { economicStatusSchema, personalDetailsSchema } from '@postula/validation';
import type { EconomicStatusSchema, PersonalDetails, PersonalDetailsSchema } from '@postula/validation';
import type { z } from 'zod';
import { parsed } from './test-helpers.fixture.js';

/** `true` only for `unknown` (and `any`): a step whose input type is one of them checks no field of a form. */
type IsUnknown<T> = unknown extends T ? true : false;

const schema = personalDetailsSchema({ deadline: '2025-02-17T04:59:00.000Z' });

describe('step schemas have typed input and output (npm run typecheck checks this file)', () => {
  it('types a form field by field: a misspelt field or a wrong kind of value does not compile', () => {
    const inputIsTyped: IsUnknown<z.input<PersonalDetailsSchema>> = false;
    const outputIsTyped: IsUnknown<z.output<PersonalDetailsSchema>> = false;
    const form: z.input<PersonalDetailsSchema> = { date_of_birth: '2005-06-15', country_of_birth: 'Perú', gender: 'female', marital_status: 'soltero', phone_number: '099 123 4567', blood_type: 'O+' };
    // @ts-expect-error personal details have no field `date_of_brith`
    const misspelt: z.input<PersonalDetailsSchema> = { date_of_brith: '2005-06-15' };
    // @ts-expect-error a yes/no field takes a boolean or its text, not a list
    const wrongKind: z.input<EconomicStatusSchema> = { currently_working: ['1'] };
    const stored: PersonalDetails = parsed(schema, form);

    expect([inputIsTyped, outputIsTyped]).toEqual([false, false]);
    expect(stored).toMatchObject({ country_of_birth: 'Perú', province_of_birth: null, phone_number: '0991234567' });
    expect(economicStatusSchema({ now: '2025-02-01T12:00:00.000Z' }).safeParse(wrongKind).success).toBe(false);
    expect(schema.safeParse(misspelt).success).toBe(false);
  });
});
