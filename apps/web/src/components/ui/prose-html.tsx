import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router';

/** Readable text for a document's HTML: headings, paragraphs, lists, links and tables. */
export const PROSE_CLASSES = [
  'leading-relaxed text-ink',
  '[&_h2]:mt-10 [&_h2]:text-xl [&_h2]:font-bold',
  '[&_h3]:mt-6 [&_h3]:text-lg [&_h3]:font-semibold',
  '[&_p]:mt-4',
  '[&_ul]:mt-4 [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6',
  '[&_ol]:mt-4 [&_ol]:list-decimal [&_ol]:space-y-2 [&_ol]:pl-6',
  '[&_blockquote]:mt-4 [&_blockquote]:border-l-4 [&_blockquote]:border-brand-100 [&_blockquote]:pl-4',
  '[&_a]:font-semibold [&_a]:text-brand-800 [&_a]:underline',
  '[&_strong]:font-semibold',
  '[&_table]:mt-4 [&_table]:w-full [&_table]:text-left [&_table]:text-sm',
  '[&_th]:border-b [&_th]:border-slate-300 [&_th]:py-2 [&_th]:pr-4 [&_th]:align-bottom',
  '[&_td]:border-b [&_td]:border-slate-200 [&_td]:py-2 [&_td]:pr-4 [&_td]:align-top',
].join(' ');

interface ProseHtmlProps {
  /** HTML our own server rendered from its own Markdown and sanitised; never user input. */
  html: string;
  className?: string;
  /** Where a link to a site path leads inside the app (the path itself by default). */
  routeOf?: (href: string) => string;
}

/**
 * A document's HTML as readable text. Links to other pages of the site open in the app, without
 * reloading it.
 */
export function ProseHtml({ html, className = '', routeOf = (href) => href }: ProseHtmlProps) {
  const navigate = useNavigate();

  function followSiteLink(event: MouseEvent<HTMLDivElement>) {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
      return;
    }
    const href =
      event.target instanceof Element ? event.target.closest('a')?.getAttribute('href') : null;
    if (!href?.startsWith('/') || href.startsWith('//')) return;
    event.preventDefault();
    void navigate(routeOf(href));
  }

  return (
    <div
      className={`${PROSE_CLASSES} ${className}`}
      onClick={followSiteLink}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
