import { PRODUCT } from './product';

/** A page whose text is a document of the content store (content/pages/{id}.md). */
export interface ContentPagePath {
  path: string;
  id: string;
}

export const CONTACT_AUDIENCES = [
  'patients',
  'doctors',
  'pharmacists',
  'press',
  'partners',
] as const;
export type ContactAudience = (typeof CONTACT_AUDIENCES)[number];

export const SAVINGS_GUIDE_SLUGS = ['generics', '90-day-supply', 'ask-your-pharmacist'] as const;
export const FULFILLMENT_GUIDES = ['delivery', 'pickup'] as const;

/** Help, trust and company pages, each showing one document of the content store. */
export const CONTENT_PAGE_PATHS: readonly ContentPagePath[] = [
  { path: `/how-${PRODUCT.slug}-works`, id: 'how-fillwell-works' },
  { path: '/price-match-guarantee', id: 'price-match-guarantee' },
  { path: '/participating-pharmacies', id: 'participating-pharmacies' },
  { path: '/home-delivery', id: 'home-delivery' },
  { path: '/about-home-delivery', id: 'about-home-delivery' },
  { path: '/online-rx', id: 'online-rx' },
  { path: `/${PRODUCT.slug}-and-insurance`, id: 'fillwell-and-insurance' },
  { path: '/call', id: 'call' },
  ...FULFILLMENT_GUIDES.map((guide) => ({ path: `/about/${guide}`, id: `about-${guide}` })),
  { path: '/faq/new-user', id: 'faq-new-user' },
  { path: '/faq/member', id: 'faq-member' },
  { path: '/better-rx-savings', id: 'better-rx-savings' },
  ...SAVINGS_GUIDE_SLUGS.map((slug) => ({
    path: `/better-rx-savings/${slug}`,
    id: `better-rx-savings-${slug}`,
  })),
  ...CONTACT_AUDIENCES.map((audience) => ({
    path: `/contact-us/${audience}`,
    id: `contact-us-${audience}`,
  })),
  { path: '/about-us', id: 'about-us' },
  { path: '/careers', id: 'careers' },
  { path: '/in-the-press', id: 'in-the-press' },
  { path: '/testimonials', id: 'testimonials' },
  { path: '/doctors', id: 'doctors' },
  { path: '/pharmacists', id: 'pharmacists' },
];

/** The content store's document behind a page path, if it shows one. */
export function findContentPageId(path: string): string | undefined {
  return CONTENT_PAGE_PATHS.find((page) => page.path === path)?.id;
}

export const CAREERS_PATH = '/careers';
export const BLOG_PATH = '/blog';
/** Blog posts per page of the blog's index and of a category. */
export const BLOG_PAGE_SIZE = 6;
/** Words a reader reads in a minute, for a post's reading time. */
export const READING_WORDS_PER_MINUTE = 225;
