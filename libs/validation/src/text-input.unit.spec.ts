import { hasUnsafeCharacters, MAX_INPUT_DEPTH, normalizeTextInput, stripUnsafeCharacters, TOO_DEEP_MESSAGE, UNSAFE_TEXT_MESSAGE } from './text-input.js';

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

describe('nested input (second probe, item 3)', () => {
  const nested = (depth: number, leaf: unknown = 'x'): unknown => {
    let value = leaf;
    for (let i = 0; i < depth; i++) value = { a: value };
    return value;
  };

  it(`accepts ${MAX_INPUT_DEPTH} levels and keeps key order`, () => {
    expect(normalizeTextInput(nested(MAX_INPUT_DEPTH)).errors).toBeUndefined();
    expect(Object.keys(normalizeTextInput({ b: 1, a: [2, 'x'], c: { d: 3 } }).value as object)).toEqual(['b', 'a', 'c']);
  });

  it('refuses one level more with a Spanish message', () => {
    expect(normalizeTextInput(nested(MAX_INPUT_DEPTH + 1))).toMatchObject({ errors: { _: [TOO_DEEP_MESSAGE] } });
    expect(normalizeTextInput({ password: nested(MAX_INPUT_DEPTH, []) })).toMatchObject({ errors: { _: [TOO_DEEP_MESSAGE] } });
  });

  it('refuses 100,000 levels at once, without exhausting the stack', () => {
    let deep: unknown = [];
    for (let i = 0; i < 100_000; i++) deep = [deep];
    const started = performance.now();
    expect(normalizeTextInput({ password: deep }).errors).toEqual({ _: [TOO_DEEP_MESSAGE] });
    expect(performance.now() - started).toBeLessThan(50);
  });
});

describe('query objects (second probe, item 7)', () => {
  /** As Fastify's query string parser builds them: the prototype is an empty null-prototype object. */
  const queryObject = (fields: Record<string, string>) => Object.assign(Object.create(Object.create(null)) as Record<string, string>, fields);

  it('checks and normalizes the texts of a query object', () => {
    expect(normalizeTextInput(queryObject({ first_name: 'a\u0000' })).errors).toEqual({ first_name: [UNSAFE_TEXT_MESSAGE] });
    expect(normalizeTextInput(queryObject({ last_name: '\u202e' })).errors).toEqual({ last_name: [UNSAFE_TEXT_MESSAGE] });
    expect(normalizeTextInput(queryObject({ q: 'Jose\u0301' })).value).toEqual({ q: 'José' });
  });

  it('leaves class instances as they are', () => {
    const date = new Date(0);
    expect(normalizeTextInput({ at: date }).value).toEqual({ at: date });
  });
});
