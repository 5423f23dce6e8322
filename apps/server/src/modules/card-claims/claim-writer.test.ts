import { describe, expect, it } from 'vitest';
import { createBatchWriter } from './claim-writer';

interface Item {
  id: string;
}

/** A write the test finishes by hand, recording the batches it was given. */
function createControlledWrite() {
  const batches: string[][] = [];
  const finishers: Array<(kept: ReadonlySet<string>) => void> = [];
  const failers: Array<(error: Error) => void> = [];
  const write = (items: readonly Item[]) => {
    batches.push(items.map((item) => item.id));
    return new Promise<ReadonlySet<string>>((resolve, reject) => {
      finishers.push(resolve);
      failers.push(reject);
    });
  };
  return {
    batches,
    write,
    finish: (index: number, kept: string[]) => finishers[index]?.(new Set(kept)),
    fail: (index: number) => failers[index]?.(new Error('database down')),
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('createBatchWriter', () => {
  it('writes at once when idle, and together what arrives during a write', async () => {
    const control = createControlledWrite();
    const writer = createBatchWriter<Item>(control.write, 10);
    const first = writer.write({ id: 'a' });
    expect(control.batches).toEqual([['a']]);
    const later = ['b', 'c', 'd'].map((id) => writer.write({ id }));
    expect(control.batches).toHaveLength(1);
    control.finish(0, ['a']);
    expect(await first).toBe(true);
    await settle();
    expect(control.batches).toEqual([['a'], ['b', 'c', 'd']]);
    control.finish(1, ['b', 'd']);
    expect(await Promise.all(later)).toEqual([true, false, true]);
  });

  it('writes at most maxBatch at a time', async () => {
    const control = createControlledWrite();
    const writer = createBatchWriter<Item>(control.write, 2);
    const all = ['a', 'b', 'c', 'd'].map((id) => writer.write({ id }));
    control.finish(0, ['a']);
    await settle();
    control.finish(1, ['b', 'c']);
    await settle();
    control.finish(2, ['d']);
    expect(control.batches).toEqual([['a'], ['b', 'c'], ['d']]);
    expect(await Promise.all(all)).toEqual([true, true, true, true]);
  });

  it("fails a failed write's items only, and goes on writing", async () => {
    const control = createControlledWrite();
    const writer = createBatchWriter<Item>(control.write, 10);
    const first = writer.write({ id: 'a' });
    const second = writer.write({ id: 'b' });
    control.fail(0);
    await expect(first).rejects.toThrow('database down');
    await settle();
    control.finish(1, ['b']);
    expect(await second).toBe(true);
  });
});
