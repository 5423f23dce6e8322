import { describe, expect, it, vi } from 'vitest';
import { createClock } from './clock';
import { createJobScheduler } from './job-scheduler';

describe('job scheduler', () => {
  it('runs each job at the clock time and reports what it handled', async () => {
    const clock = createClock(() => Date.parse('2026-11-23T00:00:00Z'));
    const scheduler = createJobScheduler({ clock, onError: vi.fn() });
    const seen: string[] = [];
    scheduler.register({
      name: 'renewals',
      run: async (now) => {
        seen.push(now.toISOString());
        return 2;
      },
    });
    clock.advanceDays(31);
    expect(await scheduler.runAll()).toEqual([{ name: 'renewals', handled: 2 }]);
    expect(seen).toEqual(['2026-12-24T00:00:00.000Z']);
  });

  it('reports a failing job and still runs the others', async () => {
    const onError = vi.fn();
    const scheduler = createJobScheduler({ clock: createClock(), onError });
    scheduler.register({ name: 'broken', run: () => Promise.reject(new Error('boom')) });
    scheduler.register({ name: 'fine', run: async () => 0 });
    expect(await scheduler.runAll()).toEqual([
      { name: 'broken', handled: null },
      { name: 'fine', handled: 0 },
    ]);
    expect(onError).toHaveBeenCalledWith(expect.any(Error), 'broken');
  });

  it('never runs the same jobs twice at once', async () => {
    let active = 0;
    let most = 0;
    const scheduler = createJobScheduler({ clock: createClock(), onError: vi.fn() });
    scheduler.register({
      name: 'slow',
      run: async () => {
        active += 1;
        most = Math.max(most, active);
        await new Promise((resolve) => setTimeout(resolve, 10));
        active -= 1;
        return 1;
      },
    });
    await Promise.all([scheduler.runAll(), scheduler.runAll(), scheduler.runAll()]);
    expect(most).toBe(1);
  });
});
