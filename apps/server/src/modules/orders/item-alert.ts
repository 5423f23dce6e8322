import type { OrderItem } from '@fillwell/contracts';
import { PRODUCT, type OrderFulfillmentStatus } from '@fillwell/domain';

export type ItemAlert = NonNullable<OrderItem['alert']>;

export interface ItemAlertInput {
  formattedName: string;
  status: string;
  rxSrcType: string | null;
  transferSource: string | null;
  /** The pharmacy's or prescriber's name the prescription comes from. */
  rxSourceName: string | null;
  fulfillment: 'pickup' | 'delivery';
  fulfillmentStatus: OrderFulfillmentStatus;
}

export const ITEM_ALERT_LABELS = {
  transfer: 'Transfer in progress',
  consultation: 'Doctor visit required',
} as const;

const TRANSFER_TIME = 'Prescription transfers take 1-3 business days.';
const CALL_US = `Questions? Call us at ${PRODUCT.supportPhone}.`;

/** Alerts matter until the prescription is in hand, i.e. before the pharmacy starts filling. */
function isWaitingForPrescription(status: OrderFulfillmentStatus): boolean {
  return status === 'pending' || status === 'transferring';
}

function describeTransferRequest(input: ItemAlertInput): string {
  if (input.transferSource === 'provider') {
    const prescriber = input.rxSourceName ?? 'your prescriber';
    return `We contact ${prescriber} to send us your prescription for ${input.formattedName}.`;
  }
  const pharmacy = input.rxSourceName ?? 'your pharmacy';
  return `We contact ${pharmacy} to transfer your prescription for ${input.formattedName}.`;
}

function describeNextStep(fulfillment: 'pickup' | 'delivery'): string {
  return fulfillment === 'delivery'
    ? 'We ship your order as soon as the prescription arrives.'
    : 'We let you know when your order is ready for pickup.';
}

/** The notice an order item carries (order confirmation, orders list); null when none. */
export function buildItemAlert(input: ItemAlertInput): ItemAlert | null {
  if (input.status !== 'active' || !isWaitingForPrescription(input.fulfillmentStatus)) return null;
  if (input.rxSrcType === 'consultation') {
    return {
      label: { text: ITEM_ALERT_LABELS.consultation },
      modal: {
        header: 'Online doctor visit',
        content: [
          `Start your online doctor visit to get a prescription for ${input.formattedName}.`,
          'A visit takes about 5 minutes, and a doctor reviews it within 24 hours.',
          'We fill your order once the doctor writes your prescription.',
          CALL_US,
        ],
      },
    };
  }
  if (input.transferSource === 'pharmacy' || input.transferSource === 'provider') {
    return {
      label: { text: ITEM_ALERT_LABELS.transfer },
      modal: {
        header: 'Prescription transfer',
        content: [
          describeTransferRequest(input),
          TRANSFER_TIME,
          describeNextStep(input.fulfillment),
          CALL_US,
        ],
      },
    };
  }
  return null;
}
