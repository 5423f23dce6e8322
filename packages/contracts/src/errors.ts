import { z } from 'zod';

/** The one error shape of every failed API call (camelCase in code, snake_case on the wire). */
export const apiErrorSchema = z.object({
  message: z.string(),
  code: z.string(),
  status: z.number().int(),
  validationErrors: z.record(z.string(), z.array(z.string())),
  errorDetails: z.unknown().nullable(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

/** Shown when a call fails without a better message; 5xx answers always carry it. */
export const DEFAULT_ERROR_MESSAGE = 'Something went wrong, please try again';

/** Codes the server uses for failures that are not specific to one feature. */
export const API_ERROR_CODES = {
  validation: 'validation_error',
  invalidJson: 'invalid_json',
  payloadTooLarge: 'payload_too_large',
  unsupportedMediaType: 'unsupported_media_type',
  notFound: 'not_found',
  unauthorized: 'unauthorized',
  forbidden: 'forbidden',
  csrfFailed: 'csrf_failed',
  rateLimited: 'rate_limited',
  internal: 'internal_error',
  unavailable: 'service_unavailable',
} as const;
export type ApiErrorCode = (typeof API_ERROR_CODES)[keyof typeof API_ERROR_CODES];
