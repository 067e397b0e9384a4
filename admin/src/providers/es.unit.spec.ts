import englishMessages from 'ra-language-english';
import { describe, expect, it } from 'vitest';
import { es } from './es.js';
import { i18nProvider } from './i18n-provider.js';

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

  it('say one applicant in the singular and any other count in the plural', () => {
    const total = (n: number) => i18nProvider.translate('postula.auto_reject.total', { smart_count: n });
    expect([total(0), total(1), total(2)]).toEqual(['Total a rechazar: 0 postulantes', 'Total a rechazar: 1 postulante', 'Total a rechazar: 2 postulantes']);
    expect(i18nProvider.translate('postula.auto_reject.confirm_text', { smart_count: 1 })).toMatch(/^Estás a punto de rechazar automáticamente 1 postulante\. /);
  });
});
