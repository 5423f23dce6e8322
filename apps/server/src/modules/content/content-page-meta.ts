import type { MetaTag } from '@fillwell/contracts';
import {
  BLOG_PATH,
  CAREERS_PATH,
  CITY_PAGES,
  describeCityDescription,
  describeCityTitle,
  findContentPageId,
  LANDING_PAGES,
  PRODUCT,
} from '@fillwell/domain';
import type { ContentStore } from './content-store';

/** The title and description of a content page, blog post or careers department at `path`. */
export function findContentPageMeta(store: ContentStore, path: string): MetaTag | undefined {
  const document = findDocumentOfPath(store, path);
  return document
    ? { title: `${document.title} — ${PRODUCT.name}`, description: document.description }
    : undefined;
}

function findDocumentOfPath(store: ContentStore, path: string) {
  const pageId = findContentPageId(path);
  if (pageId) return store.getPage(pageId);
  const landing = LANDING_PAGES.find((page) => `/${page.slug}` === path);
  if (landing) return landing;
  const city = CITY_PAGES.find((page) => `/${page.slug}` === path);
  if (city) return { title: describeCityTitle(city), description: describeCityDescription(city) };
  const [, section, name, rest] = path.split('/');
  if (`/${section}` === CAREERS_PATH && name && rest === undefined) {
    return store.getDepartment(name);
  }
  if (`/${section}` !== BLOG_PATH) return undefined;
  if (name === undefined || name === '') return BLOG_INDEX;
  const post = rest === undefined ? store.getBlogPost(name) : undefined;
  return post?.isDraft ? undefined : post;
}

const BLOG_INDEX = {
  title: 'Blog',
  description: `Plain answers about prescription prices, saving money and using ${PRODUCT.name}.`,
};
