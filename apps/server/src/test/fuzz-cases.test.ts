import { describe, expect, it } from 'vitest';
import { ATTACKS, createFuzzCases, listFuzzOperations, type OpenApiDocument } from './fuzz-cases';
import { judgeAnswer } from './fuzz-runner';

const DOCUMENT: OpenApiDocument = {
  paths: {
    '/api/things/{thingId}': {
      get: {
        parameters: [
          { in: 'path', name: 'thing_id', required: true, schema: { type: 'string' } },
          { in: 'query', name: 'platform', schema: { type: 'string' } },
        ],
      },
      post: {
        parameters: [{ in: 'path', name: 'thing_id', required: true, schema: { type: 'string' } }],
        requestBody: {
          content: {
            'application/json': {
              schema: {
                type: 'object',
                properties: {
                  name: { type: 'string', maxLength: 40 },
                  count: { type: 'integer', minimum: 1, maximum: 10 },
                  items: {
                    type: 'array',
                    items: { type: 'object', properties: { item_id: { type: 'string' } } },
                  },
                },
                required: ['name'],
              },
            },
          },
        },
      },
    },
  },
};

describe('createFuzzCases', () => {
  const operations = listFuzzOperations(DOCUMENT);

  it('is the same for the same seed and differs for another', () => {
    const first = createFuzzCases(operations, { seed: 7, count: 60 });
    expect(createFuzzCases(operations, { seed: 7, count: 60 })).toEqual(first);
    expect(createFuzzCases(operations, { seed: 8, count: 60 })).not.toEqual(first);
  });

  it('tries every operation and every attack, with the client parameters on every call', () => {
    const cases = createFuzzCases(operations, { seed: 1, count: 2 * ATTACKS.length });
    expect(new Set(cases.map((entry) => entry.method))).toEqual(new Set(['GET', 'POST']));
    expect(new Set(cases.map((entry) => entry.attack))).toEqual(new Set(ATTACKS));
    for (const entry of cases) expect(entry.url).toMatch(/^\/api\/things\/[^/{}]+\?platform=web/);
    expect(
      cases.some((entry) => entry.url.includes('%00') || entry.body?.includes('\\u0000')),
    ).toBe(true);
  });
});

describe('judgeAnswer', () => {
  const [sample] = createFuzzCases(listFuzzOperations(DOCUMENT), { seed: 1, count: 1 });
  if (!sample) throw new Error('no case');
  const error = (message: string) =>
    JSON.stringify({ message, code: 'x', status: 400, validation_errors: {}, error_details: null });

  it('finds 5xx answers, internals and answers outside the error shape', () => {
    expect(judgeAnswer(sample, 500, error('Something went wrong'))).toContain('server error 500');
    expect(
      judgeAnswer(sample, 400, error('boom\n    at parse (/work/app/src/x.ts:10:5)')).length,
    ).toBeGreaterThan(0);
    expect(judgeAnswer(sample, 400, error('syntax error at or near "SELECT"'))).toContain(
      'leaks SQL error',
    );
    expect(judgeAnswer(sample, 400, error('DrizzleQueryError: Failed query'))).toContain(
      'leaks driver name',
    );
    expect(judgeAnswer(sample, 404, 'Not Found')).toContain('error not in the one error shape');
  });

  it('passes clean answers, and an answer that only repeats what was sent', () => {
    expect(judgeAnswer(sample, 400, error('Please enter a 5-digit ZIP code'))).toEqual([]);
    const echoed = { ...sample, payloads: ['1; DROP TABLE accounts; -- select x from y'] };
    expect(
      judgeAnswer(echoed, 400, error('Unknown value 1; DROP TABLE accounts; -- select x from y')),
    ).toEqual([]);
  });
});
