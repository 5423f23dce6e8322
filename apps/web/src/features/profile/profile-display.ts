import type { Account } from '@fillwell/contracts';
import { formatMobileNumber } from '@fillwell/domain';

const NOT_GIVEN = 'Not given';

export function formatFullName(account: Pick<Account, 'firstName' | 'lastName'>): string {
  const name = [account.firstName, account.lastName].filter(Boolean).join(' ');
  return name || NOT_GIVEN;
}

/** 1985-03-14 → 3/14/1985 (the specification's date format). */
export function formatDateOfBirth(isoDate: string | null): string {
  const match = isoDate ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate) : null;
  if (!match) return NOT_GIVEN;
  const [, year, month, day] = match;
  return `${Number(month)}/${Number(day)}/${year}`;
}

export function formatGender(gender: Account['gender']): string {
  if (gender === 'male') return 'Male';
  if (gender === 'female') return 'Female';
  return NOT_GIVEN;
}

export function formatMobile(mobileNumber: string | null): string {
  return mobileNumber ? formatMobileNumber(mobileNumber) : NOT_GIVEN;
}

export function formatOptIn(isOptedIn: boolean): string {
  return isOptedIn ? 'On' : 'Off';
}

/** The account's profile as label/value rows. */
export function describeProfile(account: Account): Array<{ label: string; value: string }> {
  return [
    { label: 'Name', value: formatFullName(account) },
    { label: 'Date of birth', value: formatDateOfBirth(account.dob) },
    { label: 'Gender', value: formatGender(account.gender) },
    { label: 'Email', value: account.email ?? NOT_GIVEN },
    { label: 'Mobile number', value: formatMobile(account.mobileNumber) },
    { label: 'Text messages', value: formatOptIn(account.smsOptIn) },
    { label: 'Medication information emails', value: formatOptIn(account.medInfoOptIn) },
  ];
}
