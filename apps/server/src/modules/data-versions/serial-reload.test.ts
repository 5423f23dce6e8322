import { describe, expect, it } from 'vitest';
import { createSerialReload } from './serial-reload';

describe('createSerialReload', () => {
  it('runs a reload asked for during another after it, once for all who asked meanwhile', async () => {
    let data = 'old';
    let active = 0;
    let most = 0;
    const loaded: string[] = [];
    const releases: Array<() => void> = [];
    const reload = createSerialReload(async () => {
      active += 1;
      most = Math.max(most, active);
      const read = data;
      await new Promise<void>((resolve) => releases.push(resolve));
      loaded.push(read);
      active -= 1;
    });

    const first = reload();
    data = 'new';
    const second = reload();
    const third = reload();
    expect(third).toBe(second);
    releases.shift()?.();
    await first;
    await new Promise((resolve) => setTimeout(resolve, 0));
    releases.shift()?.();
    await second;
    expect(loaded).toEqual(['old', 'new']);
    expect(most).toBe(1);
  });

  it('reloads again after a failed reload', async () => {
    let calls = 0;
    const reload = createSerialReload(async () => {
      calls += 1;
      if (calls === 1) throw new Error('the database went away');
    });
    await expect(reload()).rejects.toThrow('the database went away');
    await reload();
    expect(calls).toBe(2);
  });
});
