import type { MouseEvent } from 'react';
import { useLoaderData, useLocation, useNavigate } from 'react-router';
import { PRODUCT } from '@fillwell/domain';
import { Spinner } from '@/components/ui/spinner';
import type { FirstScreenLoader } from '@/lib/first-screen';
import { legalApi, useGetLegalDocumentQuery } from '../api';
import { IN_APP_LEGAL_PREFIX, isInAppView, LEGAL_DOCUMENT_PATHS } from '../legal-document-paths';
import type { LegalRouteData } from '../routes';

export const TERMS_UNAVAILABLE = 'Terms Unavailable';

const FRAME_CLASSES = 'mx-auto max-w-3xl px-4 py-8 sm:py-12';
const HEADING_CLASSES = 'text-3xl font-extrabold text-ink sm:text-4xl';

/** Readable text for the document's HTML: headings, paragraphs, lists, links and tables. */
const PROSE_CLASSES = [
  'mt-6 leading-relaxed text-ink',
  '[&_h2]:mt-10 [&_h2]:text-xl [&_h2]:font-bold',
  '[&_h3]:mt-6 [&_h3]:text-lg [&_h3]:font-semibold',
  '[&_p]:mt-4',
  '[&_ul]:mt-4 [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6',
  '[&_a]:font-semibold [&_a]:text-brand-800 [&_a]:underline',
  '[&_strong]:font-semibold',
  '[&_table]:mt-4 [&_table]:w-full [&_table]:text-left [&_table]:text-sm',
  '[&_th]:border-b [&_th]:border-slate-300 [&_th]:py-2 [&_th]:pr-4 [&_th]:align-bottom',
  '[&_td]:border-b [&_td]:border-slate-200 [&_td]:py-2 [&_td]:pr-4 [&_td]:align-top',
].join(' ');

function TermsUnavailable() {
  return (
    <div className={FRAME_CLASSES}>
      <title>{`${TERMS_UNAVAILABLE} | ${PRODUCT.name}`}</title>
      <h1 className={HEADING_CLASSES}>{TERMS_UNAVAILABLE}</h1>
    </div>
  );
}

export const loadLegalDocumentFirstScreen: FirstScreenLoader = (dispatch, { loaderData }) =>
  dispatch(legalApi.endpoints.getLegalDocument.initiate((loaderData as LegalRouteData).slug));

/** A legal document (terms, privacy, notices): its title, then its text. */
export function LegalDocumentPage() {
  const { slug } = useLoaderData<LegalRouteData>();
  const { currentData, isError } = useGetLegalDocumentQuery(slug);
  const navigate = useNavigate();
  const isInApp = isInAppView(useLocation().pathname);

  /**
   * Links to other pages of the site open in the app, without reloading it; in the in-app view a
   * link to another document stays in the in-app view.
   */
  function followSiteLink(event: MouseEvent<HTMLDivElement>) {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
      return;
    }
    const href =
      event.target instanceof Element ? event.target.closest('a')?.getAttribute('href') : null;
    if (!href?.startsWith('/') || href.startsWith('//')) return;
    event.preventDefault();
    const linkedSlug = isInApp ? LEGAL_DOCUMENT_PATHS.get(href) : undefined;
    void navigate(linkedSlug ? `${IN_APP_LEGAL_PREFIX}${linkedSlug}` : href);
  }

  if (isError) return <TermsUnavailable />;
  if (!currentData) return <Spinner className="py-24" message="Loading the document…" />;
  if (!currentData.body.trim()) return <TermsUnavailable />;
  return (
    <article className={FRAME_CLASSES}>
      <title>{`${currentData.title} | ${PRODUCT.name}`}</title>
      <h1 className={HEADING_CLASSES}>{currentData.title}</h1>
      <div
        className={PROSE_CLASSES}
        onClick={followSiteLink}
        // The HTML is rendered by our own server from its own markdown files, never from user input.
        dangerouslySetInnerHTML={{ __html: currentData.body }}
      />
    </article>
  );
}
