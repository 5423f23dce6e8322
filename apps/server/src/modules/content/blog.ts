import type { BlogList, BlogPost } from '@fillwell/contracts';
import { BLOG_PAGE_SIZE } from '@fillwell/domain';
import type { CatalogueIndex } from '../catalog/index';
import type { ContentStore, StoredBlogPost } from './content-store';

/**
 * One page of published posts, of a category or all; undefined for a category that does not
 * exist or a page past the last (the first page of an empty list exists).
 */
export function listBlogPage(
  store: ContentStore,
  query: { page: number; category?: string | undefined },
): BlogList | undefined {
  const categories = store.listBlogCategories();
  const category = query.category
    ? categories.find((candidate) => candidate.slug === query.category)
    : null;
  if (category === undefined) return undefined;
  const posts = store
    .listBlogPosts()
    .filter((post) => !category || post.category.slug === category.slug);
  const pageCount = Math.max(1, Math.ceil(posts.length / BLOG_PAGE_SIZE));
  if (query.page > pageCount) return undefined;
  const start = (query.page - 1) * BLOG_PAGE_SIZE;
  return {
    posts: posts.slice(start, start + BLOG_PAGE_SIZE).map(toSummary),
    page: query.page,
    pageCount,
    total: posts.length,
    categories,
    category,
  };
}

function toSummary(post: StoredBlogPost) {
  const { slug, title, description, category, published, author, readingMinutes } = post;
  return { slug, title, description, category, published, author, readingMinutes };
}

/** A post with the drugs it is about, named as the catalogue names them now. */
export function describeBlogPost(post: StoredBlogPost, catalogue: CatalogueIndex): BlogPost {
  const relatedDrugs = post.relatedDrugSlugs.flatMap((slug) => {
    const drug = catalogue.getDrugBySlug(slug);
    return drug ? [{ slug: drug.slug, name: drug.name }] : [];
  });
  return { ...toSummary(post), body: post.body, relatedDrugs, isDraft: post.isDraft };
}
