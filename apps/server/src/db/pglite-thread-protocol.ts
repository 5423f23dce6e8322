/** The messages between the server's thread and PGlite's (pglite-thread.ts, pglite-thread-worker.ts). */

export interface PgliteThreadOptions {
  dataDir: string | null;
  /** A dumped data dir (an uncompressed tarball) the in-memory database starts as a copy of. */
  loadDataDir: ArrayBuffer | null;
}

/** Statements name a transaction a `begin` opened, or null outside any. */
export type ThreadRequest =
  | {
      id: number;
      op: 'query';
      txId: number | null;
      sql: string;
      params: unknown[];
      rowMode: 'array' | 'object';
    }
  | { id: number; op: 'exec'; txId: number | null; sql: string }
  | { id: number; op: 'begin'; txId: number }
  | { id: number; op: 'end'; txId: number; isCommit: boolean }
  | { id: number; op: 'dump' }
  | { id: number; op: 'close' };

/** Request id 0 is the thread's own: the database is open. */
export type ThreadReply =
  { id: number; ok: true; result: unknown } | { id: number; ok: false; error: WireError };

export interface WireResult {
  rows: unknown[];
  fields: Array<{ name: string; dataTypeID: number }>;
  affectedRows?: number;
}

/** An error's message and its cloneable fields (a database error's code, constraint, detail…). */
export interface WireError {
  message: string;
  fields: Record<string, unknown>;
}

export function fromWireError(wire: WireError): Error {
  return Object.assign(new Error(wire.message), wire.fields);
}
