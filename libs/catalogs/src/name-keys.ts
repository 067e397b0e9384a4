/** Comparison key for catalog names: case, accents kept, surrounding and repeated spaces ignored. */
export const catalogKey = (s: string) => s.trim().toLocaleLowerCase('es').replace(/\s+/g, ' ');

/**
 * Catalog entries by their catalog key, indexed once: a lookup keys only the name asked for instead of every name of
 * the catalog (a locale-aware lower case each) on every step save. The first spelling of a key wins.
 */
export const indexByKey = <T>(entries: readonly (readonly [string, T])[]) => entries.reduceRight((map, [name, value]) => map.set(catalogKey(name), value), new Map<string, T>());

/**
 * Search key of a name or an e-mail: lower case, diacritics dropped (NFD, combining marks removed), spaces collapsed,
 * so 'Núñez' and 'NUNEZ' share 'nunez'. The read models store it beside each searchable text and the staff lists match
 * the key of what is typed; computed here rather than with PostgreSQL's unaccent, which embedded PostgreSQL lacks.
 */
export const searchKey = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
