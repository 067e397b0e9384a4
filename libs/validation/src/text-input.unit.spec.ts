import { hasUnsafeCharacters, normalizeTextInput, stripUnsafeCharacters, UNSAFE_TEXT_MESSAGE } from './text-input.js';

describe('text input (ASVS 5.0 V1.2, V2.2)', () => {
  it.each([['nul', 'a\u0000b'], ['escape', '\u001b[31m'], ['C1 control', 'x\u0085'], ['lone high surrogate', 'a\ud800'], ['lone low surrogate', '\udc00b'], ['right-to-left override', 'factura\u202Efdp.bat']])(
    'refuses a %s',
    (_name, text) => expect(hasUnsafeCharacters(text)).toBe(true),
  );

  it('accepts tabs, line breaks, accents, ñ and emoji (a valid surrogate pair)', () => {
    expect(hasUnsafeCharacters('Año\tañadido\r\nlínea 😀')).toBe(false);
  });

  it('normalizes every string and key to NFC, deep in arrays and objects', () => {
    const decomposed = 'Jose\u0301';
    expect(normalizeTextInput({ members: [{ name: decomposed }], [decomposed]: 1 })).toEqual({ value: { members: [{ name: 'José' }], José: 1 } });
  });

  it('names each field that carries an unsafe character, keys included', () => {
    expect(normalizeTextInput({ a: 'ok', b: { c: ['x', 'y\u0000'] }, 'k\u0000': 1 }).errors).toEqual({ 'b.c.1': [UNSAFE_TEXT_MESSAGE], _: [UNSAFE_TEXT_MESSAGE] });
  });

  it('keeps a key named __proto__ as data', () => {
    const { value } = normalizeTextInput(JSON.parse('{"__proto__": {"admin": true}}')) as { value: Record<string, unknown> };
    expect(Object.getPrototypeOf(value)).toBe(Object.prototype);
    expect(Object.keys(value)).toEqual(['__proto__']);
  });

  it('strips unsafe characters from a display-only text', () => {
    expect(stripUnsafeCharacters('factura\u202Efdp.bat\u0000')).toBe('facturafdp.bat');
  });
});
