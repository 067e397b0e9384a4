import type { EventMetadata, JsonObject, NewEvent, RecordedEvent } from './event-store.js';

/**
 * Stored events are never rewritten: when an event type changes shape, its old versions are read through upcasters.
 * An upcaster turns the data of one version of one type into the next version's; reading applies them in turn up
 * to the current version. The version an event was written in is `metadata.eventVersion` (absent: 1).
 */
export type Upcaster = (data: JsonObject) => JsonObject;

/** Per event type, the upcaster from each old version to the next: `{ SomeEvent: { 1: v1ToV2, 2: v2ToV3 } }`. */
export type Upcasters = Readonly<Record<string, Readonly<Record<number, Upcaster>>>>;

const applicantIdOf: Upcaster = ({ applicationId, ...rest }) => ({ ...rest, applicantId: applicationId });

/** The application's upcasters (docs/event-store.md, "Event payloads and their versions"). */
export const UPCASTERS: Upcasters = {
  // Version 1 of a place named the application's key `applicationId`; like every event of an application it is its applicant's id.
  PlaceAllocated: { 1: applicantIdOf },
  PlaceReleased: { 1: applicantIdOf },
  // Version 1 kept the office's reply as `reason`, among the applicant's personal values; it is the office's own text.
  DataRequestResolved: { 1: ({ reason, ...rest }) => ({ ...rest, reply: reason ?? null }) },
};

export const eventVersion = (metadata: EventMetadata): number => (typeof metadata.eventVersion === 'number' ? metadata.eventVersion : 1);

/** The version new events of a type are written in: one past its last upcaster. */
export function currentVersion(type: string, upcasters: Upcasters): number {
  let version = 1;
  while (upcasters[type]?.[version]) version++;
  return version;
}

/** The event as its type's current version, whatever version it was written in. */
export function upcast(event: RecordedEvent, upcasters: Upcasters): RecordedEvent {
  const steps = upcasters[event.type];
  const written = eventVersion(event.metadata);
  if (!steps?.[written]) return event;
  let [data, version] = [event.data, written];
  for (; steps[version]; version++) data = steps[version](data);
  return { ...event, data, metadata: { ...event.metadata, eventVersion: version } };
}

/** The event with the version it is written in, once its type has more than one (version 1 stays implicit). */
export function withVersion(event: NewEvent, upcasters: Upcasters): NewEvent {
  const version = currentVersion(event.type, upcasters);
  return version === 1 ? event : { ...event, metadata: { ...event.metadata, eventVersion: version } };
}
