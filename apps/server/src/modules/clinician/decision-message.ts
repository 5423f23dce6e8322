import { PRODUCT, formatMoney } from '@fillwell/domain';

/** What the patient is told of a decision. */
export interface DecisionNews {
  decision: 'prescribed' | 'not_prescribed';
  consultationId: string;
  /** The order the visit was bought with: its id and its number (FW- and 8 characters). */
  order: { id: string; orderNumber: string } | null;
  medicationName: string;
  clinicianName: string;
  note: string;
  /** Not prescribed: paid back to the card for the medication. */
  refundCents: number;
  feeCents: number;
  /** Prescribed: where the prescription went. */
  pharmacyName: string | null;
}

export interface DecisionMessage {
  subject: string;
  text: string;
  sms: string;
}

function describeOutcome(news: DecisionNews): string[] {
  if (news.decision === 'prescribed') {
    const where = news.pharmacyName ? ` to ${news.pharmacyName}` : '';
    return [
      `${news.clinicianName} reviewed your online visit and prescribed ${news.medicationName}.`,
      `We sent the prescription${where}, and your order is being prepared.`,
    ];
  }
  const refund =
    news.refundCents > 0
      ? [`We refunded ${formatMoney(news.refundCents)} for the medication to your card.`]
      : [];
  return [
    `${news.clinicianName} reviewed your online visit and did not prescribe ${news.medicationName}.`,
    ...refund,
    `The ${formatMoney(news.feeCents)} visit fee is not refunded: the doctor reviewed your visit.`,
  ];
}

/** The decision as an email (with the clinician's note) and as a short text message. */
export function composeDecisionMessage(news: DecisionNews, siteUrl: string): DecisionMessage {
  const reportUrl = `${siteUrl}/visit/${encodeURIComponent(news.consultationId)}/report`;
  const orderLines = news.order
    ? [
        `Follow your order ${news.order.orderNumber}: ${siteUrl}/checkout/order-confirmation/${news.order.id}`,
      ]
    : [];
  const text = [
    ...describeOutcome(news),
    '',
    'A note from your clinician:',
    news.note,
    '',
    `Read your visit report: ${reportUrl}`,
    ...orderLines,
    `Questions? Call us at ${PRODUCT.supportPhone}.`,
  ].join('\n');
  const subject =
    news.decision === 'prescribed'
      ? `Your doctor prescribed ${news.medicationName}`
      : 'About your online doctor visit';
  const sms = `${PRODUCT.name}: your doctor reviewed your online visit. Read the result at ${reportUrl}`;
  return { subject, text, sms };
}
