import { createHash } from 'node:crypto';
import type { DigitalCard } from '@fillwell/contracts';
import { PRODUCT } from '@fillwell/domain';

/** What the pharmacy's system reads to bill the discount card (one place for all of them). */
export const DIGITAL_CARD = {
  memberIdPrefix: 'FW',
  rxBin: '610709',
  rxGroup: 'FILLWELL',
  rxPcn: 'FWRX',
} as const;

const MEMBER_NUMBER_DIGITS = 9;

/** 'FW' and nine digits, the same for an account every time, from a hash of its id. */
export function deriveMemberId(accountId: string): string {
  const digest = createHash('sha256').update(accountId).digest();
  const number = digest.readBigUInt64BE(0) % 10n ** BigInt(MEMBER_NUMBER_DIGITS);
  return `${DIGITAL_CARD.memberIdPrefix}${number.toString().padStart(MEMBER_NUMBER_DIGITS, '0')}`;
}

/** The card shown with a pickup order. */
export function buildDigitalCard(
  accountId: string,
  names: { firstName: string | null; lastName: string | null },
  orderNumber: string,
): DigitalCard {
  return {
    memberId: deriveMemberId(accountId),
    rxBin: DIGITAL_CARD.rxBin,
    rxGroup: DIGITAL_CARD.rxGroup,
    rxPcn: DIGITAL_CARD.rxPcn,
    firstName: names.firstName,
    lastName: names.lastName,
    pharmacyHelpNumber: PRODUCT.supportPhone,
    orderNumber,
  };
}
