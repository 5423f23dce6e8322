/** Key conversion between code (camelCase) and the wire (snake_case). Keys only, never values. */

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/**
 * Converting every key of every response with regular expressions dominates a large response's
 * cost; the set of field names is small, so remember conversions (bounded, since request keys
 * come from clients).
 */
function memoizeKeyConversion(convert: (key: string) => string): (key: string) => string {
  const MAX_ENTRIES = 5_000;
  const cache = new Map<string, string>();
  return (key) => {
    const known = cache.get(key);
    if (known !== undefined) return known;
    const converted = convert(key);
    if (cache.size < MAX_ENTRIES) cache.set(key, converted);
    return converted;
  };
}

export const toSnakeKey = memoizeKeyConversion((key) =>
  key
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .replace(/([A-Z])([A-Z][a-z])/g, '$1_$2')
    .toLowerCase(),
);

export const toCamelKey = memoizeKeyConversion((key) =>
  key.replace(/_+([a-z0-9])/g, (_match, letter: string) => letter.toUpperCase()),
);

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

function convertKeys(value: unknown, convertKey: (key: string) => string): unknown {
  if (Array.isArray(value)) return value.map((item) => convertKeys(item, convertKey));
  if (!isPlainObject(value)) return value;
  const converted: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    converted[convertKey(key)] = convertKeys(item, convertKey);
  }
  return converted;
}

export function snakeCaseKeys<T>(value: T): unknown {
  return convertKeys(value, toSnakeKey);
}

export function camelCaseKeys<T>(value: T): unknown {
  return convertKeys(value, toCamelKey);
}

export type { Json };
