import { fold } from '../fold.js';
import { ECUADOR_PROVINCES } from './ecuador-provinces.data.js';

export const provinceNames = (): string[] => ECUADOR_PROVINCES.map((p) => p.name);

// Folded names indexed once, so a lookup folds only the name asked for instead of every name of the catalog (a
// locale-aware lower case each) on every step save. The first spelling of a key wins, as a search in order did.
const firstByKey = <T>(entries: readonly (readonly [string, T])[]) => entries.reduceRight((map, [key, value]) => map.set(key, value), new Map<string, T>());
const provinceByFold = firstByKey(ECUADOR_PROVINCES.map((p) => [fold(p.name), p] as const));
const cityByFold = new Map(ECUADOR_PROVINCES.map((p) => [p.name, firstByKey(p.cities.map((c) => [fold(c), c] as const))]));

/** The cities of a province, or [] for a name outside the catalog. */
export const citiesOf = (province: string): readonly string[] => provinceByFold.get(fold(province))?.cities ?? [];

/** The catalog spelling of a province (case and spacing forgiven), or undefined. */
export const canonicalProvince = (name: string): string | undefined => provinceByFold.get(fold(name))?.name;

/** The catalog spelling of a city of that province, or undefined. */
export const canonicalCity = (province: string, city: string): string | undefined => {
  const name = canonicalProvince(province);
  return name === undefined ? undefined : cityByFold.get(name)?.get(fold(city));
};
