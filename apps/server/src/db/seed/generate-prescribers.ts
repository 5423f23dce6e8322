import { US_STATE_CODES } from '@fillwell/domain';
import type { prescribers } from '../schema/catalog';
import { getStateFacts } from './data/state-facts';
import { FIRST_NAMES, SURNAMES } from './data/us-names';
import { createNpiAllocator, jitterCoordinate, makePhone, makeStreetAddress } from './fake-contact';
import { createRandom, seedFromText, type Random } from './random';
import type { ZipCodeRow } from './zip-code-data';

export type PrescriberRow = Required<typeof prescribers.$inferInsert>;

/** Provider ids start here, so they never look like small counters. */
export const FIRST_PROVIDER_ID = 100_001;

const CREDENTIALS = [
  { credential: 'MD', weight: 60 },
  { credential: 'DO', weight: 10 },
  { credential: 'NP', weight: 20 },
  { credential: 'PA', weight: 10 },
] as const;

const PHYSICIAN_SPECIALTIES = [
  { specialty: 'Family Medicine', weight: 30 },
  { specialty: 'Internal Medicine', weight: 25 },
  { specialty: 'Pediatrics', weight: 8 },
  { specialty: 'Obstetrics & Gynecology', weight: 5 },
  { specialty: 'Cardiology', weight: 5 },
  { specialty: 'Psychiatry', weight: 5 },
  { specialty: 'Dermatology', weight: 4 },
  { specialty: 'Endocrinology', weight: 3 },
  { specialty: 'Gastroenterology', weight: 3 },
  { specialty: 'Neurology', weight: 3 },
  { specialty: 'Urology', weight: 2 },
  { specialty: 'Pulmonology', weight: 2 },
  { specialty: 'Rheumatology', weight: 2 },
  { specialty: 'Emergency Medicine', weight: 3 },
] as const;

const ADVANCED_PRACTICE_SPECIALTIES = [
  { specialty: 'Family Medicine', weight: 50 },
  { specialty: 'Internal Medicine', weight: 15 },
  { specialty: 'Urgent Care', weight: 15 },
  { specialty: 'Pediatrics', weight: 8 },
  { specialty: "Women's Health", weight: 6 },
  { specialty: 'Psychiatry', weight: 6 },
] as const;

export interface PrescriberGeneratorOptions {
  count: number;
  zipCodesByState: ReadonlyMap<string, readonly ZipCodeRow[]>;
}

/** A deterministic directory of prescribers, spread over the states by population. */
export function generatePrescribers(options: PrescriberGeneratorOptions): PrescriberRow[] {
  const random = createRandom(seedFromText(`prescribers:${options.count}`));
  const allocateNpi = createNpiAllocator(random);
  return Array.from({ length: options.count }, (_, index) => {
    const stateCode = random.pickWeighted(US_STATE_CODES, (code) => getStateFacts(code).population);
    const zip = random.pick(options.zipCodesByState.get(stateCode) ?? []);
    return makePrescriber(random, {
      providerId: FIRST_PROVIDER_ID + index,
      npi: allocateNpi(),
      zip,
    });
  });
}

function makePrescriber(
  random: Random,
  input: { providerId: number; npi: string; zip: ZipCodeRow },
): PrescriberRow {
  const firstName = random.pick(FIRST_NAMES);
  const lastName = random.pick(SURNAMES);
  const { credential } = random.pickWeighted(CREDENTIALS, (entry) => entry.weight);
  const isPhysician = credential === 'MD' || credential === 'DO';
  const specialties = isPhysician ? PHYSICIAN_SPECIALTIES : ADVANCED_PRACTICE_SPECIALTIES;
  const { specialty } = random.pickWeighted<{ specialty: string; weight: number }>(
    specialties,
    (entry) => entry.weight,
  );
  return {
    providerId: input.providerId,
    npi: input.npi,
    firstName,
    lastName,
    fullName: `${firstName} ${lastName}, ${credential}`,
    credential,
    specialty,
    address1: makeStreetAddress(random),
    city: input.zip.city,
    state: input.zip.stateCode,
    zipCode: input.zip.zipCode,
    phone: makePhone(random, input.zip.stateCode),
    lat: jitterCoordinate(random, input.zip.lat),
    lng: jitterCoordinate(random, input.zip.lng),
  };
}
