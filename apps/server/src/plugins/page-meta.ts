import { PRODUCT } from '@fillwell/domain';

export interface PageMeta {
  title: string;
  description: string;
}

export const DEFAULT_PAGE_META: PageMeta = {
  title: `${PRODUCT.name} — lowest prescription prices, every cent explained`,
  description:
    `${PRODUCT.name} compares prescription prices at pharmacies near you, shows how each price ` +
    'is made, and lets you order for pickup or free home delivery.',
};

/** The not-found screen's: the path names no page of the app. */
export const NOT_FOUND_PAGE_META: PageMeta = {
  title: `Page not found — ${PRODUCT.name}`,
  description: `This page does not exist. Search ${PRODUCT.name} for your medication's lowest price.`,
};

/** Gives the title and description of the page at a path (query string excluded). */
export type PageMetaResolver = (path: string) => PageMeta;

/** The title and description of the page at `path` (query string excluded). */
export function getPageMeta(_path: string): PageMeta {
  return DEFAULT_PAGE_META;
}
