import type { Cart, CategoryPrices, DrugDetail, DrugQuantity } from '@fillwell/contracts';
import { CONSULTATION_FEE_CENTS, isDiabetesMedicationName } from '@fillwell/domain';

/** The product-view fields of partner-and-shell §3 "Analytics". */
export interface ProductViewFields {
  medId: number;
  medNameId: number | null;
  quantity: number;
  edlpAvailable: boolean;
  bsdAvailable: boolean;
  hdAvailable: boolean;
  telehAvailable: boolean;
  insuranceAvailable: boolean;
  hdRank: number | null;
  edlpRank: number | null;
  telehRank: number | null;
}

function isPriced(cents: number | undefined): cents is number {
  return cents !== undefined && cents > 0;
}

/** 1 for the cheapest of the offered amounts; null when `cents` is not offered. */
function rankOf(cents: number | undefined, offered: readonly number[]): number | null {
  if (!isPriced(cents)) return null;
  return offered.filter((other) => other < cents).length + 1;
}

/**
 * A drug page's product view: which ways to buy are offered at this dosage and quantity, and
 * where each ranks by price. edlp is the everyday price, bsd the Smart Deal (local), hd home
 * delivery, teleh an online doctor visit with delivery (delivery price plus the visit fee),
 * insurance the discount card's claim (billed to the pharmacy like an insurance claim).
 */
export function toProductViewFields(
  args: { medId: number; quantity: number },
  quantity: Pick<DrugQuantity, 'price'>,
  drug: Pick<DrugDetail, 'medNameId' | 'telemedConditions'> | undefined,
): ProductViewFields {
  const prices: CategoryPrices = quantity.price;
  const edlp = prices.edlp.amountCents;
  const delivery = prices.delivery.amountCents;
  const isTelehOffered = (drug?.telemedConditions.length ?? 0) > 0 && isPriced(delivery);
  const teleh = isTelehOffered ? delivery + CONSULTATION_FEE_CENTS : undefined;
  const offered = [
    edlp,
    prices.local.amountCents,
    delivery,
    prices.magic.amountCents,
    teleh,
  ].filter(isPriced);
  return {
    medId: args.medId,
    medNameId: drug?.medNameId ?? null,
    quantity: args.quantity,
    edlpAvailable: isPriced(edlp),
    bsdAvailable: isPriced(prices.local.amountCents),
    hdAvailable: isPriced(delivery),
    telehAvailable: isTelehOffered,
    insuranceAvailable: isPriced(prices.magic.amountCents),
    hdRank: rankOf(delivery, offered),
    edlpRank: rankOf(edlp, offered),
    telehRank: rankOf(teleh, offered),
  };
}

/** The derived order flags of partner-and-shell §3, for an order bought from this cart. */
export interface OrderFlags {
  isDiabetesEligible: boolean;
  numberDiabetesEligible: number;
  isSubs: boolean;
  isTelemed: boolean;
  pharmacyId: string | null;
  isRevolver: boolean;
}

/**
 * isSubs: an item refills on a schedule; isTelemed: an item comes with an online doctor
 * visit; isRevolver: the buyer had bought before (a returning customer).
 */
export function toOrderFlags(
  items: Cart['items'],
  pharmacyId: string | null,
  previousOrderCount: number,
): OrderFlags {
  const diabetes = items.filter(
    (item) => isDiabetesMedicationName(item.name) || isDiabetesMedicationName(item.formattedName),
  );
  return {
    isDiabetesEligible: diabetes.length > 0,
    numberDiabetesEligible: diabetes.length,
    isSubs: items.some((item) => item.isRecurring),
    isTelemed: items.some((item) => item.rxSrcType === 'consultation'),
    pharmacyId,
    isRevolver: previousOrderCount > 0,
  };
}
