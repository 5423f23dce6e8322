import { useLoaderData, useLocation } from 'react-router';
import { PRODUCT } from '@fillwell/domain';
import { ProseHtml } from '@/components/ui/prose-html';
import { Spinner } from '@/components/ui/spinner';
import type { FirstScreenLoader } from '@/lib/first-screen';
import { legalApi, useGetLegalDocumentQuery } from '../api';
import { IN_APP_LEGAL_PREFIX, isInAppView, LEGAL_DOCUMENT_PATHS } from '../legal-document-paths';
import type { LegalRouteData } from '../routes';

export const TERMS_UNAVAILABLE = 'Terms Unavailable';

const FRAME_CLASSES = 'mx-auto max-w-3xl px-4 py-8 sm:py-12';
const HEADING_CLASSES = 'text-3xl font-extrabold text-ink sm:text-4xl';

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
  const isInApp = isInAppView(useLocation().pathname);

  /** In the in-app view a link to another document stays in the in-app view. */
  function routeOf(href: string): string {
    const linkedSlug = isInApp ? LEGAL_DOCUMENT_PATHS.get(href) : undefined;
    return linkedSlug ? `${IN_APP_LEGAL_PREFIX}${linkedSlug}` : href;
  }

  if (isError) return <TermsUnavailable />;
  if (!currentData) return <Spinner className="py-24" message="Loading the document…" />;
  if (!currentData.body.trim()) return <TermsUnavailable />;
  return (
    <article className={FRAME_CLASSES}>
      <title>{`${currentData.title} | ${PRODUCT.name}`}</title>
      <h1 className={HEADING_CLASSES}>{currentData.title}</h1>
      <ProseHtml html={currentData.body} className="mt-6" routeOf={routeOf} />
    </article>
  );
}
