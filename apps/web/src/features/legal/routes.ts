import type { RouteObject } from 'react-router';
import type { LegalDocumentSlug } from '@fillwell/domain';
import { LEGAL_DOCUMENT_PATHS } from './legal-document-paths';

/** What a legal route's loader hands its page: the document to show. */
export interface LegalRouteData {
  slug: LegalDocumentSlug;
}

const loadLegalDocumentPage = () =>
  import('./pages/legal-document-page').then((module) => ({
    Component: module.LegalDocumentPage,
    handle: { loadFirstScreen: module.loadLegalDocumentFirstScreen },
  }));

/**
 * One route per path that shows a legal document, so any other name under /legal/ or /m/legal/
 * falls to the not-found screen. (The bare /legal and /m/legal redirect to the terms of use.)
 */
export const LEGAL_ROUTES: RouteObject[] = [...LEGAL_DOCUMENT_PATHS].map(
  ([path, slug]): RouteObject => ({
    path,
    loader: (): LegalRouteData => ({ slug }),
    lazy: loadLegalDocumentPage,
  }),
);
