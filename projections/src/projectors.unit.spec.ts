import { READ_MODELS } from '@postula/platform';
import { projectorsFor } from './projectors.js';

describe('projectorsFor', () => {
  it('runs exactly the read models the API waits for and reports (READ_MODELS)', () => {
    const names = projectorsFor({ timezone: 'America/Guayaquil' }).map((p) => p.name);
    expect([...names].sort()).toEqual([...READ_MODELS].sort());
  });
});
