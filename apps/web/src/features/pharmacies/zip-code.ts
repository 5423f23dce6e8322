import { LIMITS } from '@fillwell/domain';
import { PHARMACY_MESSAGES } from '@fillwell/contracts';

const ZIP_CODE_PATTERN = new RegExp(`^\\d{${LIMITS.zipLength}}$`);

export function isZipCode(value: string): boolean {
  return ZIP_CODE_PATTERN.test(value);
}

/** What the ZIP box may hold: at most five characters. */
export function limitZipCodeInput(value: string): string {
  return value.slice(0, LIMITS.zipLength);
}

/** 'Invalid zipcode' unless the entry is empty or exactly five digits. */
export function getZipCodeError(value: string): string | null {
  if (value === '' || isZipCode(value)) return null;
  return PHARMACY_MESSAGES.invalidZip;
}
