import { randomUUID } from 'node:crypto';
import { decrypt, encrypt, type DataKeys } from '../personal-data/data-keys.js';
import { mapPersonalStrings, subjectOf, type PersonalDataPolicy } from '../personal-data/personal-data-policy.js';
import type { EventMetadata, JsonObject, NewEvent, RecordedEvent } from './event-store.js';
import { upcast, UPCASTERS, withVersion, type Upcasters } from './upcasters.js';

/** Where an event keeps its encrypted personal values: the subject whose key encrypted them, and the ciphertext. */
const SEALED = 'personalData';
/** What a personal value is stored as in the event's data while its ciphertext is in the metadata. */
const STORED_PLACEHOLDER = '';

interface Sealed {
  subject: string;
  values: string;
}

export interface EventSerializerOptions {
  /** How old versions of events are read (default: the application's UPCASTERS). */
  upcasters?: Upcasters;
  /** Personal values stored encrypted per person (absent: stored as given, as in most tests). */
  personalData?: { policy: PersonalDataPolicy; keys: DataKeys };
}

const sealedOf = (metadata: EventMetadata): Sealed | undefined => {
  const sealed = metadata[SEALED];
  return sealed && typeof sealed === 'object' && !Array.isArray(sealed) ? (sealed as unknown as Sealed) : undefined;
};

/**
 * The one place every event passes between the application and either store: writes get their version and their
 * personal values encrypted with their person's key (the values in the data become '' and their ciphertext goes in
 * `metadata.personalData`); reads decrypt (a destroyed key: the policy's erased text) and upcast. Key lookups are one
 * query per batch for the keys a process does not hold yet.
 */
export class EventSerializer {
  private readonly upcasters: Upcasters;
  private readonly personal?: { policy: PersonalDataPolicy; keys: DataKeys };

  constructor(options: EventSerializerOptions = {}) {
    this.upcasters = options.upcasters ?? UPCASTERS;
    this.personal = options.personalData;
  }

  /** Events as stored: each with an id (the ciphertext is bound to nothing else, a retry reuses it). */
  async encode(events: NewEvent[]): Promise<NewEvent[]> {
    const versioned = events.map((e) => withVersion(e, this.upcasters));
    if (!this.personal) return versioned;
    const { policy, keys } = this.personal;
    const subjects = versioned.map((e) => (policy.fields[e.type] ? subjectOf(policy.fields[e.type], e.data) : null));
    if (subjects.every((s) => s === null)) return versioned;
    const found = await keys.keysOf(subjects.filter((s): s is string => s !== null), true);
    return versioned.map((event, i) => {
      const subject = subjects[i];
      if (subject === null) return event;
      const key = found.get(subject) ?? null;
      const fields = policy.fields[event.type];
      if (!key) return { ...event, data: mapPersonalStrings(event.data, fields, () => policy.erasedText) };
      const values: string[] = [];
      const data = mapPersonalStrings(event.data, fields, (value) => {
        values.push(value);
        return STORED_PLACEHOLDER;
      });
      if (values.length === 0) return event;
      const sealed: Sealed = { subject, values: encrypt(key, Buffer.from(JSON.stringify(values)), subject).toString('base64') };
      return { ...event, id: event.id ?? randomUUID(), data, metadata: { ...event.metadata, [SEALED]: sealed as unknown as JsonObject } };
    });
  }

  /**
   * Events as the application reads them, in the same order. With `types`, only events of those types (and erasures,
   * which every reader must see to forget a key) are decrypted and upcast; the others are left as stored.
   */
  async decode(events: RecordedEvent[], types?: ReadonlySet<string>): Promise<RecordedEvent[]> {
    const erasure = this.personal?.policy.erasure.type;
    const read = types ? (e: RecordedEvent) => types.has(e.type) || e.type === erasure : () => true;
    if (!this.personal || !events.some((e) => read(e) && (sealedOf(e.metadata) || e.type === erasure))) {
      return events.map((e) => (read(e) ? upcast(e, this.upcasters) : e));
    }
    const { policy, keys } = this.personal;
    const found = await keys.keysOf(events.flatMap((e) => (read(e) && sealedOf(e.metadata)?.subject) || []), false);
    return events.map((event) => {
      if (!read(event)) return event;
      if (event.type === policy.erasure.type) {
        const subject = subjectOf({ subject: policy.erasure.subject, paths: [] }, event.data);
        if (subject) {
          keys.forget(subject);
          found.set(subject, null);
        }
      }
      const sealed = sealedOf(event.metadata);
      const fields = policy.fields[event.type];
      if (!sealed || !fields) return upcast(event, this.upcasters);
      const { [SEALED]: _, ...metadata } = event.metadata;
      const key = found.get(sealed.subject) ?? null;
      const values = key ? (JSON.parse(decrypt(key, Buffer.from(sealed.values, 'base64'), sealed.subject).toString()) as string[]) : [];
      let next = 0;
      const data = mapPersonalStrings(event.data, fields, () => (key ? values[next++] : policy.erasedText));
      return upcast({ ...event, data, metadata }, this.upcasters);
    });
  }
}
