import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenFirstContentPainted } from './first-paint';

type PaintListener = (entries: { getEntriesByName(name: string): unknown[] }) => void;

/** A stand-in for the browser's PerformanceObserver whose paints the test reports. */
function stubPaintObserver() {
  const listeners: PaintListener[] = [];
  const disconnect = vi.fn();
  class FakePerformanceObserver {
    static supportedEntryTypes = ['paint', 'largest-contentful-paint'];
    constructor(listener: PaintListener) {
      listeners.push(listener);
    }
    observe() {}
    disconnect = disconnect;
  }
  vi.stubGlobal('PerformanceObserver', FakePerformanceObserver);
  return {
    disconnect,
    reportPaint(name: string) {
      for (const listener of listeners) {
        listener({ getEntriesByName: (wanted) => (wanted === name ? [{ name }] : []) });
      }
    },
  };
}

function makeRoot(html: string): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = html;
  return root;
}

describe('whenFirstContentPainted', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('starts at once when the root is empty (the app draws the page)', () => {
    stubPaintObserver();
    const callback = vi.fn();
    whenFirstContentPainted(makeRoot(''), callback);
    expect(callback).toHaveBeenCalledOnce();
  });

  it('waits for the first contentful paint of a rendered page, then calls once', () => {
    const paints = stubPaintObserver();
    const callback = vi.fn();
    whenFirstContentPainted(makeRoot('<main><h1>Atorvastatin</h1></main>'), callback);
    paints.reportPaint('first-paint');
    expect(callback).not.toHaveBeenCalled();
    paints.reportPaint('first-contentful-paint');
    paints.reportPaint('first-contentful-paint');
    expect(callback).toHaveBeenCalledOnce();
    expect(paints.disconnect).toHaveBeenCalled();
  });

  it('stops waiting after three seconds when no paint comes (a background tab)', () => {
    vi.useFakeTimers();
    stubPaintObserver();
    const callback = vi.fn();
    whenFirstContentPainted(makeRoot('<main>Prices</main>'), callback);
    vi.advanceTimersByTime(2_999);
    expect(callback).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(callback).toHaveBeenCalledOnce();
  });

  it('starts at once where paints cannot be observed', () => {
    vi.stubGlobal('PerformanceObserver', undefined);
    const callback = vi.fn();
    whenFirstContentPainted(makeRoot('<main>Prices</main>'), callback);
    expect(callback).toHaveBeenCalledOnce();
  });
});
