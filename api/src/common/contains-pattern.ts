/** `ILIKE` pattern for "contains", with the wildcard characters of the input taken literally. */
export const containsPattern = (text: string | undefined) => (text === undefined ? null : `%${text.replace(/[\\%_]/g, '\\$&')}%`);
