/** A 32-bit FNV-1a hash of a text: the seed of one applicant's order. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/** mulberry32: a small seeded generator, numbers in [0, 1). */
function generator(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * The exam's questions in one applicant's order: shuffled (neighbours do not copy by position) but always the same
 * for the same applicant, on any device and after any reload (docs/decisions.md "Exam order and answers until sent").
 */
export function examOrderFor<T>(questions: readonly T[], applicantId: string): T[] {
  const random = generator(hash(applicantId));
  const out = [...questions];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}
