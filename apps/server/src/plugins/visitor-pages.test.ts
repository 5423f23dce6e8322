import { describe, expect, it } from 'vitest';
import { createVisitorPages, type VisitorPage } from './visitor-pages';

function createPage(text: string): VisitorPage {
  return { status: 200, head: Buffer.from(`<p>${text}`), tail: Buffer.from('</p>') };
}

describe('visitor pages', () => {
  it('finds a kept page by its address until the data changes', () => {
    const pages = createVisitorPages();
    pages.keep('http://localhost/atorvastatin', createPage('atorvastatin'));
    expect(pages.find('http://localhost/atorvastatin')?.head.toString()).toBe('<p>atorvastatin');
    expect(pages.find('http://localhost/lipitor')).toBeUndefined();
    pages.clear();
    expect(pages.find('http://localhost/atorvastatin')).toBeUndefined();
  });

  it('forgets a page once it is older than its time, however often it was asked for', () => {
    let now = 1_000;
    const pages = createVisitorPages({ ttlMs: 60_000, now: () => now });
    pages.keep('/a', createPage('a'));
    now += 59_000;
    expect(pages.find('/a')).toBeDefined();
    now += 2_000;
    expect(pages.find('/a')).toBeUndefined();
  });

  it('keeps within its bytes, dropping the page asked for least recently', () => {
    const pages = createVisitorPages({ maxBytes: 40 });
    pages.keep('/a', createPage('aaaaaaaaaa'));
    pages.keep('/b', createPage('bbbbbbbbbb'));
    expect(pages.find('/a')).toBeDefined();
    pages.keep('/c', createPage('cccccccccc'));
    expect(pages.find('/a')).toBeDefined();
    expect(pages.find('/b')).toBeUndefined();
    expect(pages.find('/c')).toBeDefined();
  });
});
