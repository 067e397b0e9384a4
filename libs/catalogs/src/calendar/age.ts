/** Full years from a birth day to a day, both 'YYYY-MM-DD' (a 29 February birthday counts from 1 March in other years). */
export function ageOn(birthDay: string, day: string): number {
  const [by, bm, bd] = birthDay.split('-').map(Number);
  const [y, m, d] = day.split('-').map(Number);
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
}
