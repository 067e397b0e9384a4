import { commitmentLetterDocument, confirmedRepresentative } from './commitment-letter.document.js';

const programme = {
  name: 'Becas de Inglés Guayaquil',
  timezone: 'America/Guayaquil',
  eligibleCity: 'Guayaquil',
  privacyNotice: { controller: { name: 'Empresa pública municipal de educación de Guayaquil', ruc: '0960000000001' } },
};
const offeredAt = new Date('2026-12-20T15:00:00Z');
const textOf = (node: unknown): string =>
  typeof node === 'string' ? node : Array.isArray(node) ? node.map(textOf).join('') : node && typeof node === 'object' ? Object.values(node).map(textOf).join(' ') : '';
const letter = (birth_date: string, representative: { full_name: string; identification: string } | null) =>
  textOf(commitmentLetterDocument({ full_name: 'Ana Pérez', identification: '0912345678', birth_date, representative }, programme as never, offeredAt).content);

describe('commitment letter', () => {
  it('names the granting entity and has a place-and-date line', () => {
    const text = letter('2000-01-01', null);
    expect(text).toContain('por Empresa pública municipal de educación de Guayaquil (RUC 0960000000001)');
    expect(text).toContain('Lugar y fecha: Guayaquil, ____ de ________________ de ______');
    expect(text).not.toContain('Firma del representante legal');
  });

  it("fills in a minor's confirmed representative, and leaves the lines blank when none is known", () => {
    const representative = confirmedRepresentative({ confirmed_at: new Date(), first_name: 'Rosa', last_name: 'Mora', identification: '0926687856' } as never);
    expect(letter('2012-05-01', representative)).toContain('Rosa Mora · C.I. 0926687856');
    expect(confirmedRepresentative({ confirmed_at: null, first_name: 'Rosa' } as never)).toBeNull();
    expect(letter('2010-05-01', null)).toMatch(/Firma del representante legal.*Nombre: _+ · C\.I\.: _+/);
  });
});
