import { Link, Navigate, useLoaderData } from 'react-router';
import type { BlogPost } from '@fillwell/contracts';
import { BLOG_PATH, PRODUCT } from '@fillwell/domain';
import { BackLink } from '@/components/ui/back-link';
import { ProseHtml } from '@/components/ui/prose-html';
import { Spinner } from '@/components/ui/spinner';
import { isHttpError, PageLoadFailure } from '@/lib/api';
import type { FirstScreenLoader } from '@/lib/first-screen';
import { contentApi, useGetBlogPostQuery, useGetBlogPreviewQuery } from '../api';
import { formatPublishedDay } from '../blog-dates';
import { buildBlogPagePath } from '../blog-paths';
import { DOCUMENT_FRAME_CLASSES, DocumentHeader } from '../components/document-header';
import { JsonLd } from '@/components/ui/json-ld';

/** What a post's route hands its page: the post, and the preview token for a draft's preview. */
export interface BlogPostRouteData {
  slug: string;
  previewToken: string | null;
}

export const loadBlogPostFirstScreen: FirstScreenLoader = (dispatch, { loaderData }) => {
  const { slug, previewToken } = loaderData as BlogPostRouteData;
  return previewToken === null
    ? dispatch(contentApi.endpoints.getBlogPost.initiate(slug))
    : dispatch(contentApi.endpoints.getBlogPreview.initiate({ slug, token: previewToken }));
};

/** /blog/{slug}, and /blog/preview/{slug}?token=… for a draft. */
export function BlogPostPage() {
  const { slug, previewToken } = useLoaderData<BlogPostRouteData>();
  const published = useGetBlogPostQuery(slug, { skip: previewToken !== null });
  const preview = useGetBlogPreviewQuery(
    { slug, token: previewToken ?? '' },
    { skip: previewToken === null },
  );
  const { currentData: post, error } = previewToken === null ? published : preview;
  if (isHttpError(error) && error.status === 404) return <Navigate to="/not-found" replace />;
  if (error) return <PageLoadFailure error={error} />;
  if (!post) return <Spinner className="py-24" message="Loading the post…" />;
  return (
    <article className={DOCUMENT_FRAME_CLASSES}>
      <BackLink to={BLOG_PATH}>Blog</BackLink>
      {post.isDraft ? (
        <p className="mt-2 rounded-lg bg-amber-50 px-3 py-2 font-semibold text-amber-900">
          Draft preview: not published yet
        </p>
      ) : null}
      <Link
        to={buildBlogPagePath(post.category.slug)}
        className="mt-4 inline-block text-sm font-semibold text-brand-800 hover:underline"
      >
        {post.category.name}
      </Link>
      <DocumentHeader
        title={post.title}
        detail={`${post.author} · ${formatPublishedDay(post.published)} · ${post.readingMinutes} min read`}
      />
      <ProseHtml html={post.body} className="mt-6" />
      <RelatedDrugs post={post} />
      <ArticleData post={post} />
    </article>
  );
}

function RelatedDrugs({ post }: { post: BlogPost }) {
  if (post.relatedDrugs.length === 0) return null;
  return (
    <section aria-labelledby="related-drugs-title" className="mt-10 rounded-xl bg-brand-50 p-5">
      <h2 id="related-drugs-title" className="text-lg font-bold text-ink">
        Compare prices
      </h2>
      <ul className="mt-3 flex flex-wrap gap-3">
        {post.relatedDrugs.map((drug) => (
          <li key={drug.slug}>
            <Link
              to={`/${drug.slug}`}
              className="inline-block rounded-lg border border-brand-800 bg-white px-3 py-2 font-semibold text-brand-800 hover:bg-brand-50"
            >
              {drug.name} prices
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

function ArticleData({ post }: { post: BlogPost }) {
  return (
    <JsonLd
      data={{
        '@type': 'Article',
        headline: post.title,
        description: post.description,
        datePublished: post.published,
        author: { '@type': 'Organization', name: post.author },
        publisher: { '@type': 'Organization', name: PRODUCT.name },
      }}
    />
  );
}
