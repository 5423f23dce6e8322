import { describe, expect, it } from 'vitest';
import { writeSitemapIndex, writeUrlSet } from './sitemap';

describe('sitemap files', () => {
  it('escapes each address and lists them in a urlset', () => {
    const xml = writeUrlSet('https://fillwell.test', ['/a', '/b?x=1&y=<2>']);
    expect(xml).toContain('<loc>https://fillwell.test/a</loc>');
    expect(xml).toContain('<loc>https://fillwell.test/b?x=1&amp;y=&lt;2&gt;</loc>');
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
  });

  it('names each part of a split sitemap in the index', () => {
    const xml = writeSitemapIndex('https://fillwell.test', 2);
    expect(xml).toContain('<sitemap><loc>https://fillwell.test/sitemaps/1.xml</loc></sitemap>');
    expect(xml).toContain('<sitemap><loc>https://fillwell.test/sitemaps/2.xml</loc></sitemap>');
    expect(xml).not.toContain('sitemaps/3.xml');
  });
});
