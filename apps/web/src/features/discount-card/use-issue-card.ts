import { useCallback } from 'react';
import { useDispatch } from 'react-redux';
import { DISCOUNT_CARD_ERROR_CODES, type DiscountCardResponse } from '@fillwell/contracts';
import { getErrorMessage } from '@/lib/api';
import {
  useAccessDiscountCardMutation,
  useAddDiscountCardCouponMutation,
  useMatchDiscountCardMutation,
  useSignupDiscountCardMutation,
} from './api';
import { hasErrorCode, hasStatus } from './card-rules';
import { cardReceived } from './fillwell-card-slice';

const CONFLICT = 409;

export interface CardRequest {
  matchCode: string | null;
  couponName: string | null;
}

export type IssueOutcome =
  { isIssued: true; notices: string[] } | { isIssued: false; message: string };

type Answer =
  { data: DiscountCardResponse; error?: undefined } | { data?: undefined; error: unknown };

/**
 * After the phone code: the card with the link's match code (access) or without one (signup),
 * then the landing page's offer (coupon). A 409 from access is logged and ignored (spec §8); when
 * it says the person already holds a card, the match code is recorded on that card instead
 * (match). Problems with the code or the offer are told, but the card is still issued.
 */
export function useIssueCard() {
  const dispatch = useDispatch();
  const [access] = useAccessDiscountCardMutation();
  const [match] = useMatchDiscountCardMutation();
  const [signup] = useSignupDiscountCardMutation();
  const [addCoupon] = useAddDiscountCardCouponMutation();

  const keep = useCallback(
    (answer: Answer, notices: string[]): DiscountCardResponse | null => {
      if (answer.data) dispatch(cardReceived(answer.data.card));
      else notices.push(getErrorMessage(answer.error));
      return answer.data ?? null;
    },
    [dispatch],
  );

  const issueWithMatchCode = useCallback(
    async (matchCode: string, notices: string[]): Promise<DiscountCardResponse | null> => {
      const answer = await access({ matchCode });
      if (!hasStatus(answer.error, CONFLICT)) return keep(answer, notices);
      console.info(`Discount card access: 409 ignored (${getErrorMessage(answer.error)})`);
      if (!hasErrorCode(answer.error, DISCOUNT_CARD_ERROR_CODES.cardExists)) return null;
      return keep(await match({ matchCode }), notices);
    },
    [access, match, keep],
  );

  return useCallback(
    async ({ matchCode, couponName }: CardRequest): Promise<IssueOutcome> => {
      const notices: string[] = [];
      let card = matchCode ? await issueWithMatchCode(matchCode, notices) : null;
      if (!card) {
        const answer = await signup({ couponName });
        if (answer.error) return { isIssued: false, message: getErrorMessage(answer.error) };
        card = keep(answer, notices);
      }
      if (couponName && card?.magicCoupon?.name !== couponName) {
        keep(await addCoupon({ couponName }), notices);
      }
      return { isIssued: true, notices };
    },
    [issueWithMatchCode, signup, addCoupon, keep],
  );
}
