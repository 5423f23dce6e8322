import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { wireSerializerCompiler } from './wire-case';

const schema = z.object({ medNameId: z.number(), displayName: z.string().nullable() });

function compile(responseSchema: z.ZodType) {
  return wireSerializerCompiler({
    schema: responseSchema,
    method: 'GET',
    url: '/api/test',
    httpStatus: '200',
  });
}

describe('wireSerializerCompiler', () => {
  it('validates the camelCase payload and writes snake_case keys, values unchanged', () => {
    const serialize = compile(schema);
    expect(serialize({ medNameId: 5, displayName: 'camelCase Value' })).toBe(
      '{"med_name_id":5,"display_name":"camelCase Value"}',
    );
  });

  it('drops keys the contract does not name', () => {
    const serialize = compile(schema);
    expect(serialize({ medNameId: 5, displayName: null, passwordHash: 'x' })).toBe(
      '{"med_name_id":5,"display_name":null}',
    );
  });

  it('refuses a payload that breaks its contract', () => {
    const serialize = compile(schema);
    expect(() => serialize({ medNameId: 'five', displayName: null })).toThrow(
      /doesn't match the schema/,
    );
  });
});
