import { describe, expect, it } from 'vitest';
import { toWireJsonSchema } from './openapi-wire-schema';

describe('toWireJsonSchema', () => {
  it('snake_cases property names and required lists at every depth', () => {
    const schema = {
      type: 'object',
      required: ['isServiceAvailable', 'stats'],
      properties: {
        isServiceAvailable: { type: 'boolean' },
        stats: {
          type: 'object',
          required: ['medicationCount'],
          properties: { medicationCount: { type: 'integer' } },
        },
        tiers: {
          type: 'array',
          items: { type: 'object', properties: { pharmacyNetworkId: { type: 'integer' } } },
        },
        pharmacy: {
          anyOf: [
            { type: 'object', properties: { zipCode: { type: 'string' } } },
            { type: 'null' },
          ],
        },
      },
    };
    expect(toWireJsonSchema(schema)).toEqual({
      type: 'object',
      required: ['is_service_available', 'stats'],
      properties: {
        is_service_available: { type: 'boolean' },
        stats: {
          type: 'object',
          required: ['medication_count'],
          properties: { medication_count: { type: 'integer' } },
        },
        tiers: {
          type: 'array',
          items: { type: 'object', properties: { pharmacy_network_id: { type: 'integer' } } },
        },
        pharmacy: {
          anyOf: [
            { type: 'object', properties: { zip_code: { type: 'string' } } },
            { type: 'null' },
          ],
        },
      },
    });
  });

  it('leaves values (enums, defaults, patterns) untouched', () => {
    const schema = {
      type: 'string',
      enum: ['mobileWeb'],
      default: 'someValue',
      pattern: '^[A-Z]+$',
    };
    expect(toWireJsonSchema(schema)).toEqual(schema);
  });
});
