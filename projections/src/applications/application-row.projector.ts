import type { ApplicationEvent } from '@postula/domain';
import { writeInRounds, type Projector, type RecordedEvent, type RowChange } from '@postula/platform';
import { erasedText, erasing, runErasure } from '../personal-data/erasure.js';

/** The row of one application an event changes: its key and the event's revision. */
export interface ApplicationRowBase {
  application_id: string;
  revision: number;
}

/**
 * A read model of one row per application, found by its primary key only; on PersonalDataErased its `personal`
 * text columns read 'Datos eliminados'.
 */
export function applicationRowProjector<T extends ApplicationEvent['type']>(spec: {
  name: string;
  table: string;
  handles: readonly T[];
  personal: readonly string[];
  changes: (event: Extract<ApplicationEvent, { type: T }>, base: ApplicationRowBase) => RowChange[];
}): Projector {
  const erase = `UPDATE ${spec.table} SET ${spec.personal.map((column) => erasedText(column)).join(', ')} WHERE application_id = ANY($1::uuid[])`;
  return erasing(
    {
      name: spec.name,
      tables: [spec.table],
      rebuildBuildsIndexesLast: true,
      handles: [...spec.handles],
      apply: (client, events) =>
        writeInRounds(client, events, (event) => String(event.data.applicantId), (event: RecordedEvent) => {
          const e = { type: event.type, data: event.data } as unknown as Extract<ApplicationEvent, { type: T }>;
          return spec.changes(e, { application_id: e.data.applicantId, revision: event.revision });
        }),
    },
    runErasure(erase),
  );
}
