import {
  DISCOUNT_CARD_ERROR_CODES,
  devMatchCodeRequestSchema,
  type MatchCode,
  type MatchCodeKind,
} from '@fillwell/contracts';
import type { z } from 'zod';
import type { AppDatabase } from '../../db/client';
import type { DiscountCardMatchCodeRow, DiscountCardRow } from '../../db/schema/index';
import { HttpError } from '../../plugins/http-error';
import type { PharmacyIndex } from '../pharmacies/index';
import { createCardError } from './card-errors';
import {
  findCardByAccount,
  findCardByMemberId,
  findUsableCoupon,
  insertMatchCode,
} from './card-repository';
import { assertNetworkPharmacy } from './card-service';
import { createMatchCode } from './member-id';

type MatchCodeOrder = z.output<typeof devMatchCodeRequestSchema>;

/** How many uses a code of each kind has when the order does not say: pharmacy codes one. */
const DEFAULT_MAX_USES: Record<MatchCodeKind, number | null> = {
  pharmacy: 1,
  campaign: null,
  referral: null,
};

/**
 * Makes match codes for the developer tool (outside production): what a pharmacy's, a
 * campaign's or a member's /qs link would carry.
 */
export function createMatchCodeTool(db: AppDatabase, pharmacies: PharmacyIndex) {
  async function findReferrerCard(
    order: MatchCodeOrder,
    callerAccountId: string | null,
  ): Promise<DiscountCardRow> {
    const card = order.referrerMemberId
      ? await findCardByMemberId(db, order.referrerMemberId)
      : callerAccountId
        ? await findCardByAccount(db, callerAccountId)
        : null;
    if (!card) throw createCardError('noCard');
    return card;
  }

  return {
    async create(order: MatchCodeOrder, callerAccountId: string | null): Promise<MatchCode> {
      if (order.pharmacyId !== undefined) assertNetworkPharmacy(pharmacies, order.pharmacyId);
      const coupon = order.couponName
        ? await findUsableCoupon(db, order.couponName.toUpperCase(), new Date())
        : null;
      if (order.couponName && !coupon) throw createCardError('couponUnknown');
      const referrer =
        order.kind === 'referral' ? await findReferrerCard(order, callerAccountId) : null;
      const row = await insertMatchCode(db, {
        code: order.code ?? createMatchCode(),
        kind: order.kind,
        pharmacyId: order.pharmacyId ?? null,
        couponCode: coupon?.code ?? null,
        referrerCardId: referrer?.id ?? null,
        maxUses: order.maxUses === undefined ? DEFAULT_MAX_USES[order.kind] : order.maxUses,
      });
      if (!row) {
        throw new HttpError(
          409,
          DISCOUNT_CARD_ERROR_CODES.matchCodeTaken,
          'A match code with this text exists already.',
        );
      }
      return toMatchCode(row, order.kind, referrer?.cardholderId ?? null);
    },
  };
}

function toMatchCode(
  row: DiscountCardMatchCodeRow,
  kind: MatchCodeKind,
  referrerMemberId: string | null,
): MatchCode {
  return {
    code: row.code,
    kind,
    pharmacyId: row.pharmacyId,
    couponName: row.couponCode,
    referrerMemberId,
    maxUses: row.maxUses,
    useCount: row.useCount,
    expiresAt: row.expiresAt?.toISOString() ?? null,
  };
}
