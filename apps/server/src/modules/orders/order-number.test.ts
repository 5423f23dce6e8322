import { describe, expect, it } from 'vitest';
import {
  createOrderNumber,
  ORDER_NUMBER_ALPHABET,
  ORDER_NUMBER_LENGTH,
  ORDER_NUMBER_PREFIX,
} from './order-number';

const ORDER_NUMBER_PATTERN = /^FW-[0-9A-HJKMNP-TV-Z]{8}$/;

describe('the order number', () => {
  it('is FW- and 8 characters of Crockford base32, never I, L, O or U', () => {
    expect(ORDER_NUMBER_ALPHABET).toHaveLength(32);
    expect(ORDER_NUMBER_ALPHABET).not.toMatch(/[ILOU]/);
    for (let index = 0; index < 200; index += 1) {
      expect(createOrderNumber()).toMatch(ORDER_NUMBER_PATTERN);
    }
  });

  it('takes each character from one random byte, every character equally likely', () => {
    const bytes = Uint8Array.from([0, 31, 32, 255, 10, 17, 18, 224]);
    const number = createOrderNumber((size) => bytes.subarray(0, size));
    expect(number).toBe(`${ORDER_NUMBER_PREFIX}0Z0ZAHJ0`);
    expect(number).toHaveLength(ORDER_NUMBER_PREFIX.length + ORDER_NUMBER_LENGTH);
  });

  it('draws a new number each time', () => {
    const numbers = new Set(Array.from({ length: 1000 }, () => createOrderNumber()));
    expect(numbers.size).toBe(1000);
  });
});
