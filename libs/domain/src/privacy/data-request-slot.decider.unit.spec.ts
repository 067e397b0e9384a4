import { givenFor, refusal } from '../shared/decider-spec.fixture.js';
import { dataRequestSlotDecider, pendingDataRequestMessage, type OpenDataRequest } from './data-request-slot.decider.js';

const given = givenFor(dataRequestSlotDecider);
const open = (requestId: string, settled: string | null): OpenDataRequest => ({
  type: 'OpenDataRequest',
  data: { applicantId: 'a1', requestType: 'rectification', requestId, now: '2026-12-05T15:00:00.000Z', settled },
});
const opened = (requestId: string, openedAt = '2026-12-01T15:00:00.000Z') => ({ type: 'DataRequestOpened' as const, data: { applicantId: 'a1', requestType: 'rectification' as const, requestId, openedAt } });

describe('one pending data request per type per account', () => {
  it('opens the first request of a type', () => {
    expect(given().when(open('r1', null))).toEqual([{ ...opened('r1', '2026-12-05T15:00:00.000Z') }]);
  });

  it('refuses another while the latest is pending, naming it', () => {
    expect(refusal(() => given(opened('r1')).when(open('r2', null)))).toMatchObject({ kind: 'conflict', message: pendingDataRequestMessage('rectification', '2026-12-01T15:00:00.000Z') });
    expect(pendingDataRequestMessage('rectification', '2026-12-01T15:00:00.000Z')).toBe(
      'Ya tienes una solicitud de rectificación pendiente, enviada el 01/12/2026 10:00: la oficina la responderá dentro del plazo. Puedes enviar otra de ese tipo cuando la responda.',
    );
  });

  it('opens a new one once the latest was answered, unless another was opened meanwhile', () => {
    expect(given(opened('r1')).when(open('r2', 'r1'))).toEqual([{ ...opened('r2', '2026-12-05T15:00:00.000Z') }]);
    expect(refusal(() => given(opened('r1'), opened('r2')).when(open('r3', 'r1')))).toMatchObject({ kind: 'conflict' });
  });
});
