import { fold } from '../fold.js';
import { ECUADOR_PROVINCES } from './ecuador-provinces.data.js';

export const provinceNames = (): string[] => ECUADOR_PROVINCES.map((p) => p.name);

/** The cities of a province, or [] for a name outside the catalog. */
export const citiesOf = (province: string): readonly string[] => ECUADOR_PROVINCES.find((p) => p.name === canonicalProvince(province))?.cities ?? [];

/** The catalog spelling of a province (case and spacing forgiven), or undefined. */
export const canonicalProvince = (name: string): string | undefined => ECUADOR_PROVINCES.find((p) => fold(p.name) === fold(name))?.name;

/** The catalog spelling of a city of that province, or undefined. */
export const canonicalCity = (province: string, city: string): string | undefined => citiesOf(province).find((c) => fold(c) === fold(city));
