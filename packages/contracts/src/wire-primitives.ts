import { z } from 'zod';

/**
 * Building blocks for request fields that go into the database. Every id and count the API takes
 * is stored in a PostgreSQL `integer` column, so a request integer carries that column's range:
 * a larger one is refused as invalid (400) instead of failing in the database (500), and the
 * OpenAPI document shows the bounds. Text never holds a NUL character (the input guard refuses
 * one anywhere in a request) and JSON bodies are at most 64 levels deep.
 */

/** The range of a 32-bit `integer` column. */
export const INT32_MIN = -2_147_483_648;
export const INT32_MAX = 2_147_483_647;

/** A JSON integer a 32-bit column can hold; `message` replaces every complaint's words. */
export function int32Field(message?: string) {
  return z
    .number(message === undefined ? undefined : { error: message })
    .int(message)
    .min(INT32_MIN, message)
    .max(INT32_MAX, message);
}

/** A positive JSON integer a 32-bit column can hold: an id or a count. */
export function positiveInt32Field(message?: string) {
  return z
    .number(message === undefined ? undefined : { error: message })
    .int(message)
    .positive(message)
    .max(INT32_MAX, message);
}

/** A path or query integer (text on the wire) a 32-bit column can hold. */
export function int32TextField(message?: string) {
  return z.coerce
    .number(message === undefined ? undefined : { error: message })
    .int(message)
    .min(INT32_MIN, message)
    .max(INT32_MAX, message);
}

/** A positive path or query integer (text on the wire) a 32-bit column can hold. */
export function positiveInt32TextField(message?: string) {
  return z.coerce
    .number(message === undefined ? undefined : { error: message })
    .int(message)
    .positive(message)
    .max(INT32_MAX, message);
}
