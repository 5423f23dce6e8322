import { desc, eq, sql } from 'drizzle-orm';
import { FUNNEL_EVENTS } from '@fillwell/domain';
import type { AppDatabase, Executor } from '../../db/client';
import { accounts, analyticsAttributions, analyticsVisits } from '../../db/schema/index';
import { insertEvents } from './event-repository';
import { toUtmColumns, type UtmColumns } from './visit-repository';

/** A sign-in this soon after the account was made is its signup. */
const SIGNUP_WINDOW_MS = 60 * 60 * 1000;

const NO_UTM = toUtmColumns({});

const visitColumns = {
  id: analyticsVisits.id,
  utmCampaign: analyticsVisits.utmCampaign,
  utmSource: analyticsVisits.utmSource,
  utmMedium: analyticsVisits.utmMedium,
  utmTerm: analyticsVisits.utmTerm,
  utmContent: analyticsVisits.utmContent,
  utmType: analyticsVisits.utmType,
  utmKeyword: analyticsVisits.utmKeyword,
  utmVersionid: analyticsVisits.utmVersionid,
  utmTemplateid: analyticsVisits.utmTemplateid,
  utmFlowid: analyticsVisits.utmFlowid,
  utmSegmentid: analyticsVisits.utmSegmentid,
};

type AttributedVisit = UtmColumns & { id: string };

function toAttributionColumns(visit: AttributedVisit | undefined) {
  if (!visit) return { visitId: null, ...NO_UTM };
  const { id, ...utm } = visit;
  return { visitId: id, ...utm };
}

/**
 * An account signed in on a session: the session's visit is now that account's, and when the
 * account was just made, its signup is attributed to the visit's UTM values (once).
 */
export async function attributeSignIn(
  db: AppDatabase,
  sessionId: string | null,
  accountId: string,
  now: Date = new Date(),
): Promise<void> {
  if (sessionId === null) return;
  const [visit] = await db
    .update(analyticsVisits)
    .set({ accountId })
    .where(eq(analyticsVisits.sessionId, sessionId))
    .returning(visitColumns);
  const [account] = await db
    .select({ createdAt: accounts.createdAt })
    .from(accounts)
    .where(eq(accounts.id, accountId))
    .limit(1);
  if (!account || now.getTime() - account.createdAt.getTime() > SIGNUP_WINDOW_MS) return;
  await db
    .insert(analyticsAttributions)
    .values({
      subjectType: 'signup',
      subjectId: accountId,
      accountId,
      ...toAttributionColumns(visit),
    })
    .onConflictDoNothing();
}

/** What attributing a paid order needs to know of it. */
export interface AttributedOrder {
  id: string;
  accountId: string;
  totalCents: number;
}

/**
 * A paid order is attributed to its account's latest visit that arrived with UTM values (else
 * its latest visit), once, and "Order Paid" is recorded for the funnel under that visit's
 * source. Runs in the transaction that records the payment.
 */
export async function attributePaidOrder(tx: Executor, order: AttributedOrder): Promise<void> {
  const [visit] = await tx
    .select(visitColumns)
    .from(analyticsVisits)
    .where(eq(analyticsVisits.accountId, order.accountId))
    .orderBy(sql`${analyticsVisits.utmCapturedAt} desc nulls last`, desc(analyticsVisits.createdAt))
    .limit(1);
  const inserted = await tx
    .insert(analyticsAttributions)
    .values({
      subjectType: 'order',
      subjectId: order.id,
      accountId: order.accountId,
      ...toAttributionColumns(visit),
    })
    .onConflictDoNothing()
    .returning({ subjectId: analyticsAttributions.subjectId });
  if (inserted.length === 0) return;
  await insertEvents(tx, { visitId: visit?.id ?? null, accountId: order.accountId }, [
    {
      type: 'track',
      name: FUNNEL_EVENTS.paid,
      properties: { orderId: order.id, totalCents: order.totalCents },
      occurredAt: new Date(),
    },
  ]);
}
