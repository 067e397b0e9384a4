/**
 * Which payload fields of which event types are personal, declared by the domain (libs/domain/src/privacy) and
 * handed to the event store's serializer, which stores them encrypted with the key of the person they belong to.
 */
export interface PersonalFields {
  /** Dotted path in the event's data to the id of the person the fields belong to (their key); null there: none. */
  subject: string;
  /**
   * Dotted paths to the personal values. Arrays on the way are walked element by element; a path that ends on an
   * object or array covers every string inside it. Only strings are personal: numbers, booleans and nulls stay.
   * `changes[field=a,b].new`: of the array `changes`, only the elements whose `field` is `a` or `b`.
   */
  paths: readonly string[];
}

export interface PersonalDataPolicy {
  /** By event type. */
  fields: Readonly<Record<string, PersonalFields>>;
  /** What a personal value reads as once its person's key is destroyed. */
  erasedText: string;
  /** The event recording an erasure, and where its subject is: a process reading it forgets the key it may hold. */
  erasure: { type: string; subject: string };
}

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

const valueAt = (data: Json, path: string): Json | undefined =>
  path.split('.').reduce<Json | undefined>((value, key) => (value !== null && typeof value === 'object' && !Array.isArray(value) ? value[key] : undefined), data);

export function subjectOf(fields: PersonalFields, data: Json): string | null {
  const subject = valueAt(data, fields.subject);
  return typeof subject === 'string' && subject ? subject : null;
}

/** Every string under `value`, replaced by `replace` in a fixed order (object keys sorted: jsonb does not keep their order). */
function mapStrings(value: Json, replace: (s: string) => string): Json {
  if (typeof value === 'string') return replace(value);
  if (Array.isArray(value)) return value.map((v) => mapStrings(v, replace));
  if (value !== null && typeof value === 'object') {
    const out: { [key: string]: Json } = {};
    for (const key of Object.keys(value).sort()) out[key] = mapStrings(value[key], replace);
    return out;
  }
  return value;
}

interface Step {
  key: string;
  /** Of an array, only the elements whose `key` holds one of `values`. */
  only?: { key: string; values: string[] };
}

const parsed = new Map<string, Step[]>();
const parsePath = (path: string): Step[] => {
  let steps = parsed.get(path);
  if (!steps) parsed.set(path, (steps = parseSteps(path)));
  return steps;
};
const parseSteps = (path: string): Step[] =>
  path.split('.').map((segment) => {
    const m = /^([^[]+)\[([^=\]]+)=([^\]]*)\]$/.exec(segment);
    return m ? { key: m[1], only: { key: m[2], values: m[3].split(',') } } : { key: segment };
  });

const matches = (value: Json, only: Step['only']) =>
  !only || (value !== null && typeof value === 'object' && !Array.isArray(value) && only.values.includes(String(value[only.key])));

/**
 * `value` with the strings at `steps[at..]` replaced. Objects and arrays on the way are copied once per call of
 * `mapPersonalStrings` (`copies`): the next path through them changes the copy instead of copying it again.
 */
function mapPath(value: Json, steps: Step[], at: number, replace: (s: string) => string, copies: Set<Json>, only?: Step['only']): Json {
  if (Array.isArray(value)) {
    const out = copies.has(value) ? value : copied(value.slice(), copies);
    for (let i = 0; i < out.length; i++) if (matches(out[i], only)) out[i] = mapPath(out[i], steps, at, replace, copies);
    return out;
  }
  if (at === steps.length) return mapStrings(value, replace);
  const { key, only: next } = steps[at];
  if (value === null || typeof value !== 'object' || !Object.hasOwn(value, key)) return value;
  const out = copies.has(value) ? value : copied({ ...value }, copies);
  out[key] = mapPath(value[key], steps, at + 1, replace, copies, next);
  return out;
}

function copied<T extends Json>(copy: T, copies: Set<Json>): T {
  copies.add(copy);
  return copy;
}

/**
 * The data with each personal string replaced by `replace(string)`, visited in the same order whatever the key order
 * of the data (encrypting collects them in that order, decrypting puts them back in it). `data` itself is not changed.
 */
export function mapPersonalStrings<D extends { [key: string]: Json }>(data: D, fields: PersonalFields, replace: (s: string) => string): D {
  const copies = new Set<Json>();
  let out: Json = data;
  for (const path of fields.paths) out = mapPath(out, parsePath(path), 0, replace, copies);
  return out as D;
}
