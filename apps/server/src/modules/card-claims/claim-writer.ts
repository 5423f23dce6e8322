/**
 * Group commit for paid claims. Claims that arrive in one turn of the event loop, or while a
 * write is under way, go together in the next write, up to maxBatch a write. Each caller's
 * promise settles when its own claim's write has committed (or failed), so nothing is answered
 * before it is kept. Under load many claims share one statement and one commit instead of
 * queueing behind each other's: on PGlite, where the database runs on the server's own thread,
 * that is most of a claim's cost.
 *
 * A write starts on the next turn (setImmediate), not at once: PGlite answers a statement
 * without yielding to the event loop, so a write started at once would hold the first claim
 * alone while the others already received waited unparsed behind it, and no two would ever
 * share a write.
 */
export interface BatchWriter<T extends { id: string }> {
  /** Whether the item was kept (the write answers which of its items were). */
  write(item: T): Promise<boolean>;
}

export function createBatchWriter<T extends { id: string }>(
  writeBatch: (items: readonly T[]) => Promise<ReadonlySet<string>>,
  maxBatch: number,
): BatchWriter<T> {
  interface Pending {
    item: T;
    resolve: (isKept: boolean) => void;
    reject: (error: unknown) => void;
  }
  const queue: Pending[] = [];
  let isScheduled = false;

  async function writeNext(): Promise<void> {
    const batch = queue.splice(0, maxBatch);
    try {
      const kept = await writeBatch(batch.map((pending) => pending.item));
      for (const pending of batch) pending.resolve(kept.has(pending.item.id));
    } catch (error) {
      for (const pending of batch) pending.reject(error);
    }
    if (queue.length > 0) setImmediate(() => void writeNext());
    else isScheduled = false;
  }

  return {
    write(item) {
      return new Promise<boolean>((resolve, reject) => {
        queue.push({ item, resolve, reject });
        if (isScheduled) return;
        isScheduled = true;
        setImmediate(() => void writeNext());
      });
    },
  };
}
