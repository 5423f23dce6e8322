/** What a browser error report says (window error events and unhandled rejections). */
export interface ClientErrorReport {
  message: string;
  /** The script the error came from (the error event's filename), when known. */
  source?: string | null | undefined;
  stack?: string | null | undefined;
}

const EXTENSION_SCHEMES = [
  'chrome-extension://',
  'moz-extension://',
  'safari-extension://',
  'safari-web-extension://',
  'ms-browser-extension://',
  'edge-extension://',
];

/** Messages that are browser or extension noise whatever their source. */
const NOISE_MESSAGES: readonly RegExp[] = [
  /^ResizeObserver loop (limit exceeded|completed with undelivered notifications)/i,
  /top\.GLOBALS/,
  /originalCreateNotification/,
  /canvas\.contentDocument/,
  /MyApp_RemoveAllHighlights/,
  /atomicFindClose/,
  /__gCrWeb/,
  /webkit\.messageHandlers/,
  /Non-Error promise rejection captured/i,
];

function isExtensionUrl(value: string): boolean {
  return EXTENSION_SCHEMES.some((scheme) => value.includes(scheme));
}

function originOf(value: string): string | null {
  try {
    return new URL(value).origin;
  } catch {
    return null;
  }
}

/**
 * The client error-reporting filter (partner-and-shell §8): true for noise from browser
 * extensions and third-party scripts, which is not reported. `appOrigin` is the site's own
 * origin: a source on another origin is a third party's script; "Script error." without a
 * source (or with one) is a cross-origin script the browser hides.
 */
export function isClientErrorNoise(report: ClientErrorReport, appOrigin: string): boolean {
  const message = report.message.trim();
  const source = report.source?.trim() ?? '';
  // "Script error." is all a browser tells of an error in another origin's script.
  if (message === '' || /^Script error\.?$/i.test(message)) return true;
  if (NOISE_MESSAGES.some((pattern) => pattern.test(message))) return true;
  if (isExtensionUrl(source) || isExtensionUrl(report.stack ?? '')) return true;
  if (source !== '') {
    const origin = originOf(source);
    if (origin !== null && origin !== appOrigin) return true;
  }
  return false;
}
