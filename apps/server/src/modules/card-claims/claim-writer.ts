/**
 * Group commit for paid claims. A claim is written at once when no write is under way; claims
 * that arrive while one is go together in the next write, up to maxBatch a write. Each caller's
 * promise settles when its own claim's write has committed (or failed), so nothing is answered
 * before it is kept. Under load many claims share one statement and one commit instead of
 * queueing behind each other's: on PGlite, where the database runs on the server's own thread,
 * that is most of a claim's cost.
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
  let isWriting = false;

  async function drain(): Promise<void> {
    isWriting = true;
    while (queue.length > 0) {
      const batch = queue.splice(0, maxBatch);
      try {
        const kept = await writeBatch(batch.map((pending) => pending.item));
        for (const pending of batch) pending.resolve(kept.has(pending.item.id));
      } catch (error) {
        for (const pending of batch) pending.reject(error);
      }
    }
    isWriting = false;
  }

  return {
    write(item) {
      return new Promise<boolean>((resolve, reject) => {
        queue.push({ item, resolve, reject });
        if (!isWriting) void drain();
      });
    },
  };
}
