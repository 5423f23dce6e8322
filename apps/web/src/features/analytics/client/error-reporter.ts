import type { ClientErrorRequest } from '@fillwell/contracts';
import { ANALYTICS_LIMITS } from '@fillwell/contracts';
import { isClientErrorNoise } from '@fillwell/domain';

/** Reports sent from one page at most: a loop throwing the same error is not a flood. */
const MAX_REPORTS_PER_PAGE = 10;

export type SendErrorReport = (report: ClientErrorRequest) => Promise<unknown>;

function describeReason(reason: unknown): { message: string; stack: string | null } {
  if (reason instanceof Error) return { message: reason.message, stack: reason.stack ?? null };
  return {
    message: typeof reason === 'string' ? reason : 'Unhandled promise rejection',
    stack: null,
  };
}

function cut(text: string | null | undefined, max: number): string | null {
  return text ? text.slice(0, max) : null;
}

/**
 * Reports the page's uncaught errors and unhandled rejections, except browser-extension and
 * third-party noise (the spec's filter), each distinct message once. Returns the uninstaller.
 */
export function installErrorReporter(target: Window, send: SendErrorReport): () => void {
  const seen = new Set<string>();

  function report(input: {
    message: string;
    source?: string | null;
    line?: number | null;
    column?: number | null;
    stack?: string | null;
  }): void {
    const message = input.message.trim().slice(0, ANALYTICS_LIMITS.maxErrorMessageChars);
    if (!message || seen.has(message) || seen.size >= MAX_REPORTS_PER_PAGE) return;
    if (isClientErrorNoise({ ...input, message }, target.location.origin)) return;
    seen.add(message);
    void send({
      message,
      source: cut(input.source, ANALYTICS_LIMITS.maxUrlChars),
      line: input.line ?? null,
      column: input.column ?? null,
      stack: cut(input.stack, ANALYTICS_LIMITS.maxErrorStackChars),
      pageUrl: cut(target.location.href, ANALYTICS_LIMITS.maxUrlChars),
    }).catch(() => undefined);
  }

  const onError = (event: ErrorEvent) => {
    const error: unknown = event.error;
    report({
      message: event.message,
      source: event.filename || null,
      line: event.lineno || null,
      column: event.colno || null,
      stack: error instanceof Error ? (error.stack ?? null) : null,
    });
  };
  const onRejection = (event: PromiseRejectionEvent) => report(describeReason(event.reason));
  target.addEventListener('error', onError);
  target.addEventListener('unhandledrejection', onRejection);
  return () => {
    target.removeEventListener('error', onError);
    target.removeEventListener('unhandledrejection', onRejection);
  };
}
