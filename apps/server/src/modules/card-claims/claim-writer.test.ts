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

// The writer starts a burst's first write with setImmediate; an immediate queued after it runs
// after it. A timer would not do: a 0 ms timer may fire before an earlier immediate.
const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('createBatchWriter', () => {
  it('writes together what arrives in one turn, then together what arrives during a write', async () => {
    const control = createControlledWrite();
    const writer = createBatchWriter<Item>(control.write, 10);
    const first = writer.write({ id: 'a' });
    // A claim reaches the writer only after its request's own promise steps.
    const second = Promise.resolve().then(() => writer.write({ id: 'b' }));
    await settle();
    expect(control.batches).toEqual([['a', 'b']]);
    const later = ['c', 'd', 'e'].map((id) => writer.write({ id }));
    await settle();
    expect(control.batches).toHaveLength(1);
    control.finish(0, ['a', 'b']);
    expect(await Promise.all([first, second])).toEqual([true, true]);
    await settle();
    expect(control.batches).toEqual([
      ['a', 'b'],
      ['c', 'd', 'e'],
    ]);
    control.finish(1, ['c', 'e']);
    expect(await Promise.all(later)).toEqual([true, false, true]);
  });

  it('does not write before the turn ends, even when the write answers at once', async () => {
    const batches: string[][] = [];
    const writer = createBatchWriter<Item>((items) => {
      batches.push(items.map((item) => item.id));
      return Promise.resolve(new Set(items.map((item) => item.id)));
    }, 10);
    const all = ['a', 'b', 'c'].map((id, index) =>
      Array.from({ length: index })
        .reduce<Promise<unknown>>((chain) => chain.then(() => undefined), Promise.resolve())
        .then(() => writer.write({ id })),
    );
    expect(await Promise.all(all)).toEqual([true, true, true]);
    expect(batches).toEqual([['a', 'b', 'c']]);
  });

  it('starts the next write before answering the claims of the write that finished', async () => {
    const control = createControlledWrite();
    const writer = createBatchWriter<Item>(control.write, 10);
    const events: string[] = [];
    const first = writer.write({ id: 'a' }).then(() => events.push('a answered'));
    await settle();
    const second = writer.write({ id: 'b' });
    control.finish(0, ['a']);
    // The next write is under way within the same turn: no timer, no I/O between them.
    await Promise.resolve();
    events.push(`writes: ${control.batches.length}`);
    await first;
    expect(events).toEqual(['writes: 2', 'a answered']);
    expect(control.batches).toEqual([['a'], ['b']]);
    control.finish(1, ['b']);
    expect(await second).toBe(true);
  });

  it('writes at most maxBatch at a time', async () => {
    const control = createControlledWrite();
    const writer = createBatchWriter<Item>(control.write, 2);
    const all = ['a', 'b', 'c', 'd', 'e'].map((id) => writer.write({ id }));
    await settle();
    control.finish(0, ['a', 'b']);
    await settle();
    control.finish(1, ['c', 'd']);
    await settle();
    control.finish(2, ['e']);
    expect(control.batches).toEqual([['a', 'b'], ['c', 'd'], ['e']]);
    expect(await Promise.all(all)).toEqual([true, true, true, true, true]);
  });

  it("fails a failed write's items only, and goes on writing", async () => {
    const control = createControlledWrite();
    const writer = createBatchWriter<Item>(control.write, 10);
    const first = writer.write({ id: 'a' });
    await settle();
    const second = writer.write({ id: 'b' });
    control.fail(0);
    await expect(first).rejects.toThrow('database down');
    await settle();
    control.finish(1, ['b']);
    expect(await second).toBe(true);
  });
});
