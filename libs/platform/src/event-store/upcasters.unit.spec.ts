import type { RecordedEvent } from './event-store.js';
import { currentVersion, upcast, UPCASTERS, withVersion, type Upcasters } from './upcasters.js';

/** A type renamed its key twice: `reference_id` (v1) became `refId` (v2), then `referenceId` (v3). */
const upcasters: Upcasters = {
  ReferenceAdded: {
    1: ({ reference_id, ...rest }) => ({ ...rest, refId: reference_id }),
    2: ({ refId, ...rest }) => ({ ...rest, referenceId: refId }),
  },
};

const recorded = (data: RecordedEvent['data'], metadata: RecordedEvent['metadata'] = {}, type = 'ReferenceAdded'): RecordedEvent => ({
  id: 'e1',
  streamName: 'application-a1',
  revision: 0,
  position: '1-1',
  type,
  data,
  metadata,
  recordedAt: '2025-03-01T10:00:00.000Z',
});

describe('upcasters', () => {
  it('reads an event stored in the old shape (no version: 1) as the current shape, without touching the stored one', () => {
    const stored = recorded({ applicantId: 'a1', reference_id: 'r1' }, { actorId: 'u1' });
    expect(upcast(stored, upcasters)).toEqual({ ...stored, data: { applicantId: 'a1', referenceId: 'r1' }, metadata: { actorId: 'u1', eventVersion: 3 } });
    expect(stored.data).toEqual({ applicantId: 'a1', reference_id: 'r1' });
  });

  it('starts from the version the event was written in', () => {
    expect(upcast(recorded({ refId: 'r1' }, { eventVersion: 2 }), upcasters).data).toEqual({ referenceId: 'r1' });
  });

  it('leaves current events and types without upcasters as they are', () => {
    const current = recorded({ referenceId: 'r1' }, { eventVersion: 3 });
    expect(upcast(current, upcasters)).toBe(current);
    const other = recorded({ reference_id: 'r1' }, {}, 'OtherEvent');
    expect(upcast(other, upcasters)).toBe(other);
  });

  it('writes new events with their type current version, version 1 left implicit', () => {
    expect(currentVersion('ReferenceAdded', upcasters)).toBe(3);
    expect(withVersion({ type: 'ReferenceAdded', data: { referenceId: 'r1' }, metadata: { actorId: 'u1' } }, upcasters).metadata).toEqual({ actorId: 'u1', eventVersion: 3 });
    const plain = { type: 'OtherEvent', data: {} };
    expect(withVersion(plain, upcasters)).toBe(plain);
  });

  it("reads the application's places of version 1 with the applicant's id under `applicantId`, and writes them as version 2", () => {
    const allocated = recorded({ applicationId: 'a1', allocatedAt: '2025-03-01T10:00:00.000Z' }, {}, 'PlaceAllocated');
    expect(upcast(allocated, UPCASTERS).data).toEqual({ applicantId: 'a1', allocatedAt: '2025-03-01T10:00:00.000Z' });
    expect(upcast(recorded({ applicationId: 'a1', releasedAt: 'x' }, {}, 'PlaceReleased'), UPCASTERS).data).toEqual({ applicantId: 'a1', releasedAt: 'x' });
    expect(withVersion({ type: 'PlaceAllocated', data: { applicantId: 'a1' } }, UPCASTERS).metadata).toEqual({ eventVersion: 2 });
  });
});
