/** Your Medications: the pinned list and the pending-delivery list (partner-and-shell §4). */

/** What the pending-delivery rule reads of a medication. */
export interface MedicationProgress {
  orderStatus: string | null;
  medStatus: { status: string | null };
  deliveryInfo: { status: string } | null;
}

const PENDING_DELIVERY_STATUS = /^(pending|transferring)$/;

/**
 * Med pending-delivery (partner-and-shell §4): delivery status matches pending or transferring,
 * or there is no delivery info and the order is active, unless med status is ready_for_pickup.
 */
export function isPendingDelivery(med: MedicationProgress): boolean {
  if (med.medStatus.status === 'ready_for_pickup') return false;
  if (med.deliveryInfo) return PENDING_DELIVERY_STATUS.test(med.deliveryInfo.status);
  return med.orderStatus === 'active';
}

/** A medication as the list transitions see it. */
export interface ListedMedication extends MedicationProgress {
  medNameId: number;
  pinned: boolean;
  orderId: string | null;
  orderItemId: string | null;
}

/** My medications: the pinned list and the pending-delivery list. */
export interface MedicationLists<M extends ListedMedication> {
  meds: M[];
  pendingDelivery: M[];
}

/** The lists for every medication the account has: pinned ones, and others on their way. */
export function sortMedications<M extends ListedMedication>(all: readonly M[]): MedicationLists<M> {
  return {
    meds: all.filter((med) => med.pinned),
    pendingDelivery: all.filter((med) => !med.pinned && isPendingDelivery(med)),
  };
}

function withoutMed<M extends ListedMedication>(list: readonly M[], medNameId: number): M[] {
  return list.filter((med) => med.medNameId !== medNameId);
}

/** Pinning puts the med on the list and removes it from the pending list. */
export function pinMedication<M extends ListedMedication>(
  lists: MedicationLists<M>,
  med: M,
): MedicationLists<M> {
  return {
    meds: [...withoutMed(lists.meds, med.medNameId), { ...med, pinned: true }],
    pendingDelivery: withoutMed(lists.pendingDelivery, med.medNameId),
  };
}

/** Unpinning removes the med from the list and from the pending list. */
export function unpinMedication<M extends ListedMedication>(
  lists: MedicationLists<M>,
  medNameId: number,
): MedicationLists<M> {
  return {
    meds: withoutMed(lists.meds, medNameId),
    pendingDelivery: withoutMed(lists.pendingDelivery, medNameId),
  };
}

function clearOrderLinks<M extends ListedMedication>(med: M, orderId: string): M {
  if (med.orderId !== orderId) return med;
  return {
    ...med,
    orderId: null,
    orderItemId: null,
    orderStatus: null,
    medStatus: { status: null },
    deliveryInfo: null,
  };
}

/**
 * Cancelling an order clears its meds' order links; a med no longer on its way leaves the
 * pending list.
 */
export function cancelMedicationOrder<M extends ListedMedication>(
  lists: MedicationLists<M>,
  orderId: string,
): MedicationLists<M> {
  return {
    meds: lists.meds.map((med) => clearOrderLinks(med, orderId)),
    pendingDelivery: lists.pendingDelivery
      .map((med) => clearOrderLinks(med, orderId))
      .filter(isPendingDelivery),
  };
}
