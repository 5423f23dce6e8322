import { INVITE_REWARD_CENTS, PRODUCT } from '@fillwell/domain';
import { formatWholeDollars } from '@/lib/money';

export const INVITE_FRIENDS_TITLE = `Invite Friends (Earn ${formatWholeDollars(INVITE_REWARD_CENTS)})`;

export interface AccountLink {
  to: string;
  label: string;
  description: string;
}

/** The account home's sections (each its own /account/{section} page) and related screens. */
export const ACCOUNT_LINKS: readonly AccountLink[] = [
  { to: '/account/profile', label: 'Profile', description: 'Name, date of birth, contact details' },
  { to: '/account/cards', label: 'Payment cards', description: 'Cards you pay with' },
  { to: '/account/addresses', label: 'Addresses', description: 'Where we ship your orders' },
  {
    to: '/account/health-profile',
    label: 'Health profile',
    description: 'Allergies, conditions and other medications',
  },
  {
    to: '/account/medications',
    label: 'Your Medications',
    description: 'Prescriptions, refills and auto-refill',
  },
  {
    to: '/account/orders',
    label: 'Your Orders & Cancellations',
    description: 'Track, review or cancel orders',
  },
  {
    to: '/account/consultations',
    label: 'Your Consultations',
    description: 'Online doctor visits and their results',
  },
  {
    to: '/account/discount-card',
    label: `${PRODUCT.name} discount card`,
    description: 'Your card, its pharmacy and what it saved you',
  },
  {
    to: '/account/invite-friends',
    label: INVITE_FRIENDS_TITLE,
    description: 'Share your invite link',
  },
];
