import { describe, expect, it } from 'vitest';
import { createSearchResponseCache } from './search-response-cache';

const directory = { generation: 1 };
const place = { zipCode: '63103' };

describe('createSearchResponseCache', () => {
  it('gives back a kept response while it is made from the same objects', () => {
    const cache = createSearchResponseCache();
    const json = Buffer.from('{"results":[]}');
    cache.keep('a', [directory, place, null], json);
    expect(cache.find('a', [directory, place, null])).toBe(json);
    expect(cache.find('b', [directory, place, null])).toBeUndefined();
  });

  it('never gives back a response made from objects since replaced', () => {
    const cache = createSearchResponseCache();
    cache.keep('a', [directory, place, null], Buffer.from('old'));
    expect(cache.find('a', [directory, { ...place }, null])).toBeUndefined();
    // A stale response is dropped, not kept for later.
    expect(cache.find('a', [directory, place, null])).toBeUndefined();
    cache.keep('b', [1, place], Buffer.from('old'));
    expect(cache.find('b', [2, place])).toBeUndefined();
    cache.keep('c', [1, place], Buffer.from('old'));
    expect(cache.find('c', [1, place, null])).toBeUndefined();
  });

  it('drops the least recently used response beyond its capacity', () => {
    const cache = createSearchResponseCache(2);
    const [a, b, c] = ['a', 'b', 'c'].map((text) => Buffer.from(text));
    if (!a || !b || !c) throw new Error('responses missing');
    cache.keep('a', [], a);
    cache.keep('b', [], b);
    expect(cache.find('a', [])).toBe(a);
    cache.keep('c', [], c);
    expect(cache.find('a', [])).toBe(a);
    expect(cache.find('c', [])).toBe(c);
    expect(cache.find('b', [])).toBeUndefined();
  });
});
