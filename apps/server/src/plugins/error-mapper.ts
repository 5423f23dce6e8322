import { z } from 'zod';
import {
  API_ERROR_CODES,
  DEFAULT_ERROR_MESSAGE,
  toSnakeKey,
  type ApiError,
} from '@fillwell/contracts';
import { isDatabaseUnavailable } from '../db/errors';
import { isHttpError } from './http-error';

interface SchemaValidationIssue {
  instancePath: string;
  message?: string;
  keyword?: string;
  params?: Record<string, unknown>;
}

interface FrameworkError {
  statusCode?: number;
  code?: string;
  message?: string;
  validation?: SchemaValidationIssue[];
  validationContext?: string;
}

/** Framework failures with a fixed answer: status, code and a message safe to show. */
const FRAMEWORK_ERRORS: Record<string, { status: number; code: string; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: {
    status: 400,
    code: API_ERROR_CODES.invalidJson,
    message: 'The request body is not valid JSON',
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    status: 400,
    code: API_ERROR_CODES.invalidJson,
    message: 'The request body is empty but its content type is JSON',
  },
  FST_ERR_CTP_BODY_TOO_LARGE: {
    status: 413,
    code: API_ERROR_CODES.payloadTooLarge,
    message: 'The request body is too large',
  },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    code: API_ERROR_CODES.unsupportedMediaType,
    message: 'Send the request body as application/json',
  },
};

/** Seconds a client is asked to wait (Retry-After) when the database is briefly unavailable. */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 5;

/** Maps anything thrown while answering a request to the one error shape. */
export function toApiError(error: unknown): ApiError {
  if (isHttpError(error)) {
    return buildApiError(
      error.status,
      error.code,
      error.message,
      error.validationErrors,
      error.errorDetails,
    );
  }
  // A restart or failover of the database: the request may succeed when retried.
  if (isDatabaseUnavailable(error)) {
    return buildApiError(
      503,
      API_ERROR_CODES.unavailable,
      'The service is briefly unavailable, please try again in a moment',
    );
  }
  if (error instanceof z.ZodError)
    return fromValidationIssues(error.issues.map(toSchemaIssue), 'body');
  if (!isFrameworkError(error)) return internalError();
  if (error.validation?.length) {
    return fromValidationIssues(error.validation, error.validationContext ?? 'body');
  }
  const known = error.code ? FRAMEWORK_ERRORS[error.code] : undefined;
  if (known) return buildApiError(known.status, known.code, known.message);
  if (error.statusCode === 429) {
    return buildApiError(
      429,
      API_ERROR_CODES.rateLimited,
      'Too many requests, please try again later',
    );
  }
  if (isClientErrorStatus(error.statusCode)) {
    return buildApiError(error.statusCode, 'bad_request', error.message || 'Bad request');
  }
  return internalError();
}

export function isServerError(apiError: ApiError): boolean {
  return apiError.status >= 500;
}

function fromValidationIssues(issues: SchemaValidationIssue[], context: string): ApiError {
  const fields: Record<string, string[]> = {};
  for (const issue of issues) {
    for (const [field, message] of describeIssue(issue, context)) {
      (fields[field] ??= []).push(message);
    }
  }
  const firstMessage = Object.values(fields).flat()[0] ?? 'Invalid input';
  return buildApiError(400, API_ERROR_CODES.validation, firstMessage, fields);
}

/** One issue → [wire field name, message] pairs; unknown keys name each offending field. */
function describeIssue(issue: SchemaValidationIssue, context: string): Array<[string, string]> {
  const path = toWireFieldPath(issue.instancePath);
  const unknownKeys = issue.keyword === 'unrecognized_keys' ? issue.params?.keys : undefined;
  if (Array.isArray(unknownKeys)) {
    return unknownKeys.map((key) => [joinPath(path, toSnakeKey(String(key))), 'Unknown field']);
  }
  return [[path || contextName(context), issue.message ?? 'Invalid value']];
}

function toWireFieldPath(instancePath: string): string {
  return instancePath
    .split('/')
    .filter(Boolean)
    .map((segment) => toSnakeKey(segment))
    .join('.');
}

function joinPath(parent: string, key: string): string {
  return parent ? `${parent}.${key}` : key;
}

function contextName(context: string): string {
  return context === 'querystring' ? 'query' : context;
}

function toSchemaIssue(issue: z.core.$ZodIssue): SchemaValidationIssue {
  return {
    instancePath: `/${issue.path.map(String).join('/')}`,
    message: issue.message,
    keyword: issue.code,
    params: 'keys' in issue ? { keys: issue.keys } : {},
  };
}

function isFrameworkError(error: unknown): error is FrameworkError {
  return typeof error === 'object' && error !== null;
}

function isClientErrorStatus(status: number | undefined): status is number {
  return typeof status === 'number' && status >= 400 && status < 500;
}

function internalError(): ApiError {
  return buildApiError(500, API_ERROR_CODES.internal, DEFAULT_ERROR_MESSAGE);
}

function buildApiError(
  status: number,
  code: string,
  message: string,
  validationErrors: Record<string, string[]> = {},
  errorDetails: unknown = null,
): ApiError {
  return { message, code, status, validationErrors, errorDetails };
}
