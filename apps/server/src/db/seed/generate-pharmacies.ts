import { NETWORK_IDS, US_STATE_CODES, hasDiscountCardAccess } from '@fillwell/domain';
import { apportion } from './apportion';
import { CHAIN_PROFILES, getChainFormattedName, type ChainProfile } from './data/pharmacy-chains';
import { getStateFacts } from './data/state-facts';
import { STREET_NAMES, SURNAMES } from './data/us-names';
import {
  createNpiAllocator,
  jitterCoordinate,
  makePhone,
  makeSiblingPhone,
  makeStreetAddress,
} from './fake-contact';
import { MAIL_ORDER_PHARMACY_ROW } from './mail-order-pharmacy';
import type { PharmacyRow } from './pharmacy-row';
import { createRandom, seedFromText, type Random } from './random';
import type { ZipCodeRow } from './zip-code-data';

/** Bump when the generated directory changes, so databases holding it reload it (2: Texas). */
export const PHARMACY_GENERATOR_REVISION = 2;

export const PHARMACY_SHARES = {
  chain: 0.65,
  supersaver: 0.3,
  discountCard: 0.5,
  independentDelivery: 0.04,
  secondAddressLine: 0.1,
} as const;

export interface PharmacyGeneratorOptions {
  /** Pharmacies in total, the mail-order one included. */
  total: number;
  zipCodesByState: ReadonlyMap<string, readonly ZipCodeRow[]>;
}

interface GeneratorContext {
  random: Random;
  zipCodesByState: ReadonlyMap<string, readonly ZipCodeRow[]>;
  allocateNpi: () => string;
}

/**
 * A deterministic pharmacy directory: the preferred chains in their regions and independents
 * in every state and DC, spread by population, at real ZIP codes, plus the mail-order pharmacy.
 */
export function generatePharmacies(options: PharmacyGeneratorOptions): PharmacyRow[] {
  const random = createRandom(seedFromText(`pharmacies:${options.total}`));
  const context: GeneratorContext = {
    random,
    zipCodesByState: options.zipCodesByState,
    allocateNpi: createNpiAllocator(random, [MAIL_ORDER_PHARMACY_ROW.npi]),
  };
  const retailTotal = options.total - 1;
  const chainTotal = Math.round(retailTotal * PHARMACY_SHARES.chain);
  return [
    MAIL_ORDER_PHARMACY_ROW,
    ...generateChainPharmacies(context, chainTotal),
    ...generateIndependentPharmacies(context, retailTotal - chainTotal),
  ];
}

function generateChainPharmacies(context: GeneratorContext, chainTotal: number): PharmacyRow[] {
  const perChain = apportion(
    chainTotal,
    new Map(CHAIN_PROFILES.map((chain) => [chain, chain.storeWeight])),
    1,
  );
  const rows: PharmacyRow[] = [];
  for (const [chain, count] of perChain) {
    const perState = apportion(count, populationWeights(chain.states ?? US_STATE_CODES));
    const storeNumbers = createUniqueNumbers(context.random, chain.storeNumberDigits, count);
    for (const [stateCode, stateCount] of perState) {
      for (let index = 0; index < stateCount; index += 1) {
        rows.push(makeChainPharmacy(context, chain, stateCode, storeNumbers()));
      }
    }
  }
  return rows;
}

function generateIndependentPharmacies(context: GeneratorContext, total: number): PharmacyRow[] {
  const perState = apportion(total, populationWeights(US_STATE_CODES), 1);
  const rows: PharmacyRow[] = [];
  for (const [stateCode, stateCount] of perState) {
    for (let index = 0; index < stateCount; index += 1) {
      rows.push(makeIndependentPharmacy(context, stateCode));
    }
  }
  return rows;
}

function makeChainPharmacy(
  context: GeneratorContext,
  chain: ChainProfile,
  stateCode: string,
  storeNumber: string,
): PharmacyRow {
  const base = makeRetailBase(context, stateCode);
  return {
    ...base,
    name: `${chain.namePrefix} #${storeNumber}`,
    chainShortName: chain.shortName,
    chainFormattedName: getChainFormattedName(chain.shortName),
    isPreferred: true,
  };
}

function makeIndependentPharmacy(context: GeneratorContext, stateCode: string): PharmacyRow {
  const base = makeRetailBase(context, stateCode);
  const name = makeIndependentName(context.random, base.city);
  const isDelivery = context.random.chance(PHARMACY_SHARES.independentDelivery);
  return {
    ...base,
    name,
    chainShortName: slugify(name),
    chainFormattedName: name,
    isDelivery,
  };
}

type RetailBase = Omit<PharmacyRow, 'name' | 'chainShortName' | 'chainFormattedName'>;

function makeRetailBase(context: GeneratorContext, stateCode: string): RetailBase {
  const { random } = context;
  const zip = random.pick(context.zipCodesByState.get(stateCode) ?? []);
  const npi = context.allocateNpi();
  const isSupersaver = random.chance(PHARMACY_SHARES.supersaver);
  const isDiscountCard = random.chance(PHARMACY_SHARES.discountCard);
  const phone = makePhone(random, stateCode);
  return {
    id: makePharmacyId(npi),
    npi,
    networkIds: makeNetworkIds(isSupersaver, isDiscountCard, stateCode),
    isSupersaver,
    isPreferred: false,
    isDelivery: false,
    isMailOrder: false,
    street1: makeStreetAddress(random),
    street2: random.chance(PHARMACY_SHARES.secondAddressLine)
      ? `Suite ${random.int(1, 40) * 10}`
      : null,
    city: zip.city,
    stateCode,
    zipCode: zip.zipCode,
    phone,
    fax: random.chance(0.7) ? makeSiblingPhone(random, phone) : null,
    lat: jitterCoordinate(random, zip.lat),
    lng: jitterCoordinate(random, zip.lng),
  };
}

/** Location ids are URL-safe and derive from the NPI, for generated and imported pharmacies alike. */
export function makePharmacyId(npi: string): string {
  return `rx-${npi}`;
}

/**
 * A pharmacy's networks. Pharmacies where the discount card has no access (Texas) are never in
 * its network, whatever was drawn for them.
 */
export function makeNetworkIds(
  isSupersaver: boolean,
  isDiscountCard: boolean,
  stateCode: string,
): number[] {
  return [
    NETWORK_IDS.edlp,
    ...(isSupersaver ? [NETWORK_IDS.local] : []),
    ...(isDiscountCard && hasDiscountCardAccess(stateCode) ? [NETWORK_IDS.magic] : []),
  ];
}

const INDEPENDENT_NAME_TEMPLATES: ReadonlyArray<(random: Random, city: string) => string> = [
  (random) => `${random.pick(SURNAMES)} Pharmacy`,
  (random) => `${random.pick(SURNAMES)} Drug`,
  (random) => `${random.pick(SURNAMES)}'s Drug Store`,
  (random) => `${random.pick(SURNAMES)} & ${random.pick(SURNAMES)} Pharmacy`,
  (_random, city) => `${city} Family Pharmacy`,
  (_random, city) => `${city} Pharmacy`,
  (_random, city) => `${city} Apothecary`,
  (_random, city) => `Community Pharmacy of ${city}`,
  (_random, city) => `${city} Drug Center`,
  (random) => `${random.pick(STREET_NAMES)} Street Pharmacy`,
  () => 'Main Street Pharmacy',
  () => 'Neighborhood Pharmacy',
  () => 'Family Care Pharmacy',
  () => 'Hometown Pharmacy',
  () => 'Care Plus Pharmacy',
];

function makeIndependentName(random: Random, city: string): string {
  return random.pick(INDEPENDENT_NAME_TEMPLATES)(random, city);
}

export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/'/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

function populationWeights(stateCodes: readonly string[]): Map<string, number> {
  return new Map(stateCodes.map((code) => [code, getStateFacts(code).population]));
}

function createUniqueNumbers(random: Random, minimumDigits: number, count: number): () => string {
  const used = new Set<number>();
  // Keep the number space at least three times the store count so drawing stays quick.
  const digits = Math.max(minimumDigits, Math.ceil(Math.log10(count * 3)));
  const max = 10 ** digits - 1;
  return () => {
    for (;;) {
      const value = random.int(1, max);
      if (!used.has(value)) {
        used.add(value);
        return String(value).padStart(digits, '0');
      }
    }
  };
}
