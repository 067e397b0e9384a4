import { mapPersonalStrings, subjectOf, type PersonalFields } from './personal-data-policy.js';

const fields: PersonalFields = { subject: 'owner.id', paths: ['profile', 'phones.mobile', 'changes[field=phone,email].new'] };
const data = {
  owner: { id: 'p1' },
  profile: { name: 'Ana', age: 20, tags: ['a', null], kind: null },
  phones: [{ mobile: '099', main: true }, { mobile: '098', main: false }],
  changes: [{ field: 'phone', new: '097' }, { field: 'grade', new: '9.5' }, { field: 'email', new: null }],
  note: 'kept',
};

describe('personal fields', () => {
  it('finds the subject by its path, null when absent', () => {
    expect(subjectOf(fields, data)).toBe('p1');
    expect(subjectOf(fields, { owner: null })).toBeNull();
  });

  it('replaces every string under each path (arrays walked, filtered elements only), nothing else', () => {
    const seen: string[] = [];
    const out = mapPersonalStrings(data, fields, (s) => (seen.push(s), 'X'));
    expect(out).toEqual({
      owner: { id: 'p1' },
      profile: { name: 'X', age: 20, tags: ['X', null], kind: null },
      phones: [{ mobile: 'X', main: true }, { mobile: 'X', main: false }],
      changes: [{ field: 'phone', new: 'X' }, { field: 'grade', new: '9.5' }, { field: 'email', new: null }],
      note: 'kept',
    });
    expect(seen).toEqual(['Ana', 'a', '099', '098', '097']);
  });

  it('leaves the data it was given unchanged, with several paths through one object', () => {
    const given = { owner: { id: 'p1' }, details: { phone: '099', city: 'Quito', grade: 9 } };
    const before = structuredClone(given);
    const out = mapPersonalStrings(given, { subject: 'owner.id', paths: ['details.phone', 'details.city'] }, () => '');
    expect(out).toEqual({ owner: { id: 'p1' }, details: { phone: '', city: '', grade: 9 } });
    expect(given).toEqual(before);
  });

  it('visits the strings in the same order whatever the key order (jsonb reorders keys)', () => {
    const order = (value: object) => {
      const seen: string[] = [];
      mapPersonalStrings({ profile: value } as never, { subject: 'x', paths: ['profile'] }, (s) => (seen.push(s), s));
      return seen;
    };
    expect(order({ b: '2', a: '1', c: { z: '4', y: '3' } })).toEqual(order({ c: { y: '3', z: '4' }, a: '1', b: '2' }));
  });
});
