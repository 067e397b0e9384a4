import { describe, expect, it } from '@jest/globals';
import { givenFor, refusal } from '../shared/decider-spec.fixture.js';
import { CORRECTION_ONLY_FOR_RECTIFICATION_MESSAGE, DATA_REQUEST_ALREADY_RESOLVED_MESSAGE, dataRequestDecider, KEPT_BY_LAW_REASON, RECTIFICATION_CHANGES_NOTHING_MESSAGE, RECTIFICATION_NEEDS_CORRECTION_MESSAGE } from './data-request.decider.js';
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

  describe('a rectification', () => {
    const rectification = given().when({ type: 'FileDataRequest', data: { ...filing, requestType: 'rectification', message: 'Mi segundo apellido es Andrade' } })[0] as DataRequestFiled;
    const change = { label: 'Segundo apellido', old: 'Andrad', new: 'Andrade' };
    const answer = (decision: 'fulfilled' | 'refused', changes?: (typeof change)[]) => ({ ...resolve(decision), data: { ...resolve(decision).data, ...(changes && { changes }) } });

    it('is fulfilled only with the correction it applied, which the answer records', () => {
      expect(refusal(() => given(rectification).when(answer('fulfilled')))).toMatchObject({ kind: 'invalid', message: RECTIFICATION_NEEDS_CORRECTION_MESSAGE });
      expect(refusal(() => given(rectification).when(answer('fulfilled', [])))).toMatchObject({ kind: 'invalid', message: RECTIFICATION_CHANGES_NOTHING_MESSAGE });
      expect(given(rectification).when(answer('fulfilled', [change]))[0].data).toMatchObject({ decision: 'fulfilled', changes: [change] });
    });

    it('is refused with its reason and no correction', () => {
      expect(given(rectification).when(answer('refused'))[0].data).not.toHaveProperty('changes');
      expect(refusal(() => given(rectification).when(answer('refused', [change])))).toMatchObject({ kind: 'invalid', message: CORRECTION_ONLY_FOR_RECTIFICATION_MESSAGE });
      expect(refusal(() => given(filed).when(answer('fulfilled', [change])))).toMatchObject({ kind: 'invalid', message: CORRECTION_ONLY_FOR_RECTIFICATION_MESSAGE });
    });
  });
});
