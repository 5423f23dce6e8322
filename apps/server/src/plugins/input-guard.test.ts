import { describe, expect, it } from 'vitest';
import { findNulField, isJsonDeeperThan, MAX_JSON_DEPTH } from './input-guard';

describe('isJsonDeeperThan', () => {
  const nested = (depth: number) => `${'['.repeat(depth)}1${']'.repeat(depth)}`;

  it('counts arrays and objects inside one another, up to the limit', () => {
    expect(isJsonDeeperThan(nested(MAX_JSON_DEPTH), MAX_JSON_DEPTH)).toBe(false);
    expect(isJsonDeeperThan(nested(MAX_JSON_DEPTH + 1), MAX_JSON_DEPTH)).toBe(true);
    expect(isJsonDeeperThan('{"a":{"b":[{"c":1}]}}', 3)).toBe(true);
    expect(isJsonDeeperThan('{"a":{"b":[1]},"c":[{"d":2}]}', 3)).toBe(false);
  });

  it('ignores brackets inside strings, escaped quotes included', () => {
    expect(isJsonDeeperThan(JSON.stringify({ text: '[[[[{{{{' }), 1)).toBe(false);
    expect(isJsonDeeperThan(JSON.stringify({ text: 'say "[[[["' }), 1)).toBe(false);
    expect(isJsonDeeperThan(JSON.stringify({ text: 'back\\slash' }), 1)).toBe(false);
  });

  it('reads 20,000 levels without recursion', () => {
    expect(isJsonDeeperThan(nested(20_000), MAX_JSON_DEPTH)).toBe(true);
  });
});

describe('findNulField', () => {
  it('names the first field holding a NUL, by its wire path', () => {
    expect(findNulField({ items: [{ price_id: 'ok' }, { price_id: 'a\u0000b' }] })).toBe(
      'items.1.price_id',
    );
    expect(findNulField({ ['bad\u0000key']: 1 })).toBe('badkey');
    expect(findNulField('\u0000')).toBe('');
    expect(findNulField({ search: ['a', 'b\u0000'] })).toBe('search.1');
  });

  it('finds nothing in clean input', () => {
    expect(findNulField({ a: [1, 'two', null, { b: true }] })).toBeNull();
    expect(findNulField(undefined)).toBeNull();
  });
});
