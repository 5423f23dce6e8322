import { createHash } from 'node:crypto';
import { and, desc, eq, gt, lt } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client';
import { authThrottleEvents } from '../../db/schema/index';

/**
 * What the throttles count: wrong passwords, wrong phone codes, phone codes and app links sent,
 * and Pharmacy Plus verifications whose details matched no patient.
 */
export type ThrottleKind =
  'password_failure' | 'otp_failure' | 'otp_send' | 'app_link_send' | 'patient_verify_failure';

export interface ThrottleRule {
  windowMs: number;
  /** Events one client may cause for one email or number within the window. */
  perClient: number;
  /**
   * Events all clients together may cause for one email or number within the window; devices
   * the account signed in on before are spared this lock, so strangers cannot lock the owner out.
   */
  perSubject: number;
}

const MINUTE_MS = 60_000;

export const THROTTLE_RULES: Record<ThrottleKind, ThrottleRule> = {
  password_failure: { windowMs: 15 * MINUTE_MS, perClient: 5, perSubject: 20 },
  // Two codes' worth of wrong guesses per client: a new code after five typos still works.
  otp_failure: { windowMs: 15 * MINUTE_MS, perClient: 10, perSubject: 20 },
  otp_send: { windowMs: 10 * MINUTE_MS, perClient: 5, perSubject: 10 },
  // A link to the app is texted once or twice, not ten times: a number is not to be spammed.
  app_link_send: { windowMs: 60 * MINUTE_MS, perClient: 3, perSubject: 5 },
  // Details that match no patient: counted per client, whatever details were tried.
  patient_verify_failure: { windowMs: 15 * MINUTE_MS, perClient: 5, perSubject: 5 },
};

const LONGEST_WINDOW_MS = Math.max(...Object.values(THROTTLE_RULES).map((rule) => rule.windowMs));

/** Who is trying: a client address, or a device the account signed in on before. */
export interface ThrottleClient {
  key: string;
  isTrusted: boolean;
}

/**
 * Sign-in throttles kept in the database, so that every server process counts the same events
 * and a restart forgets none. Locks by email or number and client; and by email or number
 * across clients, except for trusted devices.
 */
export function createSignInThrottle(db: AppDatabase, now: () => Date = () => new Date()) {
  async function listRecent(
    kind: ThrottleKind,
    subjectHash: string,
    clientKey: string | null,
    limit: number,
  ): Promise<Date[]> {
    const since = new Date(now().getTime() - THROTTLE_RULES[kind].windowMs);
    const rows = await db
      .select({ createdAt: authThrottleEvents.createdAt })
      .from(authThrottleEvents)
      .where(
        and(
          eq(authThrottleEvents.kind, kind),
          eq(authThrottleEvents.subjectHash, subjectHash),
          gt(authThrottleEvents.createdAt, since),
          clientKey === null ? undefined : eq(authThrottleEvents.client, clientKey),
        ),
      )
      .orderBy(desc(authThrottleEvents.createdAt))
      .limit(limit);
    return rows.map((row) => row.createdAt);
  }

  /** How long until fewer than `limit` of the events (newest first) are in the window. */
  function computeWaitMs(times: readonly Date[], limit: number, windowMs: number): number {
    const oldestCounted = times.length >= limit ? times[limit - 1] : undefined;
    if (!oldestCounted) return 0;
    return Math.max(0, oldestCounted.getTime() + windowMs - now().getTime());
  }

  return {
    /** Milliseconds this client must wait before trying the email or number again; 0 for now. */
    async getWaitMs(kind: ThrottleKind, subject: string, client: ThrottleClient): Promise<number> {
      const rule = THROTTLE_RULES[kind];
      const subjectHash = hashSubject(subject);
      const own = await listRecent(kind, subjectHash, client.key, rule.perClient);
      const ownWaitMs = computeWaitMs(own, rule.perClient, rule.windowMs);
      if (ownWaitMs > 0 || client.isTrusted) return ownWaitMs;
      const all = await listRecent(kind, subjectHash, null, rule.perSubject);
      return computeWaitMs(all, rule.perSubject, rule.windowMs);
    },

    /** Counts one event; events past every window are deleted on the way. */
    async record(kind: ThrottleKind, subject: string, client: ThrottleClient): Promise<void> {
      const at = now();
      await db
        .delete(authThrottleEvents)
        .where(lt(authThrottleEvents.createdAt, new Date(at.getTime() - LONGEST_WINDOW_MS)));
      await db
        .insert(authThrottleEvents)
        .values({ kind, subjectHash: hashSubject(subject), client: client.key, createdAt: at });
    },

    /** After a success: this client's failures no longer count (other clients' still do). */
    async clear(kind: ThrottleKind, subject: string, client: ThrottleClient): Promise<void> {
      await db
        .delete(authThrottleEvents)
        .where(
          and(
            eq(authThrottleEvents.kind, kind),
            eq(authThrottleEvents.subjectHash, hashSubject(subject)),
            eq(authThrottleEvents.client, client.key),
          ),
        );
    },
  };
}

export type SignInThrottle = ReturnType<typeof createSignInThrottle>;

/** Emails and numbers are counted by hash, not kept in the clear. */
function hashSubject(subject: string): string {
  return createHash('sha256').update(subject.trim().toLowerCase()).digest('hex');
}

/** "15 minutes", "1 minute": whole minutes, rounded up. */
export function formatWait(waitMs: number): string {
  const minutes = Math.max(1, Math.ceil(waitMs / 60_000));
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}
