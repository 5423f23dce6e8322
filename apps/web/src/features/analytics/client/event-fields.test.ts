import { describe, expect, it } from 'vitest';
import type { Cart, CategoryPrices } from '@fillwell/contracts';
import { toOrderFlags, toProductViewFields } from './event-fields';

function price(amountCents: number) {
  return { amountCents } as CategoryPrices['edlp'];
}

describe('analytics fields', () => {
  it('derives the product view fields: what is offered and how each ranks by price', () => {
    const fields = toProductViewFields(
      { medId: 11, quantity: 30 },
      { price: { edlp: price(1200), local: price(900), delivery: price(1000), magic: price(0) } },
      { medNameId: 5, telemedConditions: ['ed'] },
    );
    expect(fields).toEqual({
      medId: 11,
      medNameId: 5,
      quantity: 30,
      edlpAvailable: true,
      bsdAvailable: true,
      hdAvailable: true,
      telehAvailable: true,
      insuranceAvailable: false,
      // Offered: local 900, delivery 1000, edlp 1200, visit 1000 + 500.
      hdRank: 2,
      edlpRank: 3,
      telehRank: 4,
    });
    const withoutDrug = toProductViewFields(
      { medId: 11, quantity: 30 },
      { price: { edlp: price(1200), local: price(900), delivery: price(1000), magic: price(800) } },
      undefined,
    );
    expect(withoutDrug).toMatchObject({
      medNameId: null,
      telehAvailable: false,
      telehRank: null,
      insuranceAvailable: true,
      edlpRank: 4,
    });
  });

  it('derives the order flags from the cart bought', () => {
    const item = (name: string, extra: Partial<Cart['items'][number]> = {}) =>
      ({
        name,
        formattedName: name,
        isRecurring: false,
        rxSrcType: null,
        ...extra,
      }) as Cart['items'][number];
    expect(
      toOrderFlags(
        [item('Metformin ER'), item('Januvia'), item('Lipitor', { isRecurring: true })],
        'ph-1',
        0,
      ),
    ).toEqual({
      isDiabetesEligible: true,
      numberDiabetesEligible: 2,
      isSubs: true,
      isTelemed: false,
      pharmacyId: 'ph-1',
      isRevolver: false,
    });
    expect(toOrderFlags([item('Sildenafil', { rxSrcType: 'consultation' })], null, 3)).toEqual({
      isDiabetesEligible: false,
      numberDiabetesEligible: 0,
      isSubs: false,
      isTelemed: true,
      pharmacyId: null,
      isRevolver: true,
    });
  });
});
