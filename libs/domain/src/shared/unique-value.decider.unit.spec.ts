import { givenFor, refusal } from './decider-spec.fixture.js';
import { uniqueValueDecider, UniqueValueReserved } from './unique-value.decider.js';

const given = givenFor(uniqueValueDecider);
const value = { scope: 'applicant-identification', value: '1710034065' };
const reserved: UniqueValueReserved = { type: 'UniqueValueReserved', data: { ...value, ownerId: 'a1' } };

describe('uniqueValueDecider', () => {
  it('reserves a free value, and refuses it to another owner with the message given', () => {
    expect(given().when({ type: 'ReserveUniqueValue', data: { ...value, ownerId: 'a1', takenMessage: 'tomado' } })).toEqual([reserved]);
    expect(refusal(() => given(reserved).when({ type: 'ReserveUniqueValue', data: { ...value, ownerId: 'b2', takenMessage: 'tomado' } })).message).toBe('tomado');
  });

  it('transfers from its owner to another in one decision, and refuses when the owner named does not hold it', () => {
    const transfer = { type: 'TransferUniqueValue' as const, data: { ...value, ownerId: 'a1', toOwnerId: 'b2', notHeldMessage: 'no la tiene' } };
    const events = given(reserved).when(transfer);
    expect(events).toEqual([
      { type: 'UniqueValueReleased', data: { ...value, ownerId: 'a1' } },
      { type: 'UniqueValueReserved', data: { ...value, ownerId: 'b2' } },
    ]);
    expect(refusal(() => given(reserved, ...events).when(transfer)).message).toBe('no la tiene');
    expect(refusal(() => given().when(transfer)).message).toBe('no la tiene');
  });
});
