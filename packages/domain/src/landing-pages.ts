import { PRODUCT, WELCOME_OFFERS } from './product';

/** The campaign landing pages' paths, without the leading slash (the router needs only these). */
export const LANDING_PAGE_SLUGS = [
  'men',
  'men2',
  'ed',
  'hair',
  'sildenafil20',
  'ana',
  'free-first-order-promotion',
  'holiday-2019',
] as const;
export type LandingPageSlug = (typeof LANDING_PAGE_SLUGS)[number];

export const CITY_PAGE_SLUGS = ['philly', 'stl', 'houston', 'tampa'] as const;
export type CityPageSlug = (typeof CITY_PAGE_SLUGS)[number];

/** A campaign landing page: its words, and the catalogue's drugs it prices live. */
export interface LandingPageDefinition {
  slug: string;
  title: string;
  description: string;
  headline: string;
  intro: string;
  /** Drug slugs, priced live from the catalogue (a slug the catalogue lacks is left out). */
  drugSlugs: readonly string[];
  /** The online-visit condition the page leads to, if any. */
  conditionSlug: string | null;
  cta: { label: string; to: string };
}

const firstFillDollars = `$${WELCOME_OFFERS.firstFillCents / 100}`;
const firstOrderDollars = `$${WELCOME_OFFERS.firstOrderCents / 100}`;

export const LANDING_PAGES = [
  {
    slug: 'men',
    title: "Men's health prescriptions",
    description: `Erectile dysfunction and hair loss treatment online, with ${PRODUCT.name}'s lowest prices and free delivery.`,
    headline: "Men's health, without the waiting room",
    intro:
      'A short online visit with a licensed doctor, then generic treatment at a price you see before you pay, delivered free in discreet packaging.',
    drugSlugs: ['sildenafil', 'tadalafil', 'finasteride'],
    conditionSlug: 'erectile-dysfunction',
    cta: { label: 'Start an online visit', to: '/treatments/erectile-dysfunction' },
  },
  {
    slug: 'men2',
    title: 'Generic ED and hair loss treatment',
    description: `Compare generic sildenafil, tadalafil and finasteride prices and get them delivered with ${PRODUCT.name}.`,
    headline: 'The generics, at the price they should cost',
    intro:
      'The same active ingredients as the brands, priced from published acquisition costs with every cent explained.',
    drugSlugs: ['tadalafil', 'sildenafil', 'finasteride', 'minoxidil'],
    conditionSlug: 'hair-loss',
    cta: { label: 'Treat hair loss online', to: '/treatments/hair-loss' },
  },
  {
    slug: 'ed',
    title: 'Erectile dysfunction treatment online',
    description: `See a doctor online for erectile dysfunction and get generic sildenafil or tadalafil at ${PRODUCT.name} prices.`,
    headline: 'Erectile dysfunction treatment, online',
    intro:
      'Answer a few questions, a licensed doctor reviews them within 24 hours, and your prescription ships free.',
    drugSlugs: ['sildenafil', 'tadalafil'],
    conditionSlug: 'erectile-dysfunction',
    cta: { label: 'Start an online visit', to: '/treatments/erectile-dysfunction' },
  },
  {
    slug: 'hair',
    title: 'Hair loss treatment online',
    description: `Generic finasteride and minoxidil at ${PRODUCT.name} prices, after a short online doctor visit.`,
    headline: 'Keep the hair you have',
    intro:
      'Finasteride works best started early. A short online visit, then a monthly supply delivered free.',
    drugSlugs: ['finasteride', 'minoxidil'],
    conditionSlug: 'hair-loss',
    cta: { label: 'Start an online visit', to: '/treatments/hair-loss' },
  },
  {
    slug: 'sildenafil20',
    title: 'Sildenafil 20 mg prices',
    description: `Generic sildenafil 20 mg tablets at ${PRODUCT.name}'s lowest price, with pickup or free delivery.`,
    headline: 'Sildenafil 20 mg, for less',
    intro:
      'Sildenafil 20 mg is the generic of Revatio. Compare its price at pharmacies near you, or have it delivered.',
    drugSlugs: ['sildenafil'],
    conditionSlug: null,
    cta: { label: 'Compare sildenafil prices', to: '/sildenafil' },
  },
  {
    slug: 'ana',
    title: 'Prescriptions without insurance',
    description: `No insurance? ${PRODUCT.name} shows the lowest cash price for your prescription at pharmacies near you.`,
    headline: 'No insurance? Pay less anyway.',
    intro:
      'Cash prices built from what pharmacies pay for the drug, plus a fee we publish. Often less than a copay.',
    drugSlugs: ['atorvastatin', 'lisinopril', 'metformin', 'amlodipine', 'levothyroxine'],
    conditionSlug: null,
    cta: { label: 'Find your medication', to: '/' },
  },
  {
    slug: 'free-first-order-promotion',
    title: 'Your first order, for less',
    description: `${firstFillDollars} off your first fill and ${firstOrderDollars} off your first ${PRODUCT.name} order, on top of prices that are already low.`,
    headline: `${firstFillDollars} off your first fill`,
    intro: `New to ${PRODUCT.name}? Your first fill is ${firstFillDollars} less and your first order ${firstOrderDollars} less, applied automatically at checkout. Search your medication to start.`,
    drugSlugs: ['atorvastatin', 'omeprazole', 'sertraline', 'losartan'],
    conditionSlug: null,
    cta: { label: 'Search medications', to: '/' },
  },
  {
    slug: 'holiday-2019',
    title: 'Refill before the holidays',
    description: `Refill your prescriptions before you travel, and set up auto-refill with ${PRODUCT.name}.`,
    headline: 'Refill before you travel',
    intro:
      'Pharmacies keep shorter hours over the holidays. Refill now, or switch to a 90-day supply delivered free.',
    drugSlugs: ['levothyroxine', 'metformin', 'lisinopril', 'atorvastatin'],
    conditionSlug: null,
    cta: { label: 'Find your medication', to: '/' },
  },
] as const satisfies ReadonlyArray<LandingPageDefinition & { slug: LandingPageSlug }>;

/** A city page: the real pharmacies around its centre and the lowest prices there. */
export interface CityPageDefinition {
  slug: string;
  name: string;
  stateCode: string;
  /** The ZIP code whose centre the page measures from. */
  centerZipCode: string;
}

export const CITY_PAGES = [
  { slug: 'philly', name: 'Philadelphia', stateCode: 'PA', centerZipCode: '19103' },
  { slug: 'stl', name: 'St. Louis', stateCode: 'MO', centerZipCode: '63101' },
  { slug: 'houston', name: 'Houston', stateCode: 'TX', centerZipCode: '77002' },
  { slug: 'tampa', name: 'Tampa', stateCode: 'FL', centerZipCode: '33602' },
] as const satisfies ReadonlyArray<CityPageDefinition & { slug: CityPageSlug }>;

/** Miles around a city's centre its page counts pharmacies in. */
export const CITY_RADIUS_MILES = 10;
/** The popular drugs a city page prices. */
export const CITY_DRUG_SLUGS = [
  'atorvastatin',
  'lisinopril',
  'amlodipine',
  'metformin',
  'levothyroxine',
  'omeprazole',
  'losartan',
  'sertraline',
  'simvastatin',
  'gabapentin',
] as const;

export function describeCityTitle(city: CityPageDefinition): string {
  return `Prescription prices in ${city.name}, ${city.stateCode}`;
}

export function describeCityDescription(city: CityPageDefinition): string {
  return `The lowest prices for popular prescriptions at pharmacies in ${city.name}, ${city.stateCode}, compared by ${PRODUCT.name}.`;
}
