import type { PharmacyResult } from '@fillwell/contracts';
import { formatMoney } from '@fillwell/domain';

export function createPharmacyResult(index: number, priceCents = 800 + index): PharmacyResult {
  const npi = String(1_000_000_000 + index);
  return {
    name: `Corner Pharmacy #${index}`,
    npi,
    brand: { shortName: 'corner', formattedName: 'Corner Pharmacy' },
    networkId: 1,
    isSupersaver: false,
    isPreferred: false,
    isDelivery: false,
    inNetwork: true,
    location: {
      id: `rx-${npi}`,
      address: {
        street1: `${100 + index} Market St`,
        street2: null,
        city: 'Saint Louis',
        state: 'MO',
        zipCode: '63103',
      },
      distance: 0.5 + index / 10,
      phone: '3145550100',
      fax: null,
      coordinates: { lat: 38.63, lng: -90.2 },
    },
    price: {
      priceId: `p-${index}`,
      category: 'edlp',
      amountCents: priceCents,
      displayValue: formatMoney(priceCents),
    },
  };
}

export function createPharmacyResults(count: number): PharmacyResult[] {
  return Array.from({ length: count }, (_, index) => createPharmacyResult(index + 1));
}
