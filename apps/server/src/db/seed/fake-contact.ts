import { getStateFacts } from './data/state-facts';
import { STREET_NAMES, STREET_SUFFIXES } from './data/us-names';
import { makeNpi } from './npi';
import type { Random } from './random';

/** "1234 Oak St" */
export function makeStreetAddress(random: Random): string {
  return `${random.int(100, 9899)} ${random.pick(STREET_NAMES)} ${random.pick(STREET_SUFFIXES)}`;
}

/**
 * Ten digits with one of the state's area codes. The line is in the 555-01XX block that
 * US numbering reserves for fictional use, so a generated number never rings a real phone.
 */
export function makePhone(random: Random, stateCode: string): string {
  const areaCode = random.pick(getStateFacts(stateCode).areaCodes);
  return `${areaCode}55501${String(random.int(0, 99)).padStart(2, '0')}`;
}

/** A second line on the same area code, e.g. a fax next to the phone. */
export function makeSiblingPhone(random: Random, phone: string): string {
  return `${phone.slice(0, 3)}55501${String(random.int(0, 99)).padStart(2, '0')}`;
}

/** Moves a point by up to about a kilometre so places in one ZIP do not stack. */
export function jitterCoordinate(random: Random, value: number): number {
  return Math.round((value + (random.float() - 0.5) * 0.02) * 1e6) / 1e6;
}

/** Hands out valid NPIs that are unique among the ones it has seen. */
export function createNpiAllocator(random: Random, taken: Iterable<string> = []) {
  const used = new Set(taken);
  return (): string => {
    for (;;) {
      const npi = makeNpi(
        `${random.int(1, 2)}${String(random.int(0, 99_999_999)).padStart(8, '0')}`,
      );
      if (!used.has(npi)) {
        used.add(npi);
        return npi;
      }
    }
  };
}
