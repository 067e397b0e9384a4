/** Full years from a birth day to a day, both 'YYYY-MM-DD' (a 29 February birthday counts from 1 March in other years). */
export function ageOn(birthDay: string, day: string): number {
  // Parts read by index, not destructured from `.map(Number)` (several times slower): every step save counts an age.
  const [birth, on] = [birthDay.split('-'), day.split('-')];
  const [by, bm, bd] = [Number(birth[0]), Number(birth[1]), Number(birth[2])];
  const [y, m, d] = [Number(on[0]), Number(on[1]), Number(on[2])];
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
}
