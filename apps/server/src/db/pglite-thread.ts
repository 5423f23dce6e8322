import { Worker } from 'node:worker_threads';
import {
  fromWireError,
  type PgliteThreadOptions,
  type ThreadReply,
  type ThreadRequest,
  type WireResult,
} from './pglite-thread-protocol';

/** What the query layer asks of PGlite: statements, and transactions holding them. */
export interface PgliteQueries {
  query(
    sql: string,
    params?: unknown[],
    options?: { rowMode?: 'array' | 'object' },
  ): Promise<WireResult>;
  exec(sql: string): Promise<WireResult[]>;
}

export interface PgliteThread extends PgliteQueries {
  transaction<T>(run: (tx: PgliteQueries) => Promise<T>): Promise<T>;
  /** The data dir as an uncompressed tarball. */
  dumpDataDir(): Promise<Blob>;
  close(): Promise<void>;
}

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;
type Call = DistributiveOmit<ThreadRequest, 'id'>;

interface Pending {
  resolve(result: unknown): void;
  reject(error: Error): void;
}

const workerUrl = new URL('./pglite-thread-worker.mjs', import.meta.url);

/**
 * PGlite on a thread of its own. PGlite runs a statement without yielding, so on the server's
 * thread every statement stops every request; here the database works while the server parses,
 * validates and answers, on a second core. Each statement is one message each way.
 */
export async function startPgliteThread(options: {
  dataDir: string | null;
  loadDataDir?: Blob;
}): Promise<PgliteThread> {
  const loadDataDir = options.loadDataDir ? await options.loadDataDir.arrayBuffer() : null;
  const workerData: PgliteThreadOptions = { dataDir: options.dataDir, loadDataDir };
  const worker = new Worker(workerUrl, {
    workerData,
    transferList: loadDataDir ? [loadDataDir] : [],
  });
  const pending = new Map<number, Pending>();
  let nextId = 1;
  let failure: Error | null = null;

  const failAll = (error: Error) => {
    failure = error;
    for (const call of pending.values()) call.reject(error);
    pending.clear();
  };
  const opened = new Promise<void>((resolve, reject) => {
    pending.set(0, { resolve: () => resolve(), reject });
  });
  worker.on('message', (message: ThreadReply) => {
    const call = pending.get(message.id);
    if (!call) return;
    pending.delete(message.id);
    if (pending.size === 0) worker.unref();
    if (message.ok) call.resolve(message.result);
    else call.reject(fromWireError(message.error));
  });
  worker.on('error', (error) => failAll(error));
  worker.on('exit', (code) => failAll(new Error(`The database thread ended (exit code ${code})`)));

  function send<T>(call: Call): Promise<T> {
    if (failure) return Promise.reject(failure);
    const id = nextId;
    nextId += 1;
    // Waiting on the database keeps the process alive; an idle database does not.
    if (pending.size === 0) worker.ref();
    return new Promise<T>((resolve, reject) => {
      pending.set(id, { resolve: resolve as (result: unknown) => void, reject });
      worker.postMessage({ ...call, id });
    });
  }

  const queriesIn = (txId: number | null): PgliteQueries => ({
    query: (sql, params = [], queryOptions = {}) =>
      send({ op: 'query', txId, sql, params, rowMode: queryOptions.rowMode ?? 'object' }),
    exec: (sql) => send({ op: 'exec', txId, sql }),
  });

  await opened;
  worker.unref();
  let nextTxId = 1;
  return {
    ...queriesIn(null),
    async transaction(run) {
      const txId = nextTxId;
      nextTxId += 1;
      await send({ op: 'begin', txId });
      let result;
      try {
        result = await run(queriesIn(txId));
      } catch (error) {
        await send({ op: 'end', txId, isCommit: false });
        throw error;
      }
      await send({ op: 'end', txId, isCommit: true });
      return result;
    },
    async dumpDataDir() {
      return new Blob([await send<ArrayBuffer>({ op: 'dump' })]);
    },
    async close() {
      if (failure) return;
      await send({ op: 'close' });
      await worker.terminate();
    },
  };
}
