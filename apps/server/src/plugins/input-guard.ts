import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { API_ERROR_CODES } from '@fillwell/contracts';
import { createValidationError, HttpError } from './http-error';

/** No request the API takes is nested more than a few levels; 64 leaves ample room. */
export const MAX_JSON_DEPTH = 64;

export const INPUT_GUARD_MESSAGES = {
  tooDeep: `The request body is nested more than ${MAX_JSON_DEPTH} levels deep`,
  nulCharacter: 'Must not contain a NUL character',
} as const;

/**
 * Whether JSON text opens more than `maxDepth` arrays or objects inside one another. One pass
 * over the text with a counter, so that a hostile body is refused before anything recursive
 * (parsing, key conversion, validation) walks it.
 */
export function isJsonDeeperThan(text: string, maxDepth: number): boolean {
  let depth = 0;
  let isInString = false;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (isInString) {
      if (code === 0x5c)
        index += 1; // a backslash escapes the next character
      else if (code === 0x22) isInString = false;
    } else if (code === 0x22) {
      isInString = true;
    } else if (code === 0x5b || code === 0x7b) {
      depth += 1;
      if (depth > maxDepth) return true;
    } else if (code === 0x5d || code === 0x7d) {
      depth -= 1;
    }
  }
  return false;
}

/**
 * The wire name of the first field whose key or text holds a NUL character (PostgreSQL text
 * cannot store one), e.g. `items.0.price_id`; '' for the value itself. Null when none.
 */
export function findNulField(value: unknown): string | null {
  const pending: Array<[unknown, string]> = [[value, '']];
  while (pending.length) {
    const [current, path] = pending.pop() as [unknown, string];
    if (typeof current === 'string') {
      if (current.includes('\u0000')) return path;
    } else if (Array.isArray(current)) {
      current.forEach((item, index) => pending.push([item, joinPath(path, String(index))]));
    } else if (typeof current === 'object' && current !== null) {
      for (const [key, item] of Object.entries(current)) {
        const field = joinPath(path, key.replaceAll('\u0000', ''));
        if (key.includes('\u0000')) return field;
        pending.push([item, field]);
      }
    }
  }
  return null;
}

/**
 * The guard's refusals also carry Fastify's `statusCode`, so that a route scope with an error
 * handler of its own (the card gateway's) answers them as the client's fault too.
 */
function asClientError(error: HttpError): HttpError & { statusCode: number } {
  return Object.assign(error, { statusCode: error.status });
}

function joinPath(parent: string, key: string): string {
  return parent ? `${parent}.${key}` : key;
}

/**
 * Limits every request's input to what the database can hold, before any route code runs:
 * JSON bodies at most MAX_JSON_DEPTH levels deep, no NUL characters in path parameters, query
 * values or body text (400 naming the field). Registered before the key conversion.
 */
async function registerInputGuard(app: FastifyInstance): Promise<void> {
  const parseJson = app.getDefaultJsonParser(
    app.initialConfig.onProtoPoisoning ?? 'error',
    app.initialConfig.onConstructorPoisoning ?? 'error',
  );
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string;
    if (isJsonDeeperThan(text, MAX_JSON_DEPTH)) {
      done(
        asClientError(
          new HttpError(400, API_ERROR_CODES.invalidJson, INPUT_GUARD_MESSAGES.tooDeep),
        ),
      );
      return;
    }
    parseJson(request, text, done);
  });

  app.addHook('preValidation', async (request) => {
    const inputs: Array<[string, unknown]> = [
      ['params', request.params],
      ['query', request.query],
      ['body', request.body],
    ];
    for (const [name, input] of inputs) {
      const field = findNulField(input);
      if (field !== null) {
        const fieldMessages = { [field || name]: [INPUT_GUARD_MESSAGES.nulCharacter] };
        throw asClientError(createValidationError(fieldMessages));
      }
    }
  });
}

export const inputGuardPlugin = fp(registerInputGuard, { name: 'input-guard' });
