import englishMessages from 'ra-language-english';
import { describe, expect, it } from 'vitest';
import { es } from './es.js';

/** Every key path of a nested message object. */
const keys = (messages: object, prefix = ''): string[] =>
  Object.entries(messages).flatMap(([key, value]) => (value && typeof value === 'object' ? keys(value, `${prefix}${key}.`) : [`${prefix}${key}`]));

describe('Spanish messages', () => {
  it('cover every key of the installed ra-language-english', () => {
    const spanish = new Set(keys(es));
    expect(keys(englishMessages).filter((key) => !spanish.has(key))).toEqual([]);
  });

  it("leave the not-found message without its final period: react-admin's NotFound page adds one", () => {
    expect(es.ra.message.not_found).not.toMatch(/\.$/);
  });
});
