import {
  PATIENT_CODE_LENGTH,
  verifyPatientDetailsRequestSchema,
  type VerifyPatientDetailsRequest,
} from '@fillwell/contracts';

export type DetailsErrors = Partial<Record<keyof VerifyPatientDetailsRequest, string>>;

/** The verification form's field errors (partner-and-shell §5), or none. */
export function checkPatientDetails(values: VerifyPatientDetailsRequest): DetailsErrors {
  const result = verifyPatientDetailsRequestSchema.safeParse(values);
  if (result.success) return {};
  const errors: DetailsErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as keyof VerifyPatientDetailsRequest | undefined;
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

/** The code's error, or null when it is six digits. */
export function checkVerifyCode(code: string): string | null {
  return new RegExp(`^\\d{${PATIENT_CODE_LENGTH}}$`).test(code.trim())
    ? null
    : `Enter the ${PATIENT_CODE_LENGTH}-digit code`;
}
