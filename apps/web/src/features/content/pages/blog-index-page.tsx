import { Link, Navigate, useLoaderData } from 'react-router';
import type { BlogCategory, BlogList } from '@fillwell/contracts';
import { Spinner } from '@/components/ui/spinner';
import { isHttpError, PageLoadFailure } from '@/lib/api';
import type { FirstScreenLoader } from '@/lib/first-screen';
import { contentApi, useGetBlogPageQuery, type BlogPageArgs } from '../api';
import { buildBlogPagePath } from '../blog-paths';
import { DocumentHeader } from '../components/document-header';
import { NewsletterSignup } from '../components/newsletter-signup';
import { PostCard } from '../components/post-card';

export const loadBlogIndexFirstScreen: FirstScreenLoader = (dispatch, { loaderData }) =>
  dispatch(contentApi.endpoints.getBlogPage.initiate(loaderData as BlogPageArgs));

/** /blog and /blog/category/{slug}: a page of posts, newest first, and the categories. */
export function BlogIndexPage() {
  const args = useLoaderData<BlogPageArgs>();
  const { currentData: list, error } = useGetBlogPageQuery(args);
  if (isHttpError(error) && error.status === 404) return <Navigate to="/not-found" replace />;
  if (error) return <PageLoadFailure error={error} />;
  if (!list) return <Spinner className="py-24" message="Loading the blog…" />;
  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:py-12">
      <DocumentHeader
        title={list.category ? list.category.name : 'Blog'}
        detail={
          list.category?.description ??
          'Plain answers about prescription prices, saving money and staying on track.'
        }
      />
      <CategoryLinks categories={list.categories} current={list.category} />
      <div className="mt-8 grid gap-4 md:grid-cols-2">
        {list.posts.map((post) => (
          <PostCard key={post.slug} post={post} />
        ))}
      </div>
      {list.posts.length === 0 ? <p className="mt-8 text-muted">No posts yet.</p> : null}
      <Pagination list={list} />
      <NewsletterSignup categories={list.categories} />
    </div>
  );
}

function CategoryLinks({
  categories,
  current,
}: {
  categories: readonly BlogCategory[];
  current: BlogCategory | null;
}) {
  const linkClass = (isCurrent: boolean) =>
    `inline-block rounded-full border px-3 py-1 text-sm font-medium ${
      isCurrent ? 'border-brand-800 bg-brand-800 text-white' : 'border-slate-300 text-ink'
    }`;
  return (
    <nav aria-label="Blog categories" className="mt-6">
      <ul className="flex flex-wrap gap-2">
        <li>
          <Link to={buildBlogPagePath(null)} className={linkClass(current === null)}>
            All posts
          </Link>
        </li>
        {categories.map((category) => (
          <li key={category.slug}>
            <Link
              to={buildBlogPagePath(category.slug)}
              className={linkClass(current?.slug === category.slug)}
              aria-current={current?.slug === category.slug ? 'page' : undefined}
            >
              {category.name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function Pagination({ list }: { list: BlogList }) {
  if (list.pageCount <= 1) return null;
  const category = list.category?.slug ?? null;
  return (
    <nav aria-label="Pages" className="mt-8 flex items-center justify-between">
      {list.page > 1 ? (
        <Link
          to={buildBlogPagePath(category, list.page - 1)}
          className="font-semibold text-brand-800"
        >
          Newer posts
        </Link>
      ) : (
        <span />
      )}
      <span className="text-sm text-muted">
        Page {list.page} of {list.pageCount}
      </span>
      {list.page < list.pageCount ? (
        <Link
          to={buildBlogPagePath(category, list.page + 1)}
          className="font-semibold text-brand-800"
        >
          Older posts
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
