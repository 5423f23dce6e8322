import { toSnakeKey } from '@fillwell/contracts';

/** Keywords whose values are data, not schemas: left exactly as they are. */
const VALUE_KEYWORDS = new Set(['enum', 'const', 'default', 'examples', 'example', 'pattern']);

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Rewrites a JSON schema generated from the camelCase contracts so that it describes the wire:
 * property names and `required` entries become snake_case, at every depth.
 */
export function toWireJsonSchema(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(toWireJsonSchema);
  if (!isRecord(schema)) return schema;
  const wire: Record<string, unknown> = {};
  for (const [keyword, value] of Object.entries(schema)) {
    wire[keyword] = toWireKeywordValue(keyword, value);
  }
  return wire;
}

function toWireKeywordValue(keyword: string, value: unknown): unknown {
  if (VALUE_KEYWORDS.has(keyword)) return value;
  if (keyword === 'properties' && isRecord(value)) {
    return Object.fromEntries(
      Object.entries(value).map(([name, property]) => [
        toSnakeKey(name),
        toWireJsonSchema(property),
      ]),
    );
  }
  if (keyword === 'required' && Array.isArray(value)) {
    return value.map((name) => (typeof name === 'string' ? toSnakeKey(name) : name));
  }
  return toWireJsonSchema(value);
}
