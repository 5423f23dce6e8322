/** The legal documents the API serves, by slug. */
export const LEGAL_DOCUMENT_SLUGS = [
  'disclaimers',
  'privacy-policy',
  'terms-of-service',
  'notice-of-privacy-practices',
  'ccpa-notice',
  'telemedicine-restrictions',
  'drug-terms',
] as const;

export type LegalDocumentSlug = (typeof LEGAL_DOCUMENT_SLUGS)[number];
