// @ts-check
/**
 * The thread PGlite runs on (see pglite-thread.ts): opens the database, then answers each
 * request from the server's thread (pglite-thread-protocol.ts). A `begin` holds one of PGlite's
 * transactions open across requests until its `end`. Plain JavaScript: a worker thread has no
 * TypeScript loader of its own, whoever started the server.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, types } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { cube } from '@electric-sql/pglite/contrib/cube';
import { earthdistance } from '@electric-sql/pglite/contrib/earthdistance';

/** @param {string} value */
const keepText = (value) => value;
/**
 * Dates, times and numerics arrive as text, as the query layer reads them: it asks for exactly
 * these parsers on every query, and functions cannot cross threads, so they are set here once.
 */
const PARSERS = {
  [types.TIMESTAMP]: keepText,
  [types.TIMESTAMPTZ]: keepText,
  [types.INTERVAL]: keepText,
  [types.DATE]: keepText,
  1231: keepText, // numeric[]
  1115: keepText, // timestamp[]
  1185: keepText, // timestamptz[]
  1187: keepText, // interval[]
  1182: keepText, // date[]
};

/** Thrown into a held transaction to roll it back. */
class RollbackRequested extends Error {}

const port = parentPort;
if (!port) throw new Error('pglite-thread-worker runs only as a worker thread');
/** @type {import('./pglite-thread-protocol').PgliteThreadOptions} */
const options = workerData;
/** @type {Map<number, { tx: import('@electric-sql/pglite').Transaction, end: (isCommit: boolean) => Promise<void> }>} */
const transactions = new Map();

const pg = await PGlite.create({
  ...(options.dataDir ? { dataDir: options.dataDir } : {}),
  ...(options.loadDataDir ? { loadDataDir: new Blob([options.loadDataDir]) } : {}),
  extensions: { pg_trgm, cube, earthdistance },
  parsers: PARSERS,
});
const parseLater = takeOverTypeParsers(pg);

/**
 * PGlite copies its parsers object into a new one on every statement, and it holds a parser for
 * each array type in the database (about 400, keyed by type id): the copy alone took about 0.2 ms,
 * half the cost of a short statement. Its own parsers object now holds only the parsers set here
 * (PGlite's defaults for the base types stay in use) and reaches the rest through its prototype,
 * which a copy leaves out: a column of such a type (an array) arrives as text and is parsed here
 * with the parser PGlite would have used (an array's parser finds its elements' there).
 * @param {PGlite} db
 * @returns {Map<number, (value: string, typeId: number) => unknown>}
 */
function takeOverTypeParsers(db) {
  const all = db.parsers;
  /** @type {Map<number, (value: string, typeId: number) => unknown>} */
  const later = new Map();
  for (const [typeId, parse] of Object.entries(all)) {
    if (!(typeId in PARSERS) && !(typeId in types.parsers)) later.set(Number(typeId), parse);
  }
  db.parsers = Object.assign(Object.create(all), PARSERS);
  return later;
}

/**
 * Opens a transaction and answers once it has begun; it stays open until its end is asked.
 * @param {number} txId
 * @returns {Promise<void>}
 */
function begin(txId) {
  return new Promise((resolveBegun, rejectBegun) => {
    /** @type {(isCommit: boolean) => void} */
    let settleEnd = () => undefined;
    /** @type {Promise<boolean>} */
    const ended = new Promise((resolve) => {
      settleEnd = resolve;
    });
    const finished = pg.transaction(async (tx) => {
      transactions.set(txId, { tx, end: endWith });
      resolveBegun();
      if (!(await ended)) throw new RollbackRequested();
    });
    // Before the transaction began a failure is the begin's; afterwards, the end's.
    finished.catch(rejectBegun);
    /** @param {boolean} isCommit */
    async function endWith(isCommit) {
      settleEnd(isCommit);
      try {
        await finished;
      } catch (error) {
        if (!(error instanceof RollbackRequested)) throw error;
      }
    }
  });
}

/** @param {number} txId */
function requireTransaction(txId) {
  const open = transactions.get(txId);
  if (!open) throw new Error(`Transaction ${txId} is not open`);
  return open;
}

/** @param {number | null} txId */
const findTarget = (txId) => (txId === null ? pg : requireTransaction(txId).tx);

/** Statements worth preparing once seen this often; at most so many are kept. */
const PREPARE_AFTER_USES = 2;
const PREPARED_STATEMENTS_MAX = 2_000;
/**
 * Statement texts seen with plain values: how often, and their prepared name once prepared
 * ('preparing' while a PREPARE is under way, 'unpreparable' when one failed).
 * @type {Map<string, { uses: number, state: string }>}
 */
const statements = new Map();
let preparedCount = 0;

/** @param {unknown} value */
const isLiteral = (value) =>
  value === null ||
  value === undefined ||
  ['string', 'number', 'boolean', 'bigint'].includes(typeof value);

/** A parameter as a quoted literal: quotes doubled, as standard_conforming_strings reads them. */
const toLiteral = (/** @type {unknown} */ value) =>
  value === null || value === undefined ? 'NULL' : `'${String(value).replaceAll("'", "''")}'`;

/**
 * A statement run often, with plain values, is prepared once and then executed by name, so the
 * database plans it once instead of on every run (PGlite's query() always parses and plans, and
 * the plan is most of a short statement's cost). Parameter types are inferred as they are for an
 * unprepared statement; one that cannot be prepared runs unprepared, as do the runs sent while
 * it is being prepared. Inside a transaction it is prepared behind a savepoint, so a failed
 * PREPARE leaves the transaction as it was (a prepared statement outlives the transaction it was
 * made in, even one rolled back).
 * @param {string} sql
 * @param {unknown[]} params
 * @param {Pick<import('@electric-sql/pglite').Transaction, 'exec'>} target
 * @param {boolean} isInTransaction
 * @returns {Promise<string | null>} the prepared name, or null to run it as it is
 */
async function findPrepared(sql, params, target, isInTransaction) {
  if (params.length === 0 || !params.every(isLiteral)) return null;
  let entry = statements.get(sql);
  if (!entry) {
    if (statements.size >= PREPARED_STATEMENTS_MAX) return null;
    entry = { uses: 0, state: 'new' };
    statements.set(sql, entry);
  }
  entry.uses += 1;
  if (entry.state !== 'new') return entry.state.startsWith('prepared_') ? entry.state : null;
  if (entry.uses < PREPARE_AFTER_USES) return null;
  preparedCount += 1;
  const name = `prepared_${preparedCount}`;
  entry.state = 'preparing';
  const isPrepared = await (isInTransaction
    ? prepareBehindSavepoint(target, name, sql)
    : prepare(target, name, sql));
  entry.state = isPrepared ? name : 'unpreparable';
  return isPrepared ? name : null;
}

/**
 * @param {Pick<import('@electric-sql/pglite').Transaction, 'exec'>} target
 * @param {string} name
 * @param {string} sql
 */
async function prepare(target, name, sql) {
  try {
    await target.exec(`PREPARE ${name} AS ${sql}`);
    return true;
  } catch {
    return false;
  }
}

/**
 * @param {Pick<import('@electric-sql/pglite').Transaction, 'exec'>} target
 * @param {string} name
 * @param {string} sql
 */
async function prepareBehindSavepoint(target, name, sql) {
  await target.exec('SAVEPOINT fillwell_prepare');
  const isPrepared = await prepare(target, name, sql);
  if (!isPrepared) await target.exec('ROLLBACK TO SAVEPOINT fillwell_prepare');
  await target.exec('RELEASE SAVEPOINT fillwell_prepare');
  return isPrepared;
}

/**
 * @param {number | null} txId
 * @param {string} sql
 * @param {unknown[]} params
 * @param {'array' | 'object'} rowMode
 */
async function query(txId, sql, params, rowMode) {
  const target = findTarget(txId);
  const name = await findPrepared(sql, params, target, txId !== null);
  if (!name) return target.query(sql, params, { rowMode });
  // One simple-protocol message: query() would parse, describe, bind and describe again.
  const [result] = await target.exec(`EXECUTE ${name}(${params.map(toLiteral).join(', ')})`, {
    rowMode,
  });
  return result ?? { rows: [], fields: [], affectedRows: 0 };
}

/** @param {import('@electric-sql/pglite').Results} result */
function toWireResult({ rows, fields, affectedRows }) {
  parseRemainingColumns(rows, fields);
  return { rows, fields, affectedRows };
}

/**
 * The columns left as text by PGlite (takeOverTypeParsers), parsed in place. A row object holds
 * the last of several columns with one name, as PGlite's own rows do.
 * @param {unknown[]} rows
 * @param {ReadonlyArray<{ name: string, dataTypeID: number }>} fields
 */
function parseRemainingColumns(rows, fields) {
  const isArrayMode = Array.isArray(rows[0]);
  fields.forEach((field, index) => {
    const parse = parseLater.get(field.dataTypeID);
    if (!parse) return;
    if (!isArrayMode && fields.findLastIndex(({ name }) => name === field.name) !== index) return;
    const key = isArrayMode ? index : field.name;
    for (const row of rows) {
      const record = /** @type {Record<string | number, unknown>} */ (row);
      const value = record[key];
      if (typeof value === 'string') record[key] = parse(value, field.dataTypeID);
    }
  });
}

/**
 * @param {import('./pglite-thread-protocol').ThreadRequest} request
 * @returns {Promise<unknown>}
 */
async function run(request) {
  switch (request.op) {
    case 'query': {
      const { txId, sql, params, rowMode } = request;
      return toWireResult(await query(txId, sql, params, rowMode));
    }
    case 'exec':
      return (await findTarget(request.txId).exec(request.sql)).map(toWireResult);
    case 'begin':
      return begin(request.txId);
    case 'end': {
      const open = requireTransaction(request.txId);
      transactions.delete(request.txId);
      return open.end(request.isCommit);
    }
    case 'dump':
      // A database started from the dump begins at its last checkpoint and replays the log
      // written since: after a migration and a seeding, about 0.45 s of every copy's start.
      await pg.exec('CHECKPOINT');
      return (await pg.dumpDataDir('none')).arrayBuffer();
    case 'close':
      return pg.close();
  }
}

/**
 * An error's message and its cloneable fields (a database error's code, constraint, detail…).
 * @param {unknown} error
 */
function toWireError(error) {
  if (!(error instanceof Error)) return { message: String(error), fields: {} };
  /** @type {Record<string, unknown>} */
  const fields = { name: error.name };
  for (const [key, value] of Object.entries(error)) {
    if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) {
      fields[key] = value;
    }
  }
  return { message: error.message, fields };
}

/**
 * The last request of each open transaction: a transaction's requests run one after another, in
 * the order sent, even when sent together, so that none runs between another's steps (a
 * statement prepared behind a savepoint).
 * @type {Map<number, Promise<unknown>>}
 */
const transactionTails = new Map();

/** @param {import('./pglite-thread-protocol').ThreadRequest} request */
function runInOrder(request) {
  const txId = 'txId' in request ? request.txId : null;
  if (txId === null || request.op === 'begin') return run(request);
  const previous = transactionTails.get(txId) ?? Promise.resolve();
  const result = previous.then(() => run(request));
  const tail = result.catch(() => undefined);
  transactionTails.set(txId, tail);
  if (request.op === 'end') {
    void tail.then(() => {
      if (transactionTails.get(txId) === tail) transactionTails.delete(txId);
    });
  }
  return result;
}

port.on('message', (/** @type {import('./pglite-thread-protocol').ThreadRequest} */ request) => {
  const { id } = request;
  runInOrder(request).then(
    (result) =>
      port.postMessage({ id, ok: true, result }, result instanceof ArrayBuffer ? [result] : []),
    (error) => port.postMessage({ id, ok: false, error: toWireError(error) }),
  );
});
port.postMessage({ id: 0, ok: true, result: null });
