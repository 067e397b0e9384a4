import { describe, expect, it } from '@jest/globals';
import { givenFor, refusal } from '../shared/decider-spec.fixture.js';
import { DATA_REQUEST_ALREADY_RESOLVED_MESSAGE, dataRequestDecider, KEPT_BY_LAW_REASON } from './data-request.decider.js';
import type { DataRequestFiled } from './data-request.events.js';

const given = givenFor(dataRequestDecider);
const filing = {
  requestId: 'r1',
  applicantId: 'a1',
  requestType: 'deletion' as const,
  message: 'Borren mis datos',
  filedAt: '2026-03-01T15:00:00.000Z',
  email: 'ana@example.com',
  firstName: 'Ana',
  lastName: 'Vera',
  office: { email: 'dpo@example.com', firstName: 'Delegado', lastName: '' },
};
const filed = given().when({ type: 'FileDataRequest', data: filing })[0] as DataRequestFiled;
const resolve = (decision: 'fulfilled' | 'refused', keptByLaw = false) =>
  ({ type: 'ResolveDataRequest', data: { decision, reason: 'Hecho', resolvedBy: 's1', now: '2026-03-02T10:00:00.000Z', keptByLaw } }) as const;

describe('data request decider', () => {
  it('is due fifteen days after it was filed', () => {
    expect(filed.data.dueAt).toBe('2026-03-16T15:00:00.000Z');
  });

  it('is resolved once: a second resolution is a conflict', () => {
    const [resolved] = given(filed).when(resolve('fulfilled'));
    expect(resolved.data).toMatchObject({ decision: 'fulfilled', reply: 'Hecho', resolvedBy: 's1', keptByLaw: false });
    const error = refusal(() => given(filed, resolved).when(resolve('refused')));
    expect([error.kind, error.message]).toEqual(['conflict', DATA_REQUEST_ALREADY_RESOLVED_MESSAGE]);
  });

  it('refuses with the legal reason what the law keeps, whatever the superadmin chose', () => {
    const [resolved] = given(filed).when(resolve('fulfilled', true));
    expect(resolved.data).toMatchObject({ decision: 'refused', reply: KEPT_BY_LAW_REASON, keptByLaw: true });
  });

  it('cannot resolve a request nobody filed', () => {
    expect(refusal(() => given().when(resolve('refused'))).kind).toBe('not_found');
  });
});
