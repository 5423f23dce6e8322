import { NETWORK_IDS, QUICKSAVE_OFFERS } from '@fillwell/domain';
import type { DiscountCardResponse } from '@fillwell/contracts';
import type { DiscountCardPlan } from '../../config';
import type { AppDatabase, Executor } from '../../db/client';
import type { CouponRow, DiscountCardMatchCodeRow, DiscountCardRow } from '../../db/schema/index';
import { createUnauthorizedError } from '../../plugins/http-error';
import type { PharmacyIndex } from '../pharmacies/index';
import { createCardError } from './card-errors';
import {
  findCardByAccount,
  findCardByMobile,
  findCardRecord,
  findCardholder,
  findLiveMatchCode,
  findUsableCoupon,
  insertCardUnlessTaken,
  markAccountCouponHolder,
  type CardRecord,
  takeMatchCodeUse,
  updateCard,
} from './card-repository';
import { toDiscountCardResponse } from './card-view';
import { createMemberId } from './member-id';
import { readVerifiedMobile } from './verified-mobile';

export interface DiscountCardServiceOptions {
  db: AppDatabase;
  pharmacies: PharmacyIndex;
  plan: DiscountCardPlan;
  now?: () => Date;
}

/** Member IDs tried before giving up: a clash among 10^12 numbers is already rare. */
const MEMBER_ID_TRIES = 5;

const OFFER_COUPON_CODES: ReadonlySet<string> = new Set(
  Object.values(QUICKSAVE_OFFERS).map((offer) => offer.couponName),
);

interface CardExtras {
  coupon: CouponRow | null;
  pharmacyId: string | null;
}

/**
 * The discount card: issued once per account and once per verified mobile number (unique
 * indexes decide between calls sent at once), matched to pharmacy, campaign and referral codes,
 * holding one coupon and one pharmacy. Every call answers the card as GET magic_card shows it.
 */
export function createDiscountCardService(options: DiscountCardServiceOptions) {
  const { db, pharmacies, plan } = options;
  const now = options.now ?? (() => new Date());

  async function respond(accountId: string): Promise<DiscountCardResponse> {
    const record = await findCardRecord(db, accountId);
    if (!record) throw createCardError('noCard');
    return toDiscountCardResponse(record, plan, pharmacies);
  }

  /**
   * The account's card, issued now when it has none; `isNew` says which. A new card takes two
   * statements (the account with any card, then the card with the account's mark), so it needs
   * no transaction of its own.
   */
  async function issueCard(
    tx: Executor,
    accountId: string,
    extras: CardExtras,
  ): Promise<{ record: CardRecord; isNew: boolean }> {
    const found = await findCardholder(tx, accountId);
    if (!found) throw createUnauthorizedError();
    if (found.record) return { record: found.record, isNew: false };
    const { holder } = found;
    const mobileNumber = readVerifiedMobile(holder);
    if (!mobileNumber) throw createCardError('mobileUnverified');
    for (let attempt = 0; attempt < MEMBER_ID_TRIES; attempt += 1) {
      const card = await insertCardUnlessTaken(tx, {
        accountId,
        cardholderId: createMemberId(),
        mobileNumber,
        couponCode: extras.coupon?.code ?? null,
        pharmacyId: extras.pharmacyId,
      });
      if (card) {
        const { firstName, lastName } = holder;
        const record = {
          card,
          firstName,
          lastName,
          coupon: extras.coupon,
          lastAmountOwedCents: null,
        };
        return { record, isNew: true };
      }
      // Taken: by this account's card (a call sent at once), the number's, or the member ID's.
      const mine = await findCardRecord(tx, accountId);
      if (mine) return { record: mine, isNew: false };
      if (await findCardByMobile(tx, mobileNumber)) throw createCardError('phoneHasCard');
    }
    throw new Error('No free member ID was found');
  }

  async function findLiveCode(tx: Executor, code: string): Promise<DiscountCardMatchCodeRow> {
    const matchCode = await findLiveMatchCode(tx, code, now());
    if (!matchCode) throw createCardError('matchCodeUnknown');
    return matchCode;
  }

  /**
   * Records the code on the card (its pharmacy and coupon become the card's) and takes one of
   * its uses; nothing when a call sent at once already matched this card to it.
   */
  async function applyMatchCode(
    tx: Executor,
    card: DiscountCardRow,
    matchCode: DiscountCardMatchCodeRow,
  ): Promise<void> {
    const coupon = matchCode.couponCode
      ? await findUsableCoupon(tx, matchCode.couponCode, now())
      : null;
    const updated = await updateCard(
      tx,
      card.id,
      {
        matchCode: matchCode.code,
        ...(matchCode.pharmacyId ? { pharmacyId: matchCode.pharmacyId } : {}),
        ...(coupon ? { couponCode: coupon.code } : {}),
      },
      matchCode.code,
    );
    if (!updated) return;
    if (!(await takeMatchCodeUse(tx, matchCode.code, now()))) {
      throw createCardError('matchCodeUsed');
    }
    if (coupon) await markAccountCouponHolder(tx, card.accountId);
  }

  async function findOfferCoupon(couponName: string): Promise<CouponRow> {
    const code = couponName.trim().toUpperCase();
    const coupon = OFFER_COUPON_CODES.has(code) ? await findUsableCoupon(db, code, now()) : null;
    if (!coupon) throw createCardError('couponUnknown');
    return coupon;
  }

  return {
    getCard: respond,

    /** Issues the card, holding a quicksave offer with it; answers an existing card as it is. */
    async signUp(accountId: string, couponName: string | null): Promise<DiscountCardResponse> {
      const coupon = couponName ? await findOfferCoupon(couponName) : null;
      const { record } = await issueCard(db, accountId, { coupon, pharmacyId: null });
      return toDiscountCardResponse(record, plan, pharmacies);
    },

    /** Issues the card with a match code, in one transaction: both happen or neither. */
    async access(accountId: string, code: string): Promise<DiscountCardResponse> {
      await db.transaction(async (tx) => {
        if (await findCardByAccount(tx, accountId)) throw createCardError('cardExists');
        const matchCode = await findLiveCode(tx, code);
        const extras = { coupon: null, pharmacyId: null };
        const { record, isNew } = await issueCard(tx, accountId, extras);
        if (!isNew) throw createCardError('cardExists');
        await applyMatchCode(tx, record.card, matchCode);
      });
      return respond(accountId);
    },

    /** Matches the card to a code; the same code again changes nothing and takes no use. */
    async match(accountId: string, code: string): Promise<DiscountCardResponse> {
      await db.transaction(async (tx) => {
        const card = await findCardByAccount(tx, accountId);
        if (!card) throw createCardError('noCard');
        if (card.matchCode === code) return;
        const matchCode = await findLiveCode(tx, code);
        if (matchCode.kind === 'referral' && matchCode.referrerCardId === card.id) {
          throw createCardError('matchCodeOwnReferral');
        }
        await applyMatchCode(tx, card, matchCode);
      });
      return respond(accountId);
    },

    /** Holds a coupon (active, unexpired) with the card. */
    async holdCoupon(accountId: string, couponName: string): Promise<DiscountCardResponse> {
      await db.transaction(async (tx) => {
        const card = await findCardByAccount(tx, accountId);
        if (!card) throw createCardError('noCard');
        const coupon = await findUsableCoupon(tx, couponName.trim().toUpperCase(), now());
        if (!coupon) throw createCardError('couponUnknown');
        await updateCard(tx, card.id, { couponCode: coupon.code });
        await markAccountCouponHolder(tx, accountId);
      });
      return respond(accountId);
    },

    /** Sets the card's pharmacy (one in its network), issuing the card first when there is none. */
    async accessByPharmacy(accountId: string, pharmacyId: string): Promise<DiscountCardResponse> {
      assertNetworkPharmacy(pharmacies, pharmacyId);
      await db.transaction(async (tx) => {
        const { record } = await issueCard(tx, accountId, { coupon: null, pharmacyId });
        const { card } = record;
        if (card.pharmacyId !== pharmacyId) await updateCard(tx, card.id, { pharmacyId });
      });
      return respond(accountId);
    },
  };
}

export type DiscountCardService = ReturnType<typeof createDiscountCardService>;

/** A pharmacy of the directory in the discount-card network; a 400 otherwise. */
export function assertNetworkPharmacy(pharmacies: PharmacyIndex, pharmacyId: string): void {
  const pharmacy = pharmacies.get(pharmacyId);
  if (!pharmacy?.networkIds.includes(NETWORK_IDS.magic)) {
    throw createCardError('pharmacyNotInNetwork');
  }
}
