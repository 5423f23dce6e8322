import { afterEach, describe, expect, it, vi } from 'vitest';
import { installErrorReporter } from './error-reporter';

let uninstall: (() => void) | null = null;
afterEach(() => uninstall?.());

function dispatchError(init: ErrorEventInit) {
  window.dispatchEvent(new ErrorEvent('error', init));
}

describe('the client error reporter', () => {
  it('reports the app’s own errors once each, and none of the extension or third-party noise', () => {
    const send = vi.fn(async () => true);
    uninstall = installErrorReporter(window, send);
    const origin = window.location.origin;
    dispatchError({ message: 'Script error.' });
    dispatchError({ message: 'oops', filename: 'chrome-extension://abc/content.js' });
    dispatchError({ message: 'oops', filename: 'moz-extension://abc/content.js' });
    dispatchError({ message: 'oops', filename: 'https://cdn.ads.example/tag.js' });
    dispatchError({ message: 'ResizeObserver loop limit exceeded' });
    expect(send).not.toHaveBeenCalled();

    const error = new TypeError('price is undefined');
    dispatchError({
      message: error.message,
      filename: `${origin}/assets/drug.js`,
      lineno: 3,
      colno: 9,
      error,
    });
    dispatchError({
      message: error.message,
      filename: `${origin}/assets/drug.js`,
      lineno: 3,
      colno: 9,
      error,
    });
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith(
      expect.objectContaining({
        message: 'price is undefined',
        source: `${origin}/assets/drug.js`,
        line: 3,
        column: 9,
        pageUrl: window.location.href,
      }),
    );
  });
});
