import { z } from 'zod';
import { GENDERS, type UpdateProfileRequest } from '@fillwell/contracts';
import {
  ACCOUNT_MESSAGES,
  checkDateOfBirth,
  DELIVERY_ELIGIBLE_STATE_CODES,
  getNameError,
} from '@fillwell/domain';

export const BASIC_INFO_MESSAGES = {
  genderMissing: 'Please choose male or female',
  stateMissing: 'Please choose the state you are in',
} as const;

export const DATE_PART_LENGTHS = { month: 2, day: 2, year: 4 } as const;

export interface DateOfBirthParts {
  month: string;
  day: string;
  year: string;
}

const DIGITS = /^\d+$/;

/** The ISO date the three inputs name, or null unless it is a real date in the past. */
export function toIsoDateOfBirth(parts: DateOfBirthParts, today = new Date()): string | null {
  const texts = [parts.month, parts.day, parts.year].map((part) => part.trim());
  if (!texts.every((text) => DIGITS.test(text))) return null;
  const [month, day, year] = texts.map(Number);
  const check = checkDateOfBirth(
    { month: month ?? NaN, day: day ?? NaN, year: year ?? NaN },
    today,
  );
  return check.isValid ? check.isoDate : null;
}

/** The inputs' values for a stored ISO date (empty when there is none). */
export function toDateOfBirthParts(isoDate: string | null): DateOfBirthParts {
  const match = isoDate ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate) : null;
  if (!match) return { month: '', day: '', year: '' };
  const [, year = '', month = '', day = ''] = match;
  return { month: String(Number(month)), day: String(Number(day)), year };
}

const nameField = z.string().superRefine((value, context) => {
  const message = getNameError(value);
  if (message) context.addIssue({ code: 'custom', message });
});

/** The checkout's patient-information rules; subscriptions also need the current state. */
export function createBasicInfoSchema(isSubscription: boolean) {
  return z.object({
    firstName: nameField,
    lastName: nameField,
    dob: z
      .object({ month: z.string(), day: z.string(), year: z.string() })
      .refine((parts) => toIsoDateOfBirth(parts) !== null, ACCOUNT_MESSAGES.checkoutDateInvalid),
    gender: z
      .union([z.enum(GENDERS), z.literal('')])
      .refine(Boolean, BASIC_INFO_MESSAGES.genderMissing),
    state: isSubscription
      ? z
          .string()
          .refine(
            (code) => DELIVERY_ELIGIBLE_STATE_CODES.includes(code),
            BASIC_INFO_MESSAGES.stateMissing,
          )
      : z.string(),
  });
}

export type BasicInfoValues = z.input<ReturnType<typeof createBasicInfoSchema>>;

/** What Continue sends: trimmed names, the ISO date, and the state only for subscriptions. */
export function toBasicInfoChanges(
  values: BasicInfoValues,
  isSubscription: boolean,
): UpdateProfileRequest {
  const dob = toIsoDateOfBirth(values.dob);
  return {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    ...(dob ? { dob } : {}),
    ...(values.gender ? { gender: values.gender } : {}),
    ...(isSubscription && values.state ? { telemedCurrentState: values.state } : {}),
  };
}

/** Server field names → this form's fields. */
export const BASIC_INFO_SERVER_FIELDS = {
  firstName: 'firstName',
  lastName: 'lastName',
  dob: 'dob',
  gender: 'gender',
  telemedCurrentState: 'state',
} as const satisfies Record<string, keyof BasicInfoValues>;
