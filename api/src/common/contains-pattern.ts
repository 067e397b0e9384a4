import { searchKey } from '@postula/catalogs';

const escapeLike = (text: string) => text.replace(/[\\%_]/g, '\\$&');

/** `ILIKE` pattern for "contains", with the wildcard characters of the input taken literally. */
export const containsPattern = (text: string | undefined) => (text === undefined ? null : `%${escapeLike(text)}%`);

/**
 * A name or e-mail filter as `LIKE` patterns over a search key column (migration 0105): each word of the typed text's
 * key "contained", longest word first; null when nothing is typed. 'maria jose nunez' finds 'María José Núñez Loor'.
 */
export const wordPatterns = (text: string | undefined): string[] | null => {
  const words = text === undefined ? [] : searchKey(text).split(' ').filter(Boolean);
  return words.length ? words.sort((a, b) => b.length - a.length).map((word) => `%${escapeLike(word)}%`) : null;
};

/**
 * SQL: `column` contains every word of the patterns parameter (`$n`, from wordPatterns), or the parameter is null.
 * The longest word alone is a plain LIKE, so the column's trigram index serves it (the parameter is bound before
 * planning, so the subscript is a constant); the other words are checked on the rows it finds.
 */
export const containsWords = (column: string, parameter: string) =>
  `(${parameter}::text[] IS NULL OR (${column} LIKE (${parameter}::text[])[1] AND ${column} LIKE ALL (${parameter}::text[])))`;
