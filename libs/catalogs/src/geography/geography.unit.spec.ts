import { COUNTRIES, ECUADOR, ECUADOR_PROVINCES, canonicalCity, canonicalCountry, canonicalProvince, citiesOf, provinceNames } from '@postula/catalogs';

describe('Ecuador provinces catalog', () => {
  it('has the 24 provinces, each with its cantons and no repeats', () => {
    expect(ECUADOR_PROVINCES).toHaveLength(24);
    expect(new Set(provinceNames()).size).toBe(24);
    for (const { cities } of ECUADOR_PROVINCES) {
      expect(cities.length).toBeGreaterThan(0);
      expect(new Set(cities).size).toBe(cities.length);
    }
    expect(ECUADOR_PROVINCES.reduce((n, p) => n + p.cities.length, 0)).toBe(221);
  });

  it('lists Guayaquil first in Guayas and Quito first in Pichincha', () => {
    expect(citiesOf('Guayas')[0]).toBe('Guayaquil');
    expect(citiesOf('Guayas')).toContain('Durán');
    expect(citiesOf('Pichincha')[0]).toBe('Quito');
  });

  it('finds names whatever their case and spacing, and nothing outside the catalog', () => {
    expect(canonicalProvince('  santo domingo de los  tsáchilas ')).toBe('Santo Domingo de los Tsáchilas');
    expect(canonicalCity('guayas', 'SAMBORONDÓN')).toBe('Samborondón');
    expect(canonicalCity('Guayas', 'Quito')).toBeUndefined();
    expect(canonicalProvince('Atlantis')).toBeUndefined();
    expect(citiesOf('Atlantis')).toEqual([]);
  });
});

describe('countries catalog', () => {
  it('puts Ecuador first and covers Latin America, the United States, Spain and Europe', () => {
    expect(COUNTRIES[0]).toEqual({ name: ECUADOR, region: 'ecuador' });
    expect(new Set(COUNTRIES.map((c) => c.name)).size).toBe(COUNTRIES.length);
    for (const name of ['Colombia', 'Perú', 'Venezuela', 'Estados Unidos', 'España', 'Italia']) expect(canonicalCountry(name)).toBe(name);
    expect(canonicalCountry('  PERÚ ')).toBe('Perú');
    expect(canonicalCountry('Narnia')).toBeUndefined();
  });
});
