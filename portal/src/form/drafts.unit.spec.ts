import { describe, expect, it } from 'vitest';
import { drafts, type DraftStorage } from './drafts.js';

const memory = (): DraftStorage & { map: Map<string, string> } => {
  const map = new Map<string, string>();
  return { map, getItem: (k) => map.get(k) ?? null, setItem: (k, v) => void map.set(k, v), removeItem: (k) => void map.delete(k) };
};

describe('drafts', () => {
  it('keeps a step’s unsaved values per account until cleared', () => {
    const storage = memory();
    const ana = drafts(storage, 'ana');
    ana.save('personal_details', { phone_number: '0991', basic_services: ['water'] });
    expect(ana.load('personal_details')).toEqual({ phone_number: '0991', basic_services: ['water'] });
    expect(drafts(storage, 'luis').load('personal_details')).toBeNull();
    expect(ana.load('address_details')).toBeNull();
    ana.clear('personal_details');
    expect(ana.load('personal_details')).toBeNull();
  });

  it('treats broken or blocked storage as no draft', () => {
    const storage = memory();
    storage.map.set('postula:borrador:ana:personal_details', '{not json');
    expect(drafts(storage, 'ana').load('personal_details')).toBeNull();
    const full: DraftStorage = { getItem: () => null, setItem: () => { throw new Error('QuotaExceededError'); }, removeItem: () => undefined };
    expect(() => drafts(full, 'ana').save('x', { a: '1' })).not.toThrow();
    expect(drafts(undefined, 'ana').load('x')).toBeNull();
  });
});
