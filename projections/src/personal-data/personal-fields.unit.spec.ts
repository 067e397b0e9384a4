import { PERSONAL_FIELDS } from '@postula/domain';
import { mapPersonalStrings } from '@postula/platform';
import { hostileEvents } from '../hostile-events.fixture.js';

const MARK = 'Marcapersonal';

/** Every string leaf of `value` holding the mark, as dotted paths (array indexes dropped). */
function marked(value: unknown, path = ''): string[] {
  if (typeof value === 'string') return value.includes(MARK) ? [path] : [];
  if (Array.isArray(value)) return value.flatMap((v) => marked(v, path));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => marked(v, path ? `${path}.${k}` : k));
  return [];
}

it('lists', () => {
  const left = new Set<string>();
  for (const { events } of hostileEvents(MARK)) {
    for (const e of events) {
      const fields = PERSONAL_FIELDS[e.type];
      const data = fields ? mapPersonalStrings(e.data, fields, () => '') : e.data;
      for (const p of marked(data)) left.add(`${e.type}.${p}`);
    }
  }
  console.log([...left].sort().join('\n'));
});
