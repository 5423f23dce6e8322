import { CLAIMS, PRODUCT, WELCOME_OFFERS } from '@fillwell/domain';
import { formatWholeDollars } from '@/lib/money';

export const CLAIM_STATS = [
  { value: CLAIMS.medicationCount, label: 'medications with prices' },
  { value: `Up to ${CLAIMS.maxSavingsPercent}%`, label: 'savings off retail prices' },
  { value: CLAIMS.pharmacyCount, label: 'pharmacies across the US' },
] as const;

export const WELCOME_OFFER_CARDS = [
  {
    amount: formatWholeDollars(WELCOME_OFFERS.firstFillCents),
    title: 'off your first fill',
    detail: 'Your first prescription picked up or delivered through us.',
  },
  {
    amount: formatWholeDollars(WELCOME_OFFERS.firstOrderCents),
    title: 'off your first order',
    detail: 'Your first checkout with us, on top of our already low prices.',
  },
] as const;

export const PRICE_OPTIONS = [
  {
    name: 'Pharmacy pickup',
    detail: 'Our everyday low price at a pharmacy near you, ready when you are.',
  },
  {
    name: 'Smart Deal',
    detail: 'An even lower price at select nearby pharmacies in our Smart Deal network.',
  },
  {
    name: 'Home delivery',
    detail: 'Shipped free from a licensed US pharmacy, straight to your door.',
  },
  {
    name: `${PRODUCT.name} discount card`,
    detail: 'A free card price you show at the counter, no insurance needed.',
  },
] as const;

export const PRICE_PARTS = [
  { name: 'Acquisition cost', detail: 'What the pharmacy pays for the medication.' },
  { name: 'Markup', detail: 'What we add on top of that cost, shown to you in full.' },
  { name: 'Fee', detail: 'A flat fee for the pharmacist’s work filling it.' },
] as const;

export const BUY_OPTIONS = [
  { name: 'Pick up today', detail: 'Reserve your price and collect it at the pharmacy counter.' },
  { name: 'Get it delivered', detail: 'Free shipping to all 50 states and Washington D.C.' },
  {
    name: 'See a doctor online',
    detail:
      'No prescription yet? A short online visit can get one written for eligible medications.',
  },
] as const;
