/**
 * Group commit for paid claims. Claims that arrive in one turn of the event loop, or while a
 * write is under way, go together in the next write, up to maxBatch a write. Each caller's
 * promise settles when its own claim's write has committed (or failed), so nothing is answered
 * before it is kept. Under load many claims share one statement and one commit instead of
 * queueing behind each other's: on PGlite, where the database runs on the server's own thread,
 * that is most of a claim's cost.
 *
 * The first write of a burst starts on the next turn (setImmediate), not at once, so that the
 * claims already received, still unparsed, join it. A write that follows another starts as soon
 * as that one has committed, before its claims are answered: waiting for the next turn left the
 * database idle while the server answered them and read the claims that had arrived meanwhile.
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
    let outcome: { kept: ReadonlySet<string> } | { error: unknown };
    try {
      outcome = { kept: await writeBatch(batch.map((pending) => pending.item)) };
    } catch (error) {
      outcome = { error };
    }
    // The claims that arrived during the write go now, before this batch is answered: the
    // database works on them while the server sends the answers and reads new claims.
    if (queue.length > 0) void writeNext();
    else isScheduled = false;
    for (const pending of batch) {
      if ('kept' in outcome) pending.resolve(outcome.kept.has(pending.item.id));
      else pending.reject(outcome.error);
    }
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
