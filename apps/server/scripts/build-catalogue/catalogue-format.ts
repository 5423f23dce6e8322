import type { Catalogue } from './catalogue-types';

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

function isPrimitive(value: Json): boolean {
  return value === null || typeof value !== 'object';
}

function isInline(value: Json): boolean {
  if (Array.isArray(value)) return value.every(isPrimitive);
  if (value !== null && typeof value === 'object') return 'strength' in value;
  return true;
}

function formatInline(value: Json): string {
  if (Array.isArray(value)) return `[${value.map(formatInline).join(', ')}]`;
  if (value !== null && typeof value === 'object') {
    const fields = Object.entries(value).map(
      ([key, field]) => `${JSON.stringify(key)}: ${formatInline(field)}`,
    );
    return `{ ${fields.join(', ')} }`;
  }
  return JSON.stringify(value);
}

function formatBlock(value: Json, depth: number): string {
  if (isInline(value)) return formatInline(value);
  const inner = '  '.repeat(depth + 1);
  const outer = '  '.repeat(depth);
  if (Array.isArray(value)) {
    const items = value.map((item) => `${inner}${formatBlock(item, depth + 1)}`);
    return `[\n${items.join(',\n')}\n${outer}]`;
  }
  const fields = Object.entries(value as Record<string, Json>).map(
    ([key, field]) => `${inner}${JSON.stringify(key)}: ${formatBlock(field, depth + 1)}`,
  );
  return `{\n${fields.join(',\n')}\n${outer}}`;
}

/** Two-space JSON with each dosage and each list of names or numbers on one line. */
export function formatCatalogue(catalogue: Catalogue): string {
  return `${formatBlock(catalogue as unknown as Json, 0)}\n`;
}
