/** Key conversion between code (camelCase) and the wire (snake_case). Keys only, never values. */

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

export function toSnakeKey(key: string): string {
  return key
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .replace(/([A-Z])([A-Z][a-z])/g, '$1_$2')
    .toLowerCase();
}

export function toCamelKey(key: string): string {
  return key.replace(/_+([a-z0-9])/g, (_match, letter: string) => letter.toUpperCase());
}

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
