import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { and, eq, gt, lt, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { AppDatabase, Executor } from '../../db/client';
import { serverInstances } from '../../db/schema/index';

/** This process: what its rows in server_instances and the work it starts are named by. */
export const SERVER_INSTANCE_ID = `inst_${process.pid}_${randomBytes(6).toString('base64url')}`;

export const HEARTBEAT_INTERVAL_MS = 2_000;
/**
 * An instance silent this long is gone: three heartbeats missed, and a little more for a busy
 * machine. Taking over the work of an instance that was only slow is safe, only wasted: settling
 * and refunding are idempotent against the payment provider.
 */
export const INSTANCE_EXPIRY_SECONDS = 7;
/** Rows of instances gone this long are deleted (a missing row means gone too). */
const FORGOTTEN_AFTER_SECONDS = 3_600;

function isFresh() {
  return gt(
    serverInstances.heartbeatAt,
    sql`now() - make_interval(secs => ${INSTANCE_EXPIRY_SECONDS})`,
  );
}

/** SQL: the instance named in `column` (null: none) is not heartbeating. */
export function isInstanceGone(column: AnyPgColumn): SQL {
  return sql`not exists (select 1 from ${serverInstances} where ${serverInstances.id} = ${column} and ${isFresh()})`;
}

export async function isInstanceAlive(db: Executor, id: string | null): Promise<boolean> {
  if (id === null) return false;
  const rows = await db
    .select({ id: serverInstances.id })
    .from(serverInstances)
    .where(and(eq(serverInstances.id, id), isFresh()))
    .limit(1);
  return rows.length > 0;
}

export interface InstanceHeartbeatOptions {
  db: AppDatabase;
  instanceId?: string;
  onError: (error: unknown) => void;
}

/** Keeps this instance's row fresh while it runs; stopping removes it (its work is free at once). */
export function createInstanceHeartbeat(options: InstanceHeartbeatOptions) {
  const { db } = options;
  const id = options.instanceId ?? SERVER_INSTANCE_ID;
  let timer: NodeJS.Timeout | null = null;

  async function beat(): Promise<void> {
    await db
      .insert(serverInstances)
      .values({ id, pid: process.pid, hostname: hostname() })
      .onConflictDoUpdate({ target: serverInstances.id, set: { heartbeatAt: sql`now()` } });
  }

  /** A failed beat is tried again at the next one: the database may be back by then. */
  function beatQuietly(): Promise<void> {
    return beat().catch(options.onError);
  }

  function forgetLongGone(): Promise<void> {
    return db
      .delete(serverInstances)
      .where(
        lt(
          serverInstances.heartbeatAt,
          sql`now() - make_interval(secs => ${FORGOTTEN_AFTER_SECONDS})`,
        ),
      )
      .then(() => {}, options.onError);
  }

  return {
    id,
    async start(): Promise<void> {
      if (timer) return;
      await beatQuietly();
      await forgetLongGone();
      timer = setInterval(() => void beatQuietly(), HEARTBEAT_INTERVAL_MS);
      timer.unref();
    },
    async stop(): Promise<void> {
      if (!timer) return;
      clearInterval(timer);
      timer = null;
      await db
        .delete(serverInstances)
        .where(eq(serverInstances.id, id))
        .then(() => {}, options.onError);
    },
  };
}

export type InstanceHeartbeat = ReturnType<typeof createInstanceHeartbeat>;
