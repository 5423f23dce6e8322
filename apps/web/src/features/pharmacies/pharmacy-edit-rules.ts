import { NETWORK_IDS, type PriceCategory } from '@fillwell/domain';

/** The pages that change the cart's pharmacy, and the one that confirms the change. */
export const PHARMACY_EDIT_PATHS = {
  smartDeal: '/edit-bsd-pharmacy',
  pickup: '/mdv/edit-pharmacy',
  confirmation: '/pharmacy-confirmation',
} as const;

export type PharmacyEditVariant = 'smartDeal' | 'pickup';

export interface PharmacyEditCopy {
  title: string;
  intro: string;
  listHeading: string;
  networkIds: readonly number[];
  priceCategory: PriceCategory;
}

/** What each edit page says and which pharmacies it offers. */
export const PHARMACY_EDIT_COPY: Record<PharmacyEditVariant, PharmacyEditCopy> = {
  smartDeal: {
    title: 'Choose your Smart Deal pharmacy',
    intro:
      'Smart Deal prices are offered at these pharmacies. The one you choose fills your order.',
    listHeading: 'Smart Deal pharmacies near you',
    networkIds: [NETWORK_IDS.local],
    priceCategory: 'local',
  },
  pickup: {
    title: 'Choose your pharmacy',
    intro: 'Your prescriptions are sent to the pharmacy you choose, ready for you to pick up.',
    listHeading: 'Pharmacies near you',
    networkIds: [NETWORK_IDS.edlp],
    priceCategory: 'edlp',
  },
};

/** The edit page a confirmation's "Change pharmacy" goes back to (the pickup one by default). */
export function readEditVariant(value: string | null): PharmacyEditVariant {
  return value === 'smartDeal' ? 'smartDeal' : 'pickup';
}

/** The confirmation's path, remembering which edit page sent the person. */
export function buildConfirmationPath(variant: PharmacyEditVariant): string {
  return `${PHARMACY_EDIT_PATHS.confirmation}?from=${variant}`;
}
