import { z } from 'zod';
import { resultOf } from './wire';

/** Codes of the referral errors, in the one error shape. */
export const REFERRAL_ERROR_CODES = {
  codeUnknown: 'invite_code_unknown',
  ownCode: 'invite_code_own',
  alreadyInvited: 'invite_already_used',
  notNewAccount: 'invite_not_new_account',
  loop: 'referral_loop',
} as const;

/**
 * A friend who joined with the account's invite: joined (no paid order yet), earned (their
 * first order was paid and the reward credited) or reversed (that order was refunded in full).
 */
export const REFERRAL_FRIEND_STATUSES = ['joined', 'earned', 'reversed'] as const;
export type ReferralFriendStatus = (typeof REFERRAL_FRIEND_STATUSES)[number];

export const referralFriendSchema = z.object({
  /** First name and last initial, else the e-mail address partly hidden. */
  name: z.string(),
  joinedOn: z.string(),
  status: z.enum(REFERRAL_FRIEND_STATUSES),
  /** What this friend earned the account, after any reversal. */
  earnedCents: z.number().int(),
  creditedOn: z.string().nullable(),
});
export type ReferralFriend = z.infer<typeof referralFriendSchema>;

/** GET /api/v2/user/account/referrals: the account's invite and what it earned. */
export const referralSummarySchema = z.object({
  referralCode: z.string(),
  inviteUrl: z.string(),
  shortInviteUrl: z.string(),
  rewardCents: z.number().int(),
  /** Credited to the wallet so far, less reversals. */
  earnedCents: z.number().int(),
  /** The rewards of friends who joined and have not had an order paid yet. */
  pendingCents: z.number().int(),
  friends: z.array(referralFriendSchema),
});
export type ReferralSummary = z.infer<typeof referralSummarySchema>;

export const referralSummaryResponseSchema = resultOf(referralSummarySchema);
export type ReferralSummaryResponse = z.infer<typeof referralSummaryResponseSchema>;
