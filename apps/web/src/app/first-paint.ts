/** The longest a rendered page waits for its paint: a background tab paints only once shown. */
const MAX_WAIT_FOR_PAINT_MS = 3_000;

/** Calls `callback` once the page's first content is on screen (at once when it has none yet). */
export function whenFirstContentPainted(rootElement: HTMLElement, callback: () => void): void {
  const isPaintObservable =
    typeof PerformanceObserver !== 'undefined' &&
    PerformanceObserver.supportedEntryTypes.includes('paint');
  if (!rootElement.hasChildNodes() || !isPaintObservable) {
    callback();
    return;
  }
  let isCalled = false;
  const callOnce = () => {
    if (isCalled) return;
    isCalled = true;
    observer.disconnect();
    clearTimeout(timer);
    callback();
  };
  const observer = new PerformanceObserver((entries) => {
    if (entries.getEntriesByName('first-contentful-paint').length > 0) callOnce();
  });
  observer.observe({ type: 'paint', buffered: true });
  const timer = setTimeout(callOnce, MAX_WAIT_FOR_PAINT_MS);
}
