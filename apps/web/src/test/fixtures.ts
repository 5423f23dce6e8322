import type { Account, UserResponse } from '@fillwell/contracts';

export const TEST_ACCOUNT: Account = {
  id: 'acc_1',
  email: 'pat@example.com',
  firstName: 'Pat',
  lastName: 'Lee',
  dob: null,
  gender: null,
  mobileNumber: null,
  type: 'full',
  smsOptIn: false,
  medInfoOptIn: false,
  orderCount: 0,
  paymentCardCount: 0,
  hasPatientProfile: false,
  hasShippingAddress: false,
  hasSubscriptions: false,
  hasConsultations: false,
  hasReferralCoupon: false,
  hasMagicCoupon: false,
  isMagicVerified: false,
  isReverieUser: false,
  telemedCurrentState: null,
  referralCode: null,
  userLocation: null,
};

export function createUserResponse(account: Account | null): UserResponse {
  return {
    isServiceAvailable: true,
    stats: { medicationCount: 15000, pharmacyCount: 35000 },
    experiments: [],
    account,
    session: { authenticated: account !== null, expiresOn: null },
    pharmacy: null,
    magicPharmacy: null,
    availablePricingTiers: [],
    inviteCode: null,
  };
}
