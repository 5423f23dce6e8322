import { createHash } from 'node:crypto';
import type {
  NimbusCartItem,
  NimbusCartResponse,
  NimbusPurchaseResponse,
} from '@fillwell/contracts';
import { computeSpecialtyNextStep } from '@fillwell/domain';
import type { AppDatabase } from '../../db/client';
import { findDefaultAddress } from '../addresses/index';
import type { CatalogueIndex } from '../catalog/index';
import { PURCHASE_ERRORS, type StandingOrderItem, type StandingOrders } from '../orders/index';
import { listCardRows } from '../payments/index';
import { findPharmacy, listPrescriptions } from '../pharmacy-plus/index';
import { listAccountPatients } from '../pharmacy-plus/patient-repository';
import { describeDrug, isPrescriptionOrderable } from '../pharmacy-plus/plus-views';
import type { Clock } from '../scheduling/index';
import { specialtyErrors } from './specialty-errors';

export interface NimbusCartOptions {
  db: AppDatabase;
  catalogue: CatalogueIndex;
  standingOrders: StandingOrders;
  clock: Clock;
}

interface PlannedItem {
  view: NimbusCartItem;
  order: StandingOrderItem;
  priceId: string;
}

/** Shipping of specialty orders is free (core-shopping: USPS First Class, free). */
const SHIPPING_CENTS = 0;

/**
 * The Nimbus cart: the orderable prescriptions the account's partner pharmacies hold for it,
 * each at its first listed supply. Bought through the orders module's standing orders (the
 * purchase's settlement: one order and one charge per attempt key), shipped from the mail-order
 * pharmacy.
 */
export function createNimbusCart(options: NimbusCartOptions) {
  const { db, catalogue, standingOrders, clock } = options;

  async function planItems(accountId: string) {
    const patients = await listAccountPatients(db, accountId);
    const today = clock.today();
    const prescriptions = await listPrescriptions(
      db,
      patients.map((patient) => patient.id),
    );
    const items: PlannedItem[] = [];
    for (const { prescription, prices } of prescriptions) {
      const price = prices[0];
      if (!price || !isPrescriptionOrderable(prescription, today)) continue;
      const drug = describeDrug(catalogue, prescription.medNameId, prescription.medId);
      items.push({
        priceId: price.id,
        view: {
          prescriptionId: prescription.id,
          medId: prescription.medId,
          name: drug.name,
          quantity: price.quantity,
          daysSupply: price.daysSupply,
          amount: price.amountCents,
        },
        order: {
          medId: prescription.medId,
          medNameId: prescription.medNameId,
          slug: drug.slug,
          formattedName: drug.name,
          formattedDescription: drug.description,
          quantity: price.quantity,
          priceCategory: 'delivery',
          priceCents: price.amountCents,
          rxSrcType: null,
          isRecurring: false,
        },
      });
    }
    const firstPatient = patients[0];
    const pharmacy = firstPatient ? await findPharmacy(db, firstPatient.partnerPharmacyId) : null;
    return { items, pharmacyName: pharmacy?.name ?? null };
  }

  async function readProgress(accountId: string | null) {
    if (!accountId) return { isSignedIn: false, hasAddress: false, hasCard: false };
    const [address, cards] = await Promise.all([
      findDefaultAddress(db, accountId),
      listCardRows(db, accountId),
    ]);
    return { isSignedIn: true, hasAddress: address !== undefined, hasCard: cards.length > 0 };
  }

  /** The cart as the review step shows it, with where the person stands. */
  async function describe(accountId: string | null): Promise<NimbusCartResponse> {
    const progress = await readProgress(accountId);
    const planned = accountId ? await planItems(accountId) : { items: [], pharmacyName: null };
    const subtotal = planned.items.reduce((sum, item) => sum + item.view.amount, 0);
    return {
      ...progress,
      pharmacyName: planned.pharmacyName,
      items: planned.items.map((item) => item.view),
      subtotal,
      shipping: SHIPPING_CENTS,
      total: subtotal + SHIPPING_CENTS,
      nextStep: computeSpecialtyNextStep(progress),
    };
  }

  /**
   * Buys the cart. The attempt is named by the Idempotency-Key header, else by the cart's
   * contents and the day: the same purchase sent twice makes one order and one charge.
   */
  async function purchase(call: {
    accountId: string;
    cardId?: string | undefined;
    idempotencyKey: string | undefined;
  }): Promise<NimbusPurchaseResponse> {
    const { items } = await planItems(call.accountId);
    if (items.length === 0) throw specialtyErrors.cartEmpty();
    const outcome = await standingOrders.place({
      accountId: call.accountId,
      origin: 'specialty',
      idempotencyKey: toAttemptKey(call.idempotencyKey, items, clock.today()),
      items: items.map((item) => item.order),
      cardId: call.cardId ?? null,
    });
    switch (outcome.kind) {
      case 'paid': {
        const { order } = outcome;
        return {
          orderId: order.id,
          orderNumber: order.orderNumber,
          pharmacyId: order.pharmacy?.id ?? null,
          pharmacyNetworkId: order.pharmacyNetworkId,
          cartFlowId: order.cartId ?? order.id,
          subtotal: order.subtotalCents,
          total: order.totalCents,
          nextStep: computeSpecialtyNextStep({
            isSignedIn: true,
            hasAddress: true,
            hasCard: true,
            orderId: order.id,
          }),
        };
      }
      case 'failed':
        throw PURCHASE_ERRORS.paymentFailed(outcome.message);
      case 'unavailable':
        throw specialtyErrors.purchaseUnavailable();
      case 'not_placed':
        if (outcome.reason === 'no_card') throw PURCHASE_ERRORS.noCard();
        throw PURCHASE_ERRORS.checkoutIncomplete(outcome.message, 'delivery-address');
    }
  }

  return { describe, purchase };
}

/** Keys of this flow never meet a cart purchase's keys. */
function toAttemptKey(header: string | undefined, items: PlannedItem[], today: string): string {
  if (header) return `specialty:${header}`;
  const contents = items.map((item) => item.priceId).join(',');
  const digest = createHash('sha256').update(contents).digest('hex').slice(0, 32);
  return `specialty:${today}:${digest}`;
}

export type NimbusCart = ReturnType<typeof createNimbusCart>;
