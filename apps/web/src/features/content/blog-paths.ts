import { BLOG_PATH } from '@fillwell/domain';

export function buildPostPath(slug: string): string {
  return `${BLOG_PATH}/${slug}`;
}

/** A page of the blog's index, or of a category; the first page has no page number. */
export function buildBlogPagePath(category: string | null, page = 1): string {
  const base = category ? `${BLOG_PATH}/category/${category}` : BLOG_PATH;
  return page > 1 ? `${base}?page=${page}` : base;
}

/** The page number of a blog address's ?page= (1 when absent or not a whole number above 0). */
export function readBlogPageNumber(url: string): number {
  const page = Number(new URL(url, 'http://localhost').searchParams.get('page') ?? '1');
  return Number.isInteger(page) && page >= 1 ? page : 1;
}
