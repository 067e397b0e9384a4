import { describe, expect, it } from 'vitest';
import type { Award } from '../../../api/award.js';
import { acceptBy, awardText, documentsProgress, documentState } from './award-view.js';

const award = (over: Partial<Award>): Award => ({ status: null, status_es: null, accept_by: null, offered_at: null, answered_at: null, promoted: false, documents: [], waiting_position: null, waiting_total: null, ...over });

describe('the dashboard award texts', () => {
  it('states the deadline in the programme time zone, whatever the browser', () => {
    // 04:59 UTC on 8 December is 23:59 on 7 December in Guayaquil (UTC−5).
    expect(acceptBy(award({ accept_by: '2026-12-08T04:59:00.000Z' }))).toBe('07/12/2026 23:59');
    expect(awardText(award({ status: 'offered', accept_by: '2026-12-08T04:59:00.000Z' }))).toContain('hasta el 07/12/2026 23:59 (hora de Ecuador)');
    expect(acceptBy(award({}))).toBeNull();
  });

  it('gives a waiting applicant their position of the total', () => {
    expect(awardText(award({ status: 'waiting', waiting_position: 3, waiting_total: 12 }))).toMatch(/^Estás en la posición 3 de 12\./);
    expect(awardText(award({ status: 'waiting' }))).not.toContain('posición');
  });

  it('tells each document as uploaded, verified, refused with the note, or pending, and counts them', () => {
    expect(documentState({ uploaded: false, verified: false, note: null })).toBe('Pendiente');
    expect(documentState({ uploaded: true, verified: false, note: null })).toBe('Subido, pendiente de verificación');
    expect(documentState({ uploaded: true, verified: true, note: null })).toBe('Verificado');
    expect(documentState({ uploaded: true, verified: false, note: 'La copia no está notariada' })).toBe('No válido: La copia no está notariada. Súbelo de nuevo.');
    expect(documentsProgress([{ uploaded: true, verified: true }, { uploaded: true, verified: false }, { uploaded: false, verified: false }])).toBe('2 de 3 documentos subidos, 1 verificados');
  });
});
