import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { DEFAULT_ERROR_MESSAGE } from '@fillwell/contracts';
import { toApiError } from './error-mapper';
import { HttpError } from './http-error';

function frameworkError(code: string, statusCode: number, message = 'framework message') {
  return Object.assign(new Error(message), { code, statusCode });
}

describe('toApiError', () => {
  it('answers a lost or refused database connection with a 503 that invites a retry', () => {
    const terminated = Object.assign(new Error('terminating connection due to administrator'), {
      code: '57P01',
    });
    for (const error of [
      new Error('Failed query: select 1', { cause: terminated }),
      new Error('Connection terminated unexpectedly'),
      Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
    ]) {
      expect(toApiError(error)).toEqual({
        message: 'The service is briefly unavailable, please try again in a moment',
        code: 'service_unavailable',
        status: 503,
        validationErrors: {},
        errorDetails: null,
      });
    }
  });

  it('keeps the status, code and message of an HttpError', () => {
    const error = new HttpError(409, 'email_taken', 'Email already in use', {
      validationErrors: { email: ['Email already in use'] },
      errorDetails: { hint: 'login' },
    });
    expect(toApiError(error)).toEqual({
      message: 'Email already in use',
      code: 'email_taken',
      status: 409,
      validationErrors: { email: ['Email already in use'] },
      errorDetails: { hint: 'login' },
    });
  });

  it('maps schema validation issues to snake_case fields, messages grouped per field', () => {
    const error = Object.assign(new Error('body/zipCode bad'), {
      statusCode: 400,
      code: 'FST_ERR_VALIDATION',
      validationContext: 'body',
      validation: [
        { instancePath: '/zipCode', message: 'Too short', keyword: 'too_small' },
        { instancePath: '/zipCode', message: 'Digits only', keyword: 'invalid_format' },
        { instancePath: '/items/0/medId', message: 'Expected number', keyword: 'invalid_type' },
        {
          instancePath: '',
          message: 'x',
          keyword: 'unrecognized_keys',
          params: { keys: ['extraField'] },
        },
      ],
    });
    const apiError = toApiError(error);
    expect(apiError.status).toBe(400);
    expect(apiError.code).toBe('validation_error');
    expect(apiError.message).toBe('Too short');
    expect(apiError.validationErrors).toEqual({
      zip_code: ['Too short', 'Digits only'],
      'items.0.med_id': ['Expected number'],
      extra_field: ['Unknown field'],
    });
  });

  it('names the request part when an issue has no path', () => {
    const error = Object.assign(new Error('bad'), {
      statusCode: 400,
      validationContext: 'querystring',
      validation: [{ instancePath: '', message: 'Expected object', keyword: 'invalid_type' }],
    });
    expect(toApiError(error).validationErrors).toEqual({ query: ['Expected object'] });
  });

  it('maps a thrown ZodError to a 400 validation error', () => {
    const result = z.strictObject({ firstName: z.string() }).safeParse({ firstName: 1, other: 2 });
    if (result.success) throw new Error('expected a failure');
    const apiError = toApiError(result.error);
    expect(apiError.status).toBe(400);
    expect(Object.keys(apiError.validationErrors).sort()).toEqual(['first_name', 'other']);
  });

  it.each([
    ['FST_ERR_CTP_INVALID_JSON_BODY', 400, 400, 'invalid_json'],
    ['FST_ERR_CTP_EMPTY_JSON_BODY', 400, 400, 'invalid_json'],
    ['FST_ERR_CTP_BODY_TOO_LARGE', 413, 413, 'payload_too_large'],
    ['FST_ERR_CTP_INVALID_MEDIA_TYPE', 415, 415, 'unsupported_media_type'],
  ])('maps %s to %i', (code, statusCode, status, apiCode) => {
    expect(toApiError(frameworkError(code, statusCode))).toMatchObject({ status, code: apiCode });
  });

  it('maps a rate-limit error to 429', () => {
    const error = Object.assign(new Error('Rate limit exceeded, retry in 1 minute'), {
      statusCode: 429,
    });
    expect(toApiError(error)).toMatchObject({ status: 429, code: 'rate_limited' });
  });

  it('answers 500 without internals for anything unexpected', () => {
    for (const thrown of [new Error('connection refused at 10.0.0.3:5432'), 'a string', null, 42]) {
      expect(toApiError(thrown)).toEqual({
        message: DEFAULT_ERROR_MESSAGE,
        code: 'internal_error',
        status: 500,
        validationErrors: {},
        errorDetails: null,
      });
    }
  });

  it('hides the message of a framework 5xx', () => {
    const apiError = toApiError(
      frameworkError('FST_ERR_RESPONSE_SERIALIZATION', 500, "doesn't match"),
    );
    expect(apiError.message).toBe(DEFAULT_ERROR_MESSAGE);
  });
});
