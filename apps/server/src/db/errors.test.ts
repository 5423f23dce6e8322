import { describe, expect, it } from 'vitest';
import { isUniqueViolation } from './errors';

describe('isUniqueViolation', () => {
  it('finds the unique-violation code on the error or on the errors it wraps', () => {
    expect(isUniqueViolation({ code: '23505' })).toBe(true);
    const driverError = Object.assign(new Error('duplicate key'), { code: '23505' });
    expect(isUniqueViolation(new Error('Failed query', { cause: driverError }))).toBe(true);
  });

  it('with a constraint name, counts only a violation of that index', () => {
    const driverError = Object.assign(new Error('duplicate key'), {
      code: '23505',
      constraint: 'orders_order_number_idx',
    });
    const wrapped = new Error('Failed query', { cause: driverError });
    expect(isUniqueViolation(wrapped, 'orders_order_number_idx')).toBe(true);
    expect(isUniqueViolation(wrapped, 'orders_account_idempotency_idx')).toBe(false);
    expect(isUniqueViolation({ code: '23503' }, 'orders_order_number_idx')).toBe(false);
  });

  it('is false for other failures', () => {
    expect(isUniqueViolation(new Error('boom'))).toBe(false);
    expect(isUniqueViolation({ code: '23503' })).toBe(false);
    expect(isUniqueViolation(Object.assign(new Error('other'), { code: '40001' }))).toBe(false);
    expect(isUniqueViolation(null)).toBe(false);
    expect(isUniqueViolation('23505')).toBe(false);
  });
});
