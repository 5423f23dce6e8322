import { describe, expect, it } from 'vitest';
import { MEMBER_ID_PATTERN, isMemberIdValid } from '@fillwell/domain';
import { createMatchCode, createMemberId } from './member-id';

describe('createMemberId', () => {
  it('makes well-formed, checksummed member IDs', () => {
    for (let index = 0; index < 200; index += 1) {
      const memberId = createMemberId();
      expect(memberId).toMatch(MEMBER_ID_PATTERN);
      expect(isMemberIdValid(memberId)).toBe(true);
    }
  });

  it('does not repeat itself', () => {
    const memberIds = new Set(Array.from({ length: 1_000 }, () => createMemberId()));
    expect(memberIds.size).toBe(1_000);
  });

  it('uses every digit in every random position', () => {
    const seen = Array.from({ length: 12 }, () => new Set<string>());
    for (let index = 0; index < 500; index += 1) {
      [...createMemberId().slice(2, 14)].forEach((digit, position) => seen[position]?.add(digit));
    }
    expect(seen.every((digits) => digits.size === 10)).toBe(true);
  });
});

describe('createMatchCode', () => {
  it('makes codes the match-code contract accepts, without look-alike characters', () => {
    for (let index = 0; index < 200; index += 1) {
      const code = createMatchCode();
      expect(code).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
    }
  });
});
