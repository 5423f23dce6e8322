import { describe, expect, it } from 'vitest';
import { isDatabaseMissing, isDatabaseUnavailable, isUniqueViolation } from './errors';

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

describe('isDatabaseUnavailable', () => {
  const wrap = (cause: unknown) => new Error('Failed query', { cause });

  it('knows a terminated or refused connection, on the error or the errors it wraps', () => {
    const terminated = Object.assign(new Error('terminating connection'), { code: '57P01' });
    expect(isDatabaseUnavailable(terminated)).toBe(true);
    expect(isDatabaseUnavailable(wrap(terminated))).toBe(true);
    expect(isDatabaseUnavailable(wrap(new Error('Connection terminated unexpectedly')))).toBe(true);
    expect(isDatabaseUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true);
    expect(
      isDatabaseUnavailable(
        new Error('Client has encountered a connection error and is not queryable'),
      ),
    ).toBe(true);
    const refused = Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
    expect(isDatabaseUnavailable(new AggregateError([refused, refused]))).toBe(true);
  });

  it('knows the connection-exception class and the start-up and shutdown states', () => {
    for (const code of ['08006', '08001', '57P02', '57P03', '53300', '57014']) {
      expect(isDatabaseUnavailable({ code })).toBe(true);
    }
  });

  it("is false for the request's own failures", () => {
    for (const code of ['23505', '22P02', '40001', '3D000', '08']) {
      expect(isDatabaseUnavailable({ code })).toBe(false);
    }
    expect(isDatabaseUnavailable(new Error('boom'))).toBe(false);
    expect(isDatabaseUnavailable(null)).toBe(false);
  });
});

describe('isDatabaseMissing', () => {
  it('knows a database that does not exist', () => {
    expect(isDatabaseMissing(Object.assign(new Error('does not exist'), { code: '3D000' }))).toBe(
      true,
    );
    expect(isDatabaseMissing({ code: '57P01' })).toBe(false);
  });
});
