import type {
  ReverieFulfillmentOption,
  ReverieFulfillmentOptionId,
  ReverieFulfillmentType,
} from '@fillwell/contracts';
import { toMoney } from './plus-views';

interface OptionRule {
  id: ReverieFulfillmentOptionId;
  fulfillmentType: ReverieFulfillmentType;
  priceCents: number;
  isSignatureAvailable: boolean;
  displayName: (pharmacyName: string) => string;
  description: string;
}

/** How a Pharmacy Plus order reaches the patient, and what each way costs. */
const OPTION_RULES: readonly OptionRule[] = [
  {
    id: 'pickup',
    fulfillmentType: 'pickup',
    priceCents: 0,
    isSignatureAvailable: false,
    displayName: (pharmacyName) => `Pick up at ${pharmacyName}`,
    description: 'Ready at the counter once your pharmacy has filled it.',
  },
  {
    id: 'standard_shipping',
    fulfillmentType: 'delivery',
    priceCents: 0,
    isSignatureAvailable: false,
    displayName: () => 'Standard shipping',
    description: 'Arrives in 3-5 business days after your pharmacy ships it.',
  },
  {
    id: 'express_shipping',
    fulfillmentType: 'delivery',
    priceCents: 1500,
    isSignatureAvailable: true,
    displayName: () => 'Express shipping',
    description:
      'Arrives in 1-2 business days after your pharmacy ships it; a signature can be asked for.',
  },
];

export function findFulfillmentRule(id: string | null): OptionRule | null {
  return OPTION_RULES.find((rule) => rule.id === id) ?? null;
}

export function listFulfillmentOptions(pharmacyName: string): ReverieFulfillmentOption[] {
  return OPTION_RULES.map((rule) => ({
    id: rule.id,
    displayName: rule.displayName(pharmacyName),
    description: rule.description,
    fulfillmentType: rule.fulfillmentType,
    price: toMoney(rule.priceCents),
    isSignatureAvailable: rule.isSignatureAvailable,
  }));
}
