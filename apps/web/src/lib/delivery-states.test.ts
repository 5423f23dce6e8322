import { DELIVERY_STATE_OPTIONS } from './delivery-states';

describe('delivery states', () => {
  it('offers the 50 states, DC and the Northern Mariana Islands by name', () => {
    expect(DELIVERY_STATE_OPTIONS).toHaveLength(52);
    expect(DELIVERY_STATE_OPTIONS).toContainEqual({ code: 'DC', name: 'District of Columbia' });
    expect(DELIVERY_STATE_OPTIONS.at(-1)).toEqual({
      code: 'MP',
      name: 'Northern Mariana Islands',
    });
  });
});
