export { referralRoutes } from './routes';
export {
  creditReferralForPaidOrder,
  reverseReferralCredit,
  type ReferralOrder,
} from './referral-credits';
export { findReferralCouponInviter } from './referral-repository';
