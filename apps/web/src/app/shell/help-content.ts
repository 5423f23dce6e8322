import { PRODUCT, SUPPORT_HOURS } from '@fillwell/domain';

export interface FaqEntry {
  question: string;
  answer: string;
}

export const HELP_FAQS: readonly FaqEntry[] = [
  {
    question: `How do I get a ${PRODUCT.name} card?`,
    answer: `Search for your medication and choose the discount card price. Your free ${PRODUCT.name} card appears right away to show on your phone or print. There is no sign-up fee.`,
  },
  {
    question: `How do I use my ${PRODUCT.name} card the first time?`,
    answer: `Hand the card (or your phone) to the pharmacist with your prescription and ask them to run it instead of insurance. They enter the BIN, PCN and group numbers shown on it, and you pay the ${PRODUCT.name} price.`,
  },
  {
    question: 'Do I need a prescription?',
    answer:
      'Yes. Every medication needs a valid prescription. If you do not have one, some medications can be prescribed after a short online doctor visit.',
  },
];

export const SUPPORT_HOURS_TEXT = [SUPPORT_HOURS.weekdays, SUPPORT_HOURS.weekends] as const;

/**
 * The second support line (partner-and-shell §1, core-shopping §9), for online doctor visits
 * and telehealth subscriptions, with its own hours beside the main line's.
 */
export const DOCTOR_VISIT_SUPPORT_LINE = {
  label: 'Online doctor visits and subscriptions',
  phone: '(855) 345-5936',
  phoneHref: 'tel:+18553455936',
  hours: 'Mon-Fri 9AM-8PM EDT',
} as const;
