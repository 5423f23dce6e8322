import { NETWORK_IDS, PRICE_CATEGORY_LABELS } from '@fillwell/domain';
import type { Account, Pharmacy, UserResponse } from '@fillwell/contracts';
import type { SessionRecord } from '../../plugins/session';

import { assignExperiments } from './experiments';

type TierType = 'edlp' | 'local' | 'delivery' | 'magic';

function describeTier(tierType: TierType) {
  return {
    tierType,
    name: PRICE_CATEGORY_LABELS[tierType],
    pharmacyNetworkId: NETWORK_IDS[tierType],
  };
}

/**
 * The price tiers anyone can buy at; the discount-card tier (network 4) needs an account holding
 * an active card.
 */
const PUBLIC_PRICING_TIERS = (['edlp', 'local', 'delivery'] as const).map(describeTier);
const MAGIC_VERIFIED_PRICING_TIERS = [...PUBLIC_PRICING_TIERS, describeTier('magic')];

export interface UserStats {
  medicationCount: number;
  pharmacyCount: number;
}

/**
 * GET /api/v2/user: the visitor, or the signed-in account when the session has one, with the
 * pharmacy of its discount card.
 */
export function buildUser(
  session: SessionRecord,
  stats: UserStats,
  account: Account | null,
  forcedExperiments?: string,
  magicPharmacy: Pharmacy | null = null,
): UserResponse {
  return {
    isServiceAvailable: true,
    stats,
    experiments: assignExperiments(session.id, forcedExperiments),
    account,
    session: { authenticated: account !== null, expiresOn: session.expiresAt.toISOString() },
    pharmacy: null,
    magicPharmacy: account ? magicPharmacy : null,
    availablePricingTiers: account?.isMagicVerified
      ? MAGIC_VERIFIED_PRICING_TIERS
      : PUBLIC_PRICING_TIERS,
    inviteCode: session.inviteCode,
  };
}

export function buildVisitorUser(
  session: SessionRecord,
  stats: UserStats,
  forcedExperiments?: string,
): UserResponse {
  return buildUser(session, stats, null, forcedExperiments);
}
