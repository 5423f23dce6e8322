import { LEGAL_DOCUMENT_SLUGS, type LegalDocumentSlug } from '@fillwell/domain';

type PathToDocument = readonly [path: string, slug: LegalDocumentSlug];

/** Short site paths and the document each shows. */
const SHORT_PATHS: readonly PathToDocument[] = [
  ['/terms', 'terms-of-service'],
  ['/privacy', 'privacy-policy'],
  ['/privacy-practices', 'notice-of-privacy-practices'],
  ['/disclaimer', 'disclaimers'],
  ['/telemed-restrictions', 'telemedicine-restrictions'],
  ['/drug-terms', 'drug-terms'],
];

/** Names a document has under /legal/: the footer's names, and each document's own slug. */
const LEGAL_PAGE_NAMES: readonly PathToDocument[] = [
  ['terms-of-use', 'terms-of-service'],
  ['hipaa-privacy-notice', 'notice-of-privacy-practices'],
  ...LEGAL_DOCUMENT_SLUGS.map((slug) => [slug, slug] as const),
];

/** /m/legal/{name} is the in-app view of /legal/{name}. */
export const IN_APP_LEGAL_PREFIX = '/m/legal/';
const LEGAL_PREFIXES = ['/legal/', IN_APP_LEGAL_PREFIX] as const;
const IN_APP_PATH = /^\/m\/legal(\/|$)/;

/** Pages the mobile app shows inside itself: no site header or footer around them. */
export function isInAppView(pathname: string): boolean {
  return IN_APP_PATH.test(pathname);
}

/** Every path that shows a legal document, and the document it shows. */
export const LEGAL_DOCUMENT_PATHS: ReadonlyMap<string, LegalDocumentSlug> = new Map([
  ...SHORT_PATHS,
  ...LEGAL_PREFIXES.flatMap((prefix) =>
    LEGAL_PAGE_NAMES.map(([name, slug]) => [`${prefix}${name}`, slug] as const),
  ),
]);
