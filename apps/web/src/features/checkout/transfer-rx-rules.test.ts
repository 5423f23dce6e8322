import { createCartItem } from '@/features/cart/testing/cart-fixtures';
import {
  canContinueTransfer,
  EMPTY_TRANSFER_CHOICE,
  isOneSourceAtFirst,
  isTransferChoiceComplete,
  listItemsNeedingSource,
  listTransferPharmacies,
  readPharmacySearch,
  resolveChoices,
  toInitialChoice,
  toTransferSources,
  type TransferChoice,
} from './transfer-rx-rules';

const PHARMACY = {
  id: 'rx-1',
  npi: '1111111111',
  name: 'Corner',
  address: '1 Main St',
  zipCode: '10001',
};
const FROM_PHARMACY: TransferChoice = {
  ...EMPTY_TRANSFER_CHOICE,
  source: 'pharmacy',
  pharmacy: PHARMACY,
};
const FROM_DOCTOR: TransferChoice = {
  ...EMPTY_TRANSFER_CHOICE,
  source: 'provider',
  provider: { providerId: 7, fullName: 'Dr. Ada Moss' },
};

describe('a transfer source', () => {
  it('is complete for bhp and user, or for a pharmacy or provider with its data', () => {
    expect(isTransferChoiceComplete(EMPTY_TRANSFER_CHOICE)).toBe(false);
    expect(isTransferChoiceComplete({ ...EMPTY_TRANSFER_CHOICE, source: 'bhp' })).toBe(true);
    expect(isTransferChoiceComplete({ ...EMPTY_TRANSFER_CHOICE, source: 'user' })).toBe(true);
    expect(isTransferChoiceComplete({ ...EMPTY_TRANSFER_CHOICE, source: 'pharmacy' })).toBe(false);
    expect(isTransferChoiceComplete(FROM_PHARMACY)).toBe(true);
    expect(isTransferChoiceComplete({ ...EMPTY_TRANSFER_CHOICE, source: 'provider' })).toBe(false);
    expect(isTransferChoiceComplete(FROM_DOCTOR)).toBe(true);
  });

  it('is not asked of an item bought with a doctor visit', () => {
    const visit = createCartItem({ id: 'v', rxSrcType: 'consultation' });
    const plain = createCartItem({ id: 'p' });
    expect(listItemsNeedingSource([visit, plain])).toEqual([plain]);
  });

  it('starts from what the cart already holds', () => {
    const item = createCartItem({
      transferSource: 'provider',
      rxSrcProviderId: 7,
      rxSourceName: 'Dr. Ada Moss',
    });
    expect(toInitialChoice(item)).toEqual(FROM_DOCTOR);
    expect(toInitialChoice(createCartItem())).toEqual(EMPTY_TRANSFER_CHOICE);
  });
});

describe('one source for every item', () => {
  it('is the start unless the cart already holds different sources', () => {
    const fresh = [createCartItem({ id: 'a' }), createCartItem({ id: 'b' })];
    expect(isOneSourceAtFirst(fresh)).toBe(true);
    const same = fresh.map((item) => ({ ...item, transferSource: 'user' as const }));
    expect(isOneSourceAtFirst(same)).toBe(true);
    const [first, second] = same;
    if (!first || !second) throw new Error('two items expected');
    const mixed = [first, { ...second, transferSource: 'bhp' as const }];
    expect(isOneSourceAtFirst(mixed)).toBe(false);
  });
});

describe('the transfer Continue', () => {
  const items = [createCartItem({ id: 'a' }), createCartItem({ id: 'b' })];

  it('applies one shared choice to every item, or each item its own', () => {
    const shared = resolveChoices(items, true, FROM_PHARMACY, {});
    expect(canContinueTransfer(shared)).toBe(true);
    expect(toTransferSources(shared)).toEqual([
      { itemId: 'a', transferSource: 'pharmacy', rxSrcPharmacyId: 'rx-1', rxSrcProviderId: null },
      { itemId: 'b', transferSource: 'pharmacy', rxSrcPharmacyId: 'rx-1', rxSrcProviderId: null },
    ]);
    const partial = resolveChoices(items, false, FROM_PHARMACY, { a: FROM_DOCTOR });
    expect(canContinueTransfer(partial)).toBe(false);
    const each = resolveChoices(items, false, EMPTY_TRANSFER_CHOICE, {
      a: FROM_DOCTOR,
      b: FROM_PHARMACY,
    });
    expect(canContinueTransfer(each)).toBe(true);
    expect(toTransferSources(each)[0]).toEqual({
      itemId: 'a',
      transferSource: 'provider',
      rxSrcPharmacyId: null,
      rxSrcProviderId: 7,
    });
  });

  it('asks each chosen pharmacy once for a transfer', () => {
    const shared = resolveChoices(items, true, FROM_PHARMACY, {});
    expect(listTransferPharmacies(shared)).toEqual([PHARMACY]);
    const unknownNpi = { ...FROM_PHARMACY, pharmacy: { ...PHARMACY, npi: null } };
    expect(listTransferPharmacies(resolveChoices(items, true, unknownNpi, {}))).toEqual([]);
  });
});

describe('the transfer searches', () => {
  it('need more than 2 characters; five digits search pharmacies by ZIP code', () => {
    expect(readPharmacySearch('10')).toEqual({ kind: 'too-short' });
    expect(readPharmacySearch(' 10001 ')).toEqual({ kind: 'zip', zipCode: '10001' });
    expect(readPharmacySearch('CVS')).toEqual({ kind: 'not-zip' });
  });
});
