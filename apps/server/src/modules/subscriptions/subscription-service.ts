import {
  MED_ID_MESSAGE,
  type SetSubscriptionCartRequest,
  type SubscriptionActionItem,
  type SubscriptionCart,
  type SubscriptionEligibility,
  type SubscriptionEligibilityQuery,
  type Subscription,
} from '@fillwell/contracts';
import type { AppDatabase } from '../../db/client';
import { createNotFoundError, createValidationError } from '../../plugins/http-error';
import type { CatalogueIndex } from '../catalog/index';
import { MEDICATION_NOT_FOUND } from '../catalog/index';
import type { Clock } from '../scheduling/index';
import { resolveSubscriptionChoice } from './subscription-choice';
import { readKnownPerson, telemedEligibility } from '../telemed/index';
import { judgeSubscription, toEligibilityView } from './subscription-eligibility';
import {
  findSubscriptionCart,
  listAccountSubscriptions,
  listCharges,
  listIncompleteVisits,
  saveSubscriptionCart,
} from './subscription-repository';
import {
  EMPTY_SUBSCRIPTION_CART,
  listActionItems,
  toSubscriptionCart,
  toSubscriptionView,
} from './subscription-view';

/** Who asks: a visitor's session, and the account when signed in. */
export interface SubscriptionActor {
  sessionId: string | null;
  accountId: string | null;
}

export interface SubscriptionServiceOptions {
  db: AppDatabase;
  catalogue: CatalogueIndex;
  clock: Clock;
}

/** The subscription cart, eligibility, the person's subscriptions and what they must do. */
export function createSubscriptionService({ db, catalogue, clock }: SubscriptionServiceOptions) {
  /** The session's cart priced now; a medication that left the catalogue empties it. */
  async function getCart(sessionId: string | null): Promise<SubscriptionCart> {
    const row = sessionId ? await findSubscriptionCart(db, sessionId) : undefined;
    if (!row) return EMPTY_SUBSCRIPTION_CART;
    try {
      return toSubscriptionCart(resolveSubscriptionChoice(catalogue, row));
    } catch {
      return EMPTY_SUBSCRIPTION_CART;
    }
  }

  /** Puts one medication in the session's cart (replacing any), priced by the server. */
  async function setCart(
    sessionId: string,
    request: SetSubscriptionCartRequest,
  ): Promise<SubscriptionCart> {
    const choice = resolveSubscriptionChoice(catalogue, request);
    await saveSubscriptionCart(db, {
      sessionId,
      medId: choice.medication.medId,
      medNameId: choice.drug.medNameId,
      medPriceId: choice.medPriceId,
      quantity: choice.quantity,
    });
    return toSubscriptionCart(choice);
  }

  /** The state judged: the account's current state, else the session location's. */
  async function resolvePerson(actor: SubscriptionActor) {
    const known = await readKnownPerson(db, actor);
    return {
      state: known.state,
      patient: telemedEligibility.toTelemedPatient(known.dob, known.gender, clock.now()),
    };
  }

  async function judgeEligibility(
    actor: SubscriptionActor,
    query: SubscriptionEligibilityQuery,
  ): Promise<SubscriptionEligibility> {
    const drug = catalogue.getDrug(query.medNameId);
    if (!drug) throw createNotFoundError(MEDICATION_NOT_FOUND);
    const medId = query.medId ?? null;
    if (medId !== null && catalogue.getMedication(medId)?.medNameId !== drug.medNameId) {
      throw createValidationError({ med_id: [MED_ID_MESSAGE] });
    }
    const { state, patient } = await resolvePerson(actor);
    return toEligibilityView(drug, medId, state, await judgeSubscription(db, drug, state, patient));
  }

  async function listSubscriptions(accountId: string): Promise<Subscription[]> {
    const rows = await listAccountSubscriptions(db, accountId);
    const charges = await listCharges(
      db,
      rows.map((row) => row.id),
    );
    return rows.map((row) =>
      toSubscriptionView(
        catalogue,
        row,
        charges.filter((charge) => charge.subscriptionId === row.id),
      ),
    );
  }

  async function listActions(accountId: string): Promise<SubscriptionActionItem[]> {
    const [rows, visits] = await Promise.all([
      listAccountSubscriptions(db, accountId),
      listIncompleteVisits(db, accountId),
    ]);
    return listActionItems(rows, visits);
  }

  return { getCart, setCart, judgeEligibility, listSubscriptions, listActions };
}

export type SubscriptionService = ReturnType<typeof createSubscriptionService>;
