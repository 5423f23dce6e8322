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
const LEGAL_PREFIXES = ['/legal/', '/m/legal/'] as const;

/** Every path that shows a legal document, and the document it shows. */
export const LEGAL_DOCUMENT_PATHS: ReadonlyMap<string, LegalDocumentSlug> = new Map([
  ...SHORT_PATHS,
  ...LEGAL_PREFIXES.flatMap((prefix) =>
    LEGAL_PAGE_NAMES.map(([name, slug]) => [`${prefix}${name}`, slug] as const),
  ),
]);
