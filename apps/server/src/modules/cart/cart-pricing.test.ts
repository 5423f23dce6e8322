import { describe, expect, it } from 'vitest';
import { CONSULTATION_FEE_CENTS, WELCOME_OFFERS } from '@fillwell/domain';
import type { CatalogueDrug, CatalogueMedication } from '../catalog/index';
import {
  evaluatePromotions,
  priceCart,
  WELCOME_OFFER_DESCRIPTION,
  type CartLine,
  type LinePrescriptionSource,
} from './cart-pricing';

const NO_PRESCRIPTION_SOURCE: LinePrescriptionSource = {
  transferSource: null,
  rxSrcPharmacyId: null,
  rxSrcProviderId: null,
  name: null,
};

/** docs/pricing.md: atorvastatin 20 mg × 30 is $13.11 at retail. */
const ATORVASTATIN_20: CatalogueMedication = {
  medId: 101,
  medNameId: 1,
  slug: 'atorvastatin',
  form: 'tablet',
  displayForm: 'Tablet',
  strength: '20 mg',
  displayDosage: '20mg',
  quantities: [30, 90],
  defaultQuantity: 30,
  isCustomQuantityAllowed: true,
  sortOrder: 0,
  unitCostMicrodollars: 28_720,
  isBrand: false,
  pricingUnit: 'EA',
};
/** Lipitor 20 mg × 30 is $583.17 at retail. */
const LIPITOR_20: CatalogueMedication = {
  ...ATORVASTATIN_20,
  medId: 202,
  medNameId: 2,
  slug: 'lipitor',
  unitCostMicrodollars: 17_200_000,
  isBrand: true,
};

function createDrug(medication: CatalogueMedication, overrides: Partial<CatalogueDrug> = {}) {
  const drug: CatalogueDrug = {
    medNameId: medication.medNameId,
    slug: medication.slug,
    name: medication.slug,
    genericName: medication.slug,
    isBrand: medication.isBrand,
    genericMedNameId: null,
    brandMedNameIds: [],
    drugClass: '',
    commonUses: '',
    category: '',
    popularityRank: 1,
    deaSchedule: null,
    isOpioid: false,
    promoExclusion: null,
    telemedConditions: [],
    isSynthetic: false,
    medications: [medication],
    ...overrides,
  };
  return drug;
}

function createLine(
  id: string,
  medication: CatalogueMedication,
  overrides: Partial<CartLine> = {},
  drugOverrides: Partial<CatalogueDrug> = {},
): CartLine {
  return {
    id,
    quantity: 30,
    priceCategory: 'edlp',
    isRecurring: false,
    rxSrcType: null,
    prescriptionSource: NO_PRESCRIPTION_SOURCE,
    drug: createDrug(medication, drugOverrides),
    medication,
    ...overrides,
  };
}

const base = { chainShortName: null, coupon: null, walletBalanceCents: null };
const welcome = WELCOME_OFFERS.firstFillCents + WELCOME_OFFERS.firstOrderCents;

describe('priceCart', () => {
  it('adds the item prices and shows zero as Free', () => {
    const empty = priceCart({ ...base, lines: [], isWelcomeOfferEligible: false });
    expect(empty.total).toEqual({ amountCents: 0, displayValue: 'Free' });
    const one = priceCart({
      ...base,
      lines: [createLine('a', ATORVASTATIN_20)],
      isWelcomeOfferEligible: false,
    });
    expect(one.total).toEqual({ amountCents: 1311, displayValue: '$13.11' });
    expect(one.items[0]?.formattedDescription).toBe('20mg tablet, 30 tablets');
  });

  it('gives a first order $15 off the first fill and $5 off the order', () => {
    const priced = priceCart({
      ...base,
      lines: [createLine('a', ATORVASTATIN_20), createLine('b', LIPITOR_20)],
      isWelcomeOfferEligible: true,
    });
    expect(priced.subtotal.amountCents).toBe(1311 + 58_317);
    expect(priced.coupon).toEqual({
      code: null,
      description: WELCOME_OFFER_DESCRIPTION,
      appliedAmount: { amountCents: welcome, displayValue: '$20.00' },
    });
    expect(priced.total.amountCents).toBe(1311 + 58_317 - welcome);
    const lipitor = priced.items.find((item) => item.id === 'b');
    expect(lipitor?.price.priceWithCoupons.amountCents).toBe(58_317 - welcome);
  });

  it('never discounts below zero', () => {
    const priced = priceCart({
      ...base,
      lines: [createLine('a', ATORVASTATIN_20)],
      isWelcomeOfferEligible: true,
      coupon: null,
    });
    expect(priced.total).toEqual({ amountCents: 0, displayValue: 'Free' });
  });

  it('takes a coupon instead of the welcome offers, never both', () => {
    const priced = priceCart({
      ...base,
      lines: [createLine('b', LIPITOR_20)],
      isWelcomeOfferEligible: true,
      coupon: { code: 'WELCOME25', description: '$25.00 off', discountCents: 2500 },
    });
    expect(priced.coupon?.code).toBe('WELCOME25');
    expect(priced.total.amountCents).toBe(58_317 - 2500);
  });

  it('keeps the welcome offers when a smaller coupon was applied', () => {
    const priced = priceCart({
      ...base,
      lines: [createLine('b', LIPITOR_20)],
      isWelcomeOfferEligible: true,
      coupon: { code: 'SAVE5', description: '$5.00 off', discountCents: 500 },
    });
    expect(priced.coupon?.code).toBeNull();
    expect(priced.total.amountCents).toBe(58_317 - welcome);
  });

  it('adds the doctor-visit fee and drops coupons on a consultation order', () => {
    const priced = priceCart({
      ...base,
      lines: [createLine('a', LIPITOR_20, { rxSrcType: 'consultation' })],
      isWelcomeOfferEligible: false,
      coupon: { code: 'SAVE5', description: '$5.00 off', discountCents: 500 },
    });
    expect(priced.items[0]?.price.consultationPrice?.amountCents).toBe(CONSULTATION_FEE_CENTS);
    expect(priced.coupon).toBeNull();
    expect(priced.total.amountCents).toBe(58_317 + CONSULTATION_FEE_CENTS);
  });

  it('gives no promotion to an order with a visit for an excluded condition', () => {
    const lines = [
      createLine(
        'a',
        LIPITOR_20,
        { rxSrcType: 'consultation' },
        { telemedConditions: ['cholesterol'] },
      ),
    ];
    const promotions = evaluatePromotions(lines, null, true);
    expect(promotions.isBlocked).toBe(true);
    const priced = priceCart({ ...base, lines, isWelcomeOfferEligible: true });
    expect(priced.coupon).toBeNull();
    expect(priced.promotionNote).toBe(
      'Promotions and welcome offers do not apply to orders with an online doctor visit for high cholesterol.',
    );
  });

  it('says why excluded medications take no promotion, only when one could apply', () => {
    const hairLoss = createLine('h', LIPITOR_20, {}, { promoExclusion: 'hair_loss' });
    const opioid = createLine('o', ATORVASTATIN_20, {}, { isOpioid: true });
    const lines = [hairLoss, opioid];
    expect(priceCart({ ...base, lines, isWelcomeOfferEligible: true }).promotionNote).toBe(
      'Promotions and welcome offers do not apply to hair-loss and opioid medications.',
    );
    expect(priceCart({ ...base, lines, isWelcomeOfferEligible: false }).promotionNote).toBeNull();
    const plain = [createLine('a', ATORVASTATIN_20)];
    expect(
      priceCart({ ...base, lines: plain, isWelcomeOfferEligible: true }).promotionNote,
    ).toBeNull();
  });

  it('leaves opioids, ED and hair-loss drugs out of promotions', () => {
    const opioid = createLine('o', LIPITOR_20, {}, { isOpioid: true });
    const ed = createLine('e', { ...LIPITOR_20, medNameId: 3 }, {}, { promoExclusion: 'ed' });
    const priced = priceCart({
      ...base,
      lines: [opioid, ed, createLine('a', ATORVASTATIN_20)],
      isWelcomeOfferEligible: true,
    });
    expect(priced.items.map((item) => item.promotionalCategory)).toEqual(['opioid', 'ed', null]);
    expect(priced.coupon?.appliedAmount.amountCents).toBe(1311);
  });

  it('shows the wallet credit a purchase could spend and asks consent for the discount card', () => {
    const priced = priceCart({
      ...base,
      lines: [createLine('a', ATORVASTATIN_20, { priceCategory: 'magic' })],
      isWelcomeOfferEligible: false,
      walletBalanceCents: 5000,
    });
    expect(priced.walletCredit?.appliedAmount.amountCents).toBe(priced.total.amountCents);
    expect(priced.reimbursementConsentRequired).toBe(true);
  });
});
