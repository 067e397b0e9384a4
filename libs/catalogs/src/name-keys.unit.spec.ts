import { searchKey } from './index.js';

describe('searchKey', () => {
  it.each([
    ['Núñez', 'nunez'],
    ['  MARÍA   José ', 'maria jose'],
    ['Peña Ñuste', 'pena nuste'],
    ['Müller Çelik', 'muller celik'],
    ['Ana.Pérez@Correo.EC', 'ana.perez@correo.ec'],
    // Composed and decomposed spellings of the same name share a key.
    ['Jose\u0301', 'jose'],
  ])('keys %j as %j', (text, key) => {
    expect(searchKey(text)).toBe(key);
  });
});
