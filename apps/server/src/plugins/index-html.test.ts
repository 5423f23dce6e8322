import { describe, expect, it } from 'vitest';
import { createIndexHtmlRenderer, injectPageMeta } from './index-html';
import { DEFAULT_PAGE_META } from './page-meta';

const TEMPLATE =
  '<!doctype html><html><head><title>Vite</title>' +
  '<meta name="description" content="placeholder"></head><body><div id="root"></div></body></html>';

describe('index.html rendering', () => {
  it('replaces the title and description with the page meta', () => {
    const html = createIndexHtmlRenderer(TEMPLATE)('/some/page');
    expect(html).toContain(`<title>${DEFAULT_PAGE_META.title}</title>`);
    expect(html).toContain('<meta name="description" content="Fillwell compares');
    expect(html).not.toContain('placeholder');
    expect(html.match(/<title>/g)).toHaveLength(1);
  });

  it('adds the tags when the template has none, and escapes the text', () => {
    const html = injectPageMeta('<html><head></head><body></body></html>', {
      title: 'Tom & Jerry <script>',
      description: 'Say "hi" $&',
    });
    expect(html).toBe(
      '<html><head><title>Tom &amp; Jerry &lt;script&gt;</title>' +
        '<meta name="description" content="Say &quot;hi&quot; $&amp;">' +
        '<meta property="og:title" content="Tom &amp; Jerry &lt;script&gt;">' +
        '<meta property="og:description" content="Say &quot;hi&quot; $&amp;">' +
        '</head><body></body></html>',
    );
  });

  it('replaces existing Open Graph tags and uses the given resolver', () => {
    const template =
      '<html><head><meta property="og:title" content="old">' +
      '<meta property="og:description" content="old"></head></html>';
    const html = createIndexHtmlRenderer(template, (path) => ({
      title: `Page ${path}`,
      description: 'About it',
    }))('/atorvastatin');
    expect(html).toContain('<meta property="og:title" content="Page /atorvastatin">');
    expect(html).toContain('<meta property="og:description" content="About it">');
    expect(html).toContain('<title>Page /atorvastatin</title>');
    expect(html).not.toContain('content="old"');
  });

  it('gives the page its canonical address and Open Graph URL, escaped, without the query', () => {
    const template = '<html><head><link rel="canonical" href="/old"></head></html>';
    const html = createIndexHtmlRenderer(template, () => ({ title: 'T', description: 'D' }))(
      '/blog/a"b',
      'https://fillwell.test',
    );
    expect(html).toContain('<link rel="canonical" href="https://fillwell.test/blog/a&quot;b">');
    expect(html).toContain(
      '<meta property="og:url" content="https://fillwell.test/blog/a&quot;b">',
    );
    expect(html).not.toContain('href="/old"');
  });
});
