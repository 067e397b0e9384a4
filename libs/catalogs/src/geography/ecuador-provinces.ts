import { catalogKey } from '../name-keys.js';
import { ECUADOR_PROVINCES } from './ecuador-provinces.data.js';

export const provinceNames = (): string[] => ECUADOR_PROVINCES.map((p) => p.name);

// Catalog keys indexed once, so a lookup keys only the name asked for instead of every name of the catalog (a
// locale-aware lower case each) on every step save. The first spelling of a key wins.
const firstByKey = <T>(entries: readonly (readonly [string, T])[]) => entries.reduceRight((map, [key, value]) => map.set(key, value), new Map<string, T>());
const provinceByKey = firstByKey(ECUADOR_PROVINCES.map((p) => [catalogKey(p.name), p] as const));
const cityByKey = new Map(ECUADOR_PROVINCES.map((p) => [p.name, firstByKey(p.cities.map((c) => [catalogKey(c), c] as const))]));

/** The cities of a province, or [] for a name outside the catalog. */
export const citiesOf = (province: string): readonly string[] => provinceByKey.get(catalogKey(province))?.cities ?? [];

/** The catalog spelling of a province (case and spacing forgiven), or undefined. */
export const canonicalProvince = (name: string): string | undefined => provinceByKey.get(catalogKey(name))?.name;

/** The catalog spelling of a city of that province, or undefined. */
export const canonicalCity = (province: string, city: string): string | undefined => {
  const name = canonicalProvince(province);
  return name === undefined ? undefined : cityByKey.get(name)?.get(catalogKey(city));
};
