/** What decides whether an account's mobile number was proven by a texted code. */
export interface MobileProof {
  type: string;
  mobileNumber: string | null;
  mobileVerifiedAt: Date | null;
}

/**
 * The account's mobile number (1 and ten digits) when a texted code proved it: its
 * mobile_verified_at is set, or it is a phone-code account, whose number is how it signs in
 * (those made before mobile_verified_at existed have none). Null otherwise.
 */
export function readVerifiedMobile(account: MobileProof): string | null {
  const isProven = account.mobileVerifiedAt !== null || account.type === 'sms_otp';
  const digits = account.mobileNumber?.replace(/\D/g, '') ?? '';
  if (!isProven || !/^1?\d{10}$/.test(digits)) return null;
  return `1${digits.slice(-10)}`;
}
