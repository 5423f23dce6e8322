import { expect, test } from '../support/test';
import { expectNoSeriousA11yViolations } from '../support/a11y';

/**
 * The scan every journey runs judges a page as it settles. A panel fading in (as the header's
 * cart panel does on hover) has its text at part opacity for a moment: scanned then, its colours
 * failed the contrast check although the panel never rests that way.
 */
const FADING_PANEL = `<!doctype html>
<html lang="en">
  <head><title>Fading panel</title>
    <style>
      #panel { opacity: 0; transition: opacity 1.5s linear; }
      #panel.shown { opacity: 1; }
      a { display: inline-block; padding: 12px; background: #0b3d4a; color: #fff; }
    </style>
  </head>
  <body><main><h1>Cart</h1><div id="panel"><a href="/checkout">Secure Checkout</a></div></main></body>
</html>`;

test('a panel still fading in is scanned once it has settled', async ({ page }) => {
  await page.setContent(FADING_PANEL);
  await page.evaluate(() => {
    const panel = document.getElementById('panel');
    if (!panel) throw new Error('no panel');
    // The opacity read first, so the class below starts a transition instead of applying at once.
    panel.dataset.startOpacity = getComputedStyle(panel).opacity;
    panel.classList.add('shown');
  });
  await expectNoSeriousA11yViolations(page);
  await expect(page.locator('#panel')).toHaveCSS('opacity', '1');
});

test('the scan still fails a page with a real violation', async ({ page }) => {
  await page.setContent(
    '<!doctype html><html lang="en"><head><title>Broken</title></head><body><main><h1>Broken</h1><img src="/x.png"><button></button></main></body></html>',
  );
  const failure = await expectNoSeriousA11yViolations(page).then(
    () => null,
    (error: unknown) => String(error),
  );
  expect(failure).toContain('image-alt');
  expect(failure).toContain('button-name');
});
