import { readRequestedSelection, writeSelection } from './selection-params';

describe('selection in the URL', () => {
  it('reads a dosage and quantity', () => {
    expect(readRequestedSelection(new URLSearchParams('dosage=149506492&quantity=90'))).toEqual({
      medId: 149506492,
      quantity: 90,
    });
  });

  it('reads nothing from missing or malformed values', () => {
    expect(readRequestedSelection(new URLSearchParams('dosage=abc&quantity=-3'))).toEqual({
      medId: null,
      quantity: null,
    });
  });

  it('writes the selection and keeps other parameters', () => {
    const params = writeSelection(new URLSearchParams('utm_source=mail&quantity=30'), {
      medId: 7,
      quantity: 45,
    });
    expect(params.toString()).toBe('utm_source=mail&quantity=45&dosage=7');
  });
});
