import { describe, expect, it } from 'vitest';
import {
  getApplicableNetworkMask,
  listMaskedNetworkIds,
  getNetworkPriceCategory,
  getPrimaryNetworkId,
  isInNetwork,
  resolveNetworkScope,
} from './pharmacy-networks';

describe('resolveNetworkScope', () => {
  it('means the pickup networks (1, 2, 4) without the mail-order one when none are requested', () => {
    expect(resolveNetworkScope(undefined)).toEqual({
      networkIds: [1, 2, 4],
      isMailOrderIncluded: false,
    });
    expect(resolveNetworkScope([])).toEqual(resolveNetworkScope(undefined));
  });

  it('takes the requested networks once each and includes mail order only for network 3', () => {
    expect(resolveNetworkScope([2, 2, 4])).toEqual({
      networkIds: [2, 4],
      isMailOrderIncluded: false,
    });
    expect(resolveNetworkScope([3])).toEqual({ networkIds: [3], isMailOrderIncluded: true });
  });
});

describe('isInNetwork', () => {
  it('is true when the pharmacy belongs to any network in scope', () => {
    const pickup = resolveNetworkScope(undefined);
    expect(isInNetwork([1], pickup)).toBe(true);
    expect(isInNetwork([1, 2, 4], pickup)).toBe(true);
    expect(isInNetwork([3], pickup)).toBe(false);
    expect(isInNetwork([], pickup)).toBe(false);
  });

  it('follows the requested networks', () => {
    const smartDeal = resolveNetworkScope([2]);
    expect(isInNetwork([1, 2], smartDeal)).toBe(true);
    expect(isInNetwork([1, 4], smartDeal)).toBe(false);
  });
});

describe('getApplicableNetworkMask', () => {
  const applicable = (networkIds: number[], requested?: number[]) =>
    listMaskedNetworkIds(getApplicableNetworkMask(networkIds, resolveNetworkScope(requested)));

  it('keeps the networks in scope', () => {
    expect(applicable([1, 2, 4], [2])).toEqual([2]);
    expect(applicable([4, 1, 2])).toEqual([1, 2, 4]);
    expect(applicable([1, 2, 4], [4, 1])).toEqual([1, 4]);
  });

  it("uses all of an out-of-network pharmacy's networks", () => {
    expect(applicable([1, 4], [2])).toEqual([1, 4]);
    expect(applicable([3])).toEqual([3]);
  });

  it('leaves out networks without prices', () => {
    expect(applicable([1, 9], [9])).toEqual([]);
    expect(applicable([9])).toEqual([]);
  });
});

describe('getPrimaryNetworkId', () => {
  it('is the first requested network the pharmacy belongs to', () => {
    expect(getPrimaryNetworkId([1, 2, 4], resolveNetworkScope([4, 2]))).toBe(4);
    expect(getPrimaryNetworkId([1, 2], resolveNetworkScope(undefined))).toBe(1);
  });

  it("is the pharmacy's first network when it is out of network", () => {
    expect(getPrimaryNetworkId([3], resolveNetworkScope([2]))).toBe(3);
  });
});

describe('getNetworkPriceCategory', () => {
  it('maps each network to its price category', () => {
    expect([1, 2, 3, 4].map(getNetworkPriceCategory)).toEqual([
      'edlp',
      'local',
      'delivery',
      'magic',
    ]);
    expect(getNetworkPriceCategory(9)).toBeUndefined();
  });
});
