import { PREFERRED_CHAINS } from '@fillwell/domain';

export type ChainShortName = (typeof PREFERRED_CHAINS)[number]['shortName'];

export interface ChainProfile {
  shortName: ChainShortName;
  /** Approximate number of pharmacy counters in the US; sets each chain's share. */
  storeWeight: number;
  /** States where the chain operates pharmacies; `null` means nationwide. */
  states: readonly string[] | null;
  /** Digits of the store number shown in the name ("CVS Pharmacy #04821"). */
  storeNumberDigits: number;
  /** Store name before the number. */
  namePrefix: string;
}

/**
 * Regions follow where each chain (under its own name) runs pharmacies; store weights follow
 * their relative sizes.
 */
export const CHAIN_PROFILES: readonly ChainProfile[] = [
  { shortName: 'cvs', storeWeight: 9000, states: null, storeNumberDigits: 5, namePrefix: 'CVS Pharmacy' },
  { shortName: 'walgreens', storeWeight: 8500, states: null, storeNumberDigits: 5, namePrefix: 'Walgreens' },
  { shortName: 'walmart', storeWeight: 4600, states: null, storeNumberDigits: 4, namePrefix: 'Walmart Pharmacy' },
  {
    shortName: 'kroger',
    storeWeight: 1900,
    states: ['AL', 'AR', 'GA', 'IL', 'IN', 'KY', 'LA', 'MI', 'MS', 'OH', 'SC', 'TN', 'TX', 'VA', 'WV'],
    storeNumberDigits: 4,
    namePrefix: 'Kroger Pharmacy',
  },
  {
    shortName: 'riteaid',
    storeWeight: 1700,
    states: ['CA', 'CT', 'DE', 'ID', 'MA', 'MD', 'ME', 'MI', 'NH', 'NJ', 'NV', 'NY', 'OH', 'OR', 'PA', 'VA', 'VT', 'WA'],
    storeNumberDigits: 5,
    namePrefix: 'Rite Aid',
  },
  {
    shortName: 'publix',
    storeWeight: 1300,
    states: ['FL', 'GA', 'AL', 'SC', 'TN', 'NC', 'VA', 'KY'],
    storeNumberDigits: 4,
    namePrefix: 'Publix Pharmacy',
  },
  {
    shortName: 'albertsons',
    storeWeight: 700,
    states: ['CA', 'ID', 'LA', 'MT', 'NM', 'NV', 'OR', 'TX', 'UT', 'WA', 'WY'],
    storeNumberDigits: 4,
    namePrefix: 'Albertsons Pharmacy',
  },
  {
    shortName: 'safeway',
    storeWeight: 900,
    states: ['AK', 'AZ', 'CA', 'CO', 'DC', 'DE', 'HI', 'ID', 'MD', 'MT', 'NE', 'NM', 'NV', 'OR', 'SD', 'VA', 'WA', 'WY'],
    storeNumberDigits: 4,
    namePrefix: 'Safeway Pharmacy',
  },
  { shortName: 'heb', storeWeight: 350, states: ['TX'], storeNumberDigits: 3, namePrefix: 'H-E-B Pharmacy' },
  { shortName: 'costco', storeWeight: 600, states: null, storeNumberDigits: 4, namePrefix: 'Costco Pharmacy' },
  {
    shortName: 'meijer',
    storeWeight: 250,
    states: ['MI', 'OH', 'IN', 'IL', 'KY', 'WI'],
    storeNumberDigits: 3,
    namePrefix: 'Meijer Pharmacy',
  },
  {
    shortName: 'harristeeter',
    storeWeight: 260,
    states: ['NC', 'SC', 'VA', 'MD', 'DE', 'DC', 'GA', 'FL'],
    storeNumberDigits: 3,
    namePrefix: 'Harris Teeter Pharmacy',
  },
];

export function getChainFormattedName(shortName: ChainShortName): string {
  const chain = PREFERRED_CHAINS.find((candidate) => candidate.shortName === shortName);
  if (!chain) throw new Error(`Unknown chain ${shortName}`);
  return chain.formattedName;
}
