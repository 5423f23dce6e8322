import { API_ERROR_CODES } from '@fillwell/contracts';

export interface HttpErrorOptions {
  validationErrors?: Record<string, string[]>;
  errorDetails?: unknown;
}

/**
 * An error whose message is meant for the user. Route code throws it; the error handler sends it
 * in the one error shape, keeping its message even for a 5xx.
 */
export class HttpError extends Error {
  override name = 'HttpError';
  readonly validationErrors: Record<string, string[]>;
  readonly errorDetails: unknown;

  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    options: HttpErrorOptions = {},
  ) {
    super(message);
    this.validationErrors = options.validationErrors ?? {};
    this.errorDetails = options.errorDetails ?? null;
  }
}

export function isHttpError(error: unknown): error is HttpError {
  return error instanceof HttpError;
}

export function createNotFoundError(message = 'Not found'): HttpError {
  return new HttpError(404, API_ERROR_CODES.notFound, message);
}

export function createUnauthorizedError(message = 'Please sign in to continue'): HttpError {
  return new HttpError(401, API_ERROR_CODES.unauthorized, message);
}

/** A 400 naming the fields at fault; `fieldMessages` keys are wire (snake_case) field names. */
export function createValidationError(fieldMessages: Record<string, string[]>): HttpError {
  const firstMessage = Object.values(fieldMessages).flat()[0] ?? 'Invalid input';
  return new HttpError(400, API_ERROR_CODES.validation, firstMessage, {
    validationErrors: fieldMessages,
  });
}
