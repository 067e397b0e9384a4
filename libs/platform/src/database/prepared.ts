import type { QueryConfig } from 'pg';

/**
 * A named statement for the hot paths (every save, every projector's read): each connection parses it once and
 * PostgreSQL may keep a generic plan, instead of parsing and planning the text on every call. `name` must be unique per
 * text (the driver refuses one name with two texts on a connection).
 */
export const prepared =
  (name: string, text: string) =>
  (values: unknown[]): QueryConfig =>
    ({ name, text, values });
