import { describe, expect, it } from 'vitest';
import { fillRoot, fillRootParts } from './server-rendering';

const TEMPLATE =
  '<html><head><title>Fillwell | The lowest price</title>' +
  '<script type="module" src="/assets/index-1.js"></script></head>' +
  '<body><div id="root"></div></body></html>';

describe('fillRoot', () => {
  it('puts the page inside the root element and its state after it', () => {
    const page = fillRoot(
      TEMPLATE,
      '<main>Prices</main>',
      '<script type="application/json">{}</script>',
    );
    expect(page).toContain(
      '<div id="root"><main>Prices</main></div><script type="application/json">{}</script></body>',
    );
  });

  it("moves the page's own title into the head, before the template's", () => {
    const page = fillRoot(
      TEMPLATE,
      '<title>Birth Control treatment online | Fillwell</title><main>Birth Control</main>',
    );
    expect(page).toContain(
      '<head><title>Birth Control treatment online | Fillwell</title>' +
        '<title>Fillwell | The lowest price</title>',
    );
    expect(page.match(/<title>/g)).toHaveLength(2);
    expect(page).toContain('<div id="root"><main>Birth Control</main></div>');
  });

  it('takes the title as it is, dollar signs included', () => {
    const page = fillRoot(TEMPLATE, '<title>$15 off, $& more | Fillwell</title><main></main>');
    expect(page).toContain('<head><title>$15 off, $& more | Fillwell</title>');
  });

  it("leaves a drawing's title in the drawing", () => {
    const html =
      '<svg><title>Fillwell logo</title></svg><title>Lipitor prices | Fillwell</title><main></main>';
    const page = fillRoot(TEMPLATE, html);
    expect(page).toContain('<head><title>Lipitor prices | Fillwell</title>');
    expect(page).toContain('<div id="root"><svg><title>Fillwell logo</title></svg><main></main>');
  });

  it("keeps the template's title when the page has none", () => {
    expect(fillRoot(TEMPLATE, '<main>Prices</main>')).toContain(
      '<title>Fillwell | The lowest price</title>',
    );
  });

  it('fetches the app script with low priority', () => {
    expect(fillRoot(TEMPLATE, '<main></main>')).toContain(
      '<script type="module" fetchpriority="low" src="/assets/index-1.js">',
    );
  });

  it('refuses a template without a root element', () => {
    expect(() => fillRoot('<html></html>', '<main></main>')).toThrow('no root element');
  });
});

describe('fillRootParts', () => {
  it('splits the page right after its state, where the visitor’s own block goes', () => {
    const [head, tail] = fillRootParts(TEMPLATE, '<main>Prices</main>', '<script>{}</script>');
    expect(head.endsWith('<div id="root"><main>Prices</main></div><script>{}</script>')).toBe(true);
    expect(tail).toBe('</body></html>');
    expect(head + tail).toBe(fillRoot(TEMPLATE, '<main>Prices</main>', '<script>{}</script>'));
  });
});
