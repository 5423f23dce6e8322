import type { Order } from '@fillwell/contracts';
import {
  CONSULTATIONS_PATH,
  PRODUCT,
  SHIPPING_LABELS,
  describeOrderUpdatePromise,
  formatMoney,
  type ConsultationStatus,
} from '@fillwell/domain';
import { getPharmacyName, getRefunds, hasConsultation } from './order-rules';

/** What an order bought with an online doctor visit asks of the person, as the visit stands. */
export interface ConsultationNextStep {
  headline: string;
  /** Only a visit still to be filled in needs the person to act. */
  isActionRequired: boolean;
  /** The confirmation's lead message. */
  message: string;
  /** What the consultation card says, and where its button leads (none when nothing is left). */
  cardText: string;
  action: { label: string; to: string } | null;
}

export const CONSULTATION_HEADLINES = {
  incomplete: 'Start your consultation now',
  awaiting_doctor_review: 'Your doctor is reviewing your visit',
  prescribed: 'Your doctor prescribed your medication',
  not_prescribed: 'Your doctor did not prescribe your medication',
  not_eligible: 'An online visit is not available for you',
  cancelled: 'Your online doctor visit was cancelled',
  completed: 'Your online doctor visit is complete',
} as const satisfies Record<ConsultationStatus, string>;

/** What follows a prescription: the pickup pharmacy gets it, or the order ships. */
function describeAfterPrescription(order: Order): string {
  if (order.fulfillment === 'delivery') {
    return `Your order ships free by ${SHIPPING_LABELS.delivery} once the pharmacy has prepared it.`;
  }
  const promise = describeOrderUpdatePromise(order.updateChannel);
  const ready = promise ? ` ${promise} when it is ready for pickup.` : '';
  return `We sent your prescription to ${getPharmacyName(order)}.${ready}`;
}

/** What happens if the doctor prescribes, before they decide. */
function describeIfPrescribed(order: Order): string {
  return order.fulfillment === 'pickup'
    ? `If the doctor prescribes, we send your order to ${getPharmacyName(order)}.`
    : `If the doctor prescribes, your order ships free by ${SHIPPING_LABELS.delivery}.`;
}

/** "We refunded $12.81 to your card." for what the order has paid back, or nothing. */
function describeRefunds(order: Order): string {
  const cents = getRefunds(order).reduce((sum, refund) => sum + refund.amount.amountCents, 0);
  return cents > 0 ? ` We refunded ${formatMoney(cents)} to your card.` : '';
}

/** How the person hears of the doctor's decision. */
function describeDecisionNews(order: Order): string {
  const promise = describeOrderUpdatePromise(order.updateChannel);
  return promise ? ` ${promise} as soon as the doctor decides.` : '';
}

/**
 * The order's call to action, from the status of its online doctor visit (one place for the
 * headline, the 'Action required' tag, the message and the consultation card). A declined visit
 * refunds the medication but not the visit fee; a visit that cannot go ahead is cancelled with
 * the medication for a full refund, as the order's cancellation does.
 */
export function getConsultationNextStep(
  order: Order,
  status: ConsultationStatus,
): ConsultationNextStep {
  const visitLink = order.consultationId
    ? `/consultation/${encodeURIComponent(order.consultationId)}`
    : CONSULTATIONS_PATH;
  const headline = CONSULTATION_HEADLINES[status];
  switch (status) {
    case 'incomplete':
      return {
        headline,
        isActionRequired: true,
        message: `Your online doctor visit takes about 5 minutes, and a doctor reviews it within 24 hours. ${describeIfPrescribed(order)}`,
        cardText:
          'Answer a few questions about your health. It takes about 5 minutes, and a doctor reviews your visit within 24 hours.',
        action: { label: 'Start your consultation', to: visitLink },
      };
    case 'awaiting_doctor_review':
      return {
        headline,
        isActionRequired: false,
        message: `You sent your visit to the doctor, who reviews it within 24 hours. ${describeIfPrescribed(order)}`,
        cardText: `A doctor reviews your visit within 24 hours.${describeDecisionNews(order)}`,
        action: { label: 'See your visit', to: visitLink },
      };
    case 'prescribed':
      return {
        headline,
        isActionRequired: false,
        message: `The doctor reviewed your visit and wrote your prescription. ${describeAfterPrescription(order)}`,
        cardText: 'Your doctor wrote your prescription. Read their note in the visit report.',
        action: { label: "Read the doctor's report", to: visitLink },
      };
    case 'not_prescribed':
      return {
        headline,
        isActionRequired: false,
        message: `The doctor reviewed your visit and did not prescribe the medication, so we cancelled it.${describeRefunds(order)} The visit fee is not refunded: the doctor reviewed your visit.`,
        cardText: 'Read why in the visit report, with a note from your doctor.',
        action: { label: "Read the doctor's report", to: visitLink },
      };
    case 'not_eligible':
      return {
        headline,
        isActionRequired: false,
        message: `A doctor cannot prescribe this medication for you through an online visit. Cancel it in Your Orders for a full refund, visit fee included, or call us at ${PRODUCT.supportPhone}.`,
        cardText: 'Cancel the medication in Your Orders for a full refund, visit fee included.',
        action: { label: 'Go to Your Orders', to: '/account/orders' },
      };
    case 'cancelled':
      return {
        headline,
        isActionRequired: false,
        message: `The medication was cancelled before the doctor's review, so the visit will not take place.${describeRefunds(order)}`,
        cardText: 'This visit will not take place.',
        action: null,
      };
    case 'completed':
      return {
        headline,
        isActionRequired: false,
        message: `Your online doctor visit is complete. ${describeAfterPrescription(order)}`,
        cardText: 'Your visit and its report stay in your consultations.',
        action: { label: 'See your consultations', to: CONSULTATIONS_PATH },
      };
  }
}

/** The next step of the order's online doctor visit; null for an order without one. */
export function getOrderConsultationStep(order: Order): ConsultationNextStep | null {
  if (!hasConsultation(order)) return null;
  return getConsultationNextStep(order, order.consultationStatus ?? 'incomplete');
}
