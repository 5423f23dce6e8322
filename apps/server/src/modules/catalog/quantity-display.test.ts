import { describe, expect, it } from 'vitest';
import { formatDisplayQuantity } from './quantity-display';

describe('formatDisplayQuantity', () => {
  it.each([
    ['tablet', 'EA', 30, '30 tablets'],
    ['tablet', 'EA', 1, '1 tablet'],
    ['extended-release tablet', 'EA', 90, '90 tablets'],
    ['delayed-release capsule', 'EA', 1, '1 capsule'],
    ['inhaler', 'EA', 1, '1 inhaler'],
    ['inhaler', 'EA', 2, '2 inhalers'],
    ['patch', 'EA', 8, '8 patches'],
    ['suppository', 'EA', 12, '12 suppositories'],
    ['auto-injector', 'EA', 2, '2 auto-injectors'],
    ['prefilled syringe', 'EA', 10, '10 syringes'],
    ['vaginal ring', 'EA', 1, '1 ring'],
    ['sublingual film', 'EA', 14, '14 films'],
    ['oral solution', 'ML', 150, '150 mL'],
    ['injection pen', 'ML', 3, '3 mL'],
    ['cream', 'GM', 30, '30 g'],
    ['mystery form', 'EA', 5, '5 units'],
    ['tablet', 'EA', 100000, '100,000 tablets'],
  ] as const)('%s %s × %d reads %j', (form, unit, quantity, expected) => {
    expect(formatDisplayQuantity(form, unit, quantity)).toBe(expected);
  });
});
