import { LEGAL_DOCUMENT_SLUGS } from '@fillwell/domain';
import { LEGAL_DOCUMENT_PATHS } from './legal-document-paths';

describe('LEGAL_DOCUMENT_PATHS', () => {
  it.each([
    ['/terms', 'terms-of-service'],
    ['/privacy', 'privacy-policy'],
    ['/privacy-practices', 'notice-of-privacy-practices'],
    ['/disclaimer', 'disclaimers'],
    ['/telemed-restrictions', 'telemedicine-restrictions'],
    ['/drug-terms', 'drug-terms'],
    ['/legal/terms-of-use', 'terms-of-service'],
    ['/legal/privacy-policy', 'privacy-policy'],
    ['/legal/hipaa-privacy-notice', 'notice-of-privacy-practices'],
    ['/legal/disclaimers', 'disclaimers'],
    ['/legal/ccpa-notice', 'ccpa-notice'],
    ['/m/legal/terms-of-use', 'terms-of-service'],
    ['/m/legal/hipaa-privacy-notice', 'notice-of-privacy-practices'],
  ])('shows at %s the document %s', (path, slug) => {
    expect(LEGAL_DOCUMENT_PATHS.get(path)).toBe(slug);
  });

  it.each(LEGAL_DOCUMENT_SLUGS)('also shows %s under its own slug, in both views', (slug) => {
    expect(LEGAL_DOCUMENT_PATHS.get(`/legal/${slug}`)).toBe(slug);
    expect(LEGAL_DOCUMENT_PATHS.get(`/m/legal/${slug}`)).toBe(slug);
  });

  it('knows no other path', () => {
    expect(LEGAL_DOCUMENT_PATHS.size).toBe(6 + 2 * (2 + LEGAL_DOCUMENT_SLUGS.length));
    for (const path of ['/legal', '/m/legal', '/legal/nope', '/legal/terms', '/m/terms']) {
      expect(LEGAL_DOCUMENT_PATHS.has(path)).toBe(false);
    }
  });
});
