import { catalogKey, indexByKey } from '../name-keys.js';
import { ECUADOR_PROVINCES } from './ecuador-provinces.data.js';

export const provinceNames = (): string[] => ECUADOR_PROVINCES.map((p) => p.name);

const provinceByKey = indexByKey(ECUADOR_PROVINCES.map((p) => [p.name, p] as const));
const cityByKey = new Map(ECUADOR_PROVINCES.map((p) => [p.name, indexByKey(p.cities.map((c) => [c, c] as const))]));

/** The cities of a province, or [] for a name outside the catalog. */
export const citiesOf = (province: string): readonly string[] => provinceByKey.get(catalogKey(province))?.cities ?? [];

/** The catalog spelling of a province (case and spacing forgiven), or undefined. */
export const canonicalProvince = (name: string): string | undefined => provinceByKey.get(catalogKey(name))?.name;

/** The catalog spelling of a city of that province, or undefined. */
export const canonicalCity = (province: string, city: string): string | undefined => {
  const name = canonicalProvince(province);
  return name === undefined ? undefined : cityByKey.get(name)?.get(catalogKey(city));
};
