import request from 'supertest';
import { eventually } from './eventually.js';

/** A store position (`12-0` on PostgreSQL, `12/12` on EventStoreDB) as two numbers, compared in that order. */
const numbers = (position: string) => position.split(/[-/]/).map(BigInt);
const atOrAfter = (at: string, position: string) => {
  const [a, b] = [numbers(at), numbers(position)];
  return a[0] > b[0] || (a[0] === b[0] && a[1] >= b[1]);
};

/**
 * Waits until the read models behind `url` have reached `position` (a write's X-Consistency-Token, or an append's
 * position), as its health check reports them to this machine. The API makes an account's reads wait for its own
 * writes only, so a test lets one person see another's write (a reviewer's decision, a seeded event) with this.
 */
export async function readModelsReach(url: string, position: string): Promise<void> {
  await eventually(async () => {
    const res = await request(url).get('/backend/api/health');
    const positions = res.body.checks?.projections?.details as Record<string, string | null> | undefined;
    return positions && Object.values(positions).every((at) => typeof at === 'string' && atOrAfter(at, position));
  }, 30_000);
}
