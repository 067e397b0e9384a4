import { canonicalCity, canonicalProvince } from '@postula/catalogs';
import { z } from 'zod';
import { textField } from './fields.js';
import type { FieldParser } from './step-schema.js';

export const PROVINCE_NOT_IN_CATALOG = 'Seleccione una provincia de Ecuador';
export const CITY_NOT_IN_PROVINCE = 'Seleccione una ciudad de la provincia elegida';

/** A name from a catalog (case and spacing forgiven), stored in the catalog's spelling. */
export const catalogNameField = (requiredMessage: string, invalidMessage: string, canonical: (name: string) => string | undefined) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() : v),
    z
      .string({ error: requiredMessage })
      .min(1, requiredMessage)
      .transform((v, ctx) => canonical(v) ?? (ctx.addIssue({ code: 'custom', message: invalidMessage }), z.NEVER)),
  );

// Building a zod schema costs far more than running it, so building them per save would dominate a step save's validation:
// the province and city fields are built once per message set and province, a few dozen in all.
const catalogFields = new Map<string, z.ZodType<string>>();
const memoField = (key: string, build: () => z.ZodType<string>) => catalogFields.get(key) ?? catalogFields.set(key, build()).get(key)!;

/** A province of Ecuador and a city of that province (the city is only required while the province is unknown). */
export function provinceAndCity(
  field: FieldParser,
  names: { province: string; city: string; provinceRequired: string; cityRequired: string },
): { province: string; city: string } {
  const province = field(names.province, memoField(`province|${names.provinceRequired}`, () => catalogNameField(names.provinceRequired, PROVINCE_NOT_IN_CATALOG, canonicalProvince)));
  const city = province
    ? field(names.city, memoField(`city|${names.cityRequired}|${province}`, () => catalogNameField(names.cityRequired, CITY_NOT_IN_PROVINCE, (c) => canonicalCity(province, c))))
    : field(names.city, memoField(`text|${names.cityRequired}`, () => textField(names.cityRequired)));
  return { province, city };
}

export const RESIDENCE = { province: 'province', city: 'city', provinceRequired: 'La provincia es requerida', cityRequired: 'La ciudad es requerida' };
