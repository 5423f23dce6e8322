import type { Provider } from '@fillwell/contracts';
import { describeProvider, readProviderSearch } from './provider-search-rules';

describe('readProviderSearch', () => {
  it('searches from 3 characters, trimmed', () => {
    expect(readProviderSearch('ad')).toBeNull();
    expect(readProviderSearch('  ad ')).toBeNull();
    expect(readProviderSearch(' ada ')).toBe('ada');
    expect(readProviderSearch('x'.repeat(51))).toBeNull();
  });
});

describe('describeProvider', () => {
  it('gives the specialty and the practice address', () => {
    const provider: Provider = {
      providerId: 100001,
      fullName: 'Julie Simpson, MD',
      address1: '100 Main St',
      city: 'St. Louis',
      state: 'MO',
      zipCode: '63103',
      phone: '3145550100',
      specialty: 'Family Medicine',
    };
    expect(describeProvider(provider)).toBe('Family Medicine · 100 Main St, St. Louis, MO');
  });
});
