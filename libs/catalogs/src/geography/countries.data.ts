import { catalogKey, indexByKey } from '../name-keys.js';

export const ECUADOR = 'Ecuador';

export type CountryRegion = 'ecuador' | 'america_latina' | 'norteamerica' | 'europa' | 'otro';

/**
 * Countries of birth, by Spanish name (the stored value). Ecuador first, then Latin America, the United States and
 * Canada, Spain and the rest of Europe; 'Otro país' covers anyone else. Office-editable data.
 */
export const COUNTRIES: readonly { readonly name: string; readonly region: CountryRegion }[] = [
  { name: ECUADOR, region: 'ecuador' },
  ...[
    'Argentina', 'Bolivia', 'Brasil', 'Chile', 'Colombia', 'Costa Rica', 'Cuba', 'El Salvador', 'Guatemala', 'Haití', 'Honduras', 'México',
    'Nicaragua', 'Panamá', 'Paraguay', 'Perú', 'Puerto Rico', 'República Dominicana', 'Uruguay', 'Venezuela',
  ].map((name) => ({ name, region: 'america_latina' as const })),
  ...['Estados Unidos', 'Canadá'].map((name) => ({ name, region: 'norteamerica' as const })),
  ...[
    'España', 'Alemania', 'Austria', 'Bélgica', 'Dinamarca', 'Finlandia', 'Francia', 'Grecia', 'Irlanda', 'Italia', 'Noruega', 'Países Bajos',
    'Polonia', 'Portugal', 'Reino Unido', 'Rumania', 'Rusia', 'Suecia', 'Suiza', 'Ucrania',
  ].map((name) => ({ name, region: 'europa' as const })),
  { name: 'Otro país', region: 'otro' },
];

const countryByKey = indexByKey(COUNTRIES.map((c) => [c.name, c.name] as const));

/** The catalog spelling of a country (case and spacing forgiven), or undefined. */
export const canonicalCountry = (name: string): string | undefined => countryByKey.get(catalogKey(name));
