import { DemoTimeline } from './demo-timeline.js';

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('DemoTimeline', () => {
  it('starts steps earliest first, runs one key in order, and lets a step add a later one', async () => {
    const timeline = new DemoTimeline();
    const started: string[] = [];
    const step = (name: string, at: number, key: string, then?: () => void) => ({
      at,
      key,
      run: async () => {
        started.push(name);
        await tick();
        then?.();
      },
    });
    timeline.add(step('b1', 20, 'b'));
    timeline.add(step('a1', 10, 'a', () => timeline.add(step('a3', 25, 'a'))));
    timeline.add(step('a2', 30, 'a'));
    await timeline.run(1);
    expect(started).toEqual(['a1', 'b1', 'a3', 'a2']);
  });

  it('runs an alone step after everything before it has finished and before anything after it starts', async () => {
    const timeline = new DemoTimeline();
    const log: string[] = [];
    const step = (name: string, at: number, alone = false) => ({
      at,
      key: name,
      alone,
      run: async () => {
        log.push(`${name} start`);
        await tick();
        await tick();
        log.push(`${name} end`);
      },
    });
    for (const [name, at] of [['p', 1], ['q', 2], ['r', 4], ['s', 5]] as const) timeline.add(step(name, at));
    timeline.add(step('alone', 3, true));
    await timeline.run(4);
    const index = (entry: string) => log.indexOf(entry);
    expect(index('alone start')).toBeGreaterThan(Math.max(index('p end'), index('q end')));
    expect(index('r start')).toBeGreaterThan(index('alone end'));
    expect(index('s start')).toBeGreaterThan(index('alone end'));
    expect(log).toHaveLength(10);
  });
});
