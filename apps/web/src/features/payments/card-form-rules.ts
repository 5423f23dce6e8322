import { z } from 'zod';
import {
  CARD_MESSAGES,
  detectCardBrand,
  findPaymentFailure,
  getCardCvcError,
  getCardExpiryError,
  getCardNumberError,
  isValidZipCode,
  parseCardExpiry,
  toCardDigits,
} from '@fillwell/domain';
import type { GatewayCard } from './card-tokenizer';

/** The card form (core-shopping §3): number, expiry and CVC, ZIP, and "Set as default". */
export interface CardFormValues {
  cardNumber: string;
  cardExpiry: string;
  cardCvc: string;
  zipCode: string;
  setAsDefault: boolean;
}

export const EMPTY_CARD_FORM: CardFormValues = {
  cardNumber: '',
  cardExpiry: '',
  cardCvc: '',
  zipCode: '',
  setAsDefault: true,
};

/**
 * The card rules (packages/domain) on the form's fields. With Stripe, its own fields check
 * number, expiry and CVC, so only the ZIP is checked here.
 */
export function createCardFormSchema(hasProviderFields: boolean) {
  return z
    .object({
      cardNumber: z.string(),
      cardExpiry: z.string(),
      cardCvc: z.string(),
      zipCode: z.string(),
      setAsDefault: z.boolean(),
    })
    .superRefine((values, context) => {
      const problems: Array<[keyof CardFormValues, string | null]> = [
        ['zipCode', isValidZipCode(values.zipCode) ? null : CARD_MESSAGES.zipInvalid],
      ];
      if (!hasProviderFields) {
        const brand = detectCardBrand(values.cardNumber);
        problems.push(
          ['cardNumber', getCardNumberError(values.cardNumber)],
          ['cardExpiry', getCardExpiryError(values.cardExpiry)],
          ['cardCvc', getCardCvcError(values.cardCvc, brand)],
        );
      }
      for (const [field, message] of problems) {
        if (message) context.addIssue({ code: 'custom', path: [field], message });
      }
    });
}

/** What the embedded gateway is sent for valid form values. */
export function toGatewayCard(values: CardFormValues): GatewayCard {
  const expiry = parseCardExpiry(values.cardExpiry);
  return {
    number: toCardDigits(values.cardNumber) ?? '',
    expMonth: expiry?.month ?? 0,
    expYear: expiry?.year ?? 0,
    cvc: values.cardCvc,
    addressZip: values.zipCode,
  };
}

/** A card the gateway or the provider refused, as the form shows it. */
export interface CardProblem {
  message: string;
  /** The same next step a purchase refused for this reason offers, when the reason is known. */
  nextStep: string | null;
  canUseAnotherCard: boolean;
}

export function toCardProblem(message: string): CardProblem {
  const failure = findPaymentFailure(message);
  return {
    message,
    nextStep: failure?.nextStep ?? null,
    canUseAnotherCard: failure?.action === 'change_card',
  };
}
