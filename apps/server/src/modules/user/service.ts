import { INVITE_REWARD_CENTS, NETWORK_IDS, PRICE_CATEGORY_LABELS } from '@fillwell/domain';
import type { UserResponse } from '@fillwell/contracts';
import type { SessionRecord } from '../../plugins/session';

import { assignExperiments } from './experiments';

/** The price tiers a visitor can buy at; the discount-card tier needs an account. */
const VISITOR_PRICING_TIERS = (['edlp', 'local', 'delivery'] as const).map((tierType) => ({
  tierType,
  name: PRICE_CATEGORY_LABELS[tierType],
  pharmacyNetworkId: NETWORK_IDS[tierType],
}));

export function buildVisitorUser(
  session: SessionRecord,
  stats: { medicationCount: number; pharmacyCount: number },
  forcedExperiments?: string,
): UserResponse {
  return {
    isServiceAvailable: true,
    stats,
    experiments: assignExperiments(session.id, forcedExperiments),
    account: null,
    session: { authenticated: false, expiresOn: session.expiresAt.toISOString() },
    pharmacy: null,
    magicPharmacy: null,
    availablePricingTiers: VISITOR_PRICING_TIERS,
    inviteCode: session.inviteCode,
  };
}

export function describeInvite(code: string): { code: string; rewardCents: number } {
  return { code, rewardCents: INVITE_REWARD_CENTS };
}
