import { Link } from 'react-router';
import type { BlogPostSummary } from '@fillwell/contracts';
import { formatPublishedDay } from '../blog-dates';
import { buildBlogPagePath, buildPostPath } from '../blog-paths';

/** A post in a list: its category, title, summary, date and reading time. */
export function PostCard({ post }: { post: BlogPostSummary }) {
  return (
    <article className="rounded-xl border border-slate-200 p-5">
      <Link
        to={buildBlogPagePath(post.category.slug)}
        className="text-sm font-semibold text-brand-800 hover:underline"
      >
        {post.category.name}
      </Link>
      <h2 className="mt-1 text-xl font-bold text-ink">
        <Link to={buildPostPath(post.slug)} className="hover:underline">
          {post.title}
        </Link>
      </h2>
      <p className="mt-2 text-ink">{post.description}</p>
      <p className="mt-3 text-sm text-muted">
        {formatPublishedDay(post.published)} · {post.readingMinutes} min read
      </p>
    </article>
  );
}
