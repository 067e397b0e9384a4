/** Comparison key for catalog names: case, accents kept, surrounding and repeated spaces ignored. */
export const fold = (s: string) => s.trim().toLocaleLowerCase('es').replace(/\s+/g, ' ');
