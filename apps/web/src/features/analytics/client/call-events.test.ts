import { describe, expect, it } from 'vitest';
import { createCallEvents } from './call-events';

const price = (amountCents: number) => ({ amountCents });
const item = (id: string, priceId: string, name: string) => ({
  id,
  priceId,
  medId: 10,
  medNameId: 20,
  quantity: 30,
  priceCategory: 'edlp',
  name,
  formattedName: name,
  isRecurring: false,
  rxSrcType: null,
});

describe('API calls as funnel events', () => {
  it('tracks searches, the drug page’s default view and the items new to the cart', () => {
    const toEvents = createCallEvents(() => 0);
    expect(toEvents({ endpointName: 'searchMedications', args: 'atorva', payload: [] })).toEqual([
      { name: 'Products Searched', properties: { query: 'atorva' } },
    ]);
    const [viewed] = toEvents({
      endpointName: 'getDrugDetail',
      args: 'atorvastatin',
      payload: {
        medNameId: 20,
        telemedConditions: [],
        defaultMedId: 10,
        forms: [
          {
            dosages: [
              {
                medId: 10,
                defaultQuantityIndex: 0,
                quantities: [
                  {
                    rawQuantity: 30,
                    price: {
                      edlp: price(999),
                      local: price(0),
                      delivery: price(0),
                      magic: price(0),
                    },
                  },
                ],
              },
            ],
          },
        ],
      },
    });
    expect(viewed).toMatchObject({
      name: 'Product Viewed',
      properties: { slug: 'atorvastatin', medId: 10, medNameId: 20, quantity: 30, edlpRank: 1 },
    });

    toEvents({
      endpointName: 'getCart',
      args: undefined,
      payload: { items: [item('a', 'p1', 'Lipitor')] },
    });
    // A mutation's arguments are not kept: the items new to the cart are the ones added.
    const added = toEvents({
      endpointName: 'addCartItems',
      args: undefined,
      payload: { items: [item('a', 'p1', 'Lipitor'), item('b', 'p2', 'Metformin')] },
    });
    expect(added).toEqual([
      {
        name: 'Product Added',
        properties: { medId: 10, medNameId: 20, quantity: 30, priceCategory: 'edlp' },
      },
    ]);

    const [completed] = toEvents({
      endpointName: 'purchase',
      args: undefined,
      payload: { orderId: 'o1', pharmacyId: null },
    });
    expect(completed?.properties).toMatchObject({
      orderId: 'o1',
      isDiabetesEligible: true,
      numberDiabetesEligible: 1,
    });
    expect(toEvents({ endpointName: 'getUser', args: undefined, payload: {} })).toEqual([]);
  });
});
