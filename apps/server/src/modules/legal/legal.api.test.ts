import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEGAL_DOCUMENT_SLUGS } from '@fillwell/domain';
import { createApiClient, type ApiClient } from '../../test/api-client';
import { startTestServer, type TestServer } from '../../test/test-server';

let server: TestServer;
let client: ApiClient;

beforeAll(async () => {
  server = await startTestServer();
  client = createApiClient(server.baseUrl);
});
afterAll(async () => {
  await server?.close();
});

interface WireLegalDocument {
  result: { title: string; body: string };
}

const TITLES: Record<(typeof LEGAL_DOCUMENT_SLUGS)[number], string> = {
  disclaimers: 'Disclaimers',
  'privacy-policy': 'Privacy Policy',
  'terms-of-service': 'Terms of Use',
  'notice-of-privacy-practices': 'Notice of Privacy Practices',
  'ccpa-notice': 'California Privacy Notice',
  'telemedicine-restrictions': 'Telemedicine Restrictions',
  'drug-terms': 'Drug and Pricing Terms',
};

const ERROR_SHAPE = {
  message: expect.any(String),
  code: expect.any(String),
  status: expect.any(Number),
  validation_errors: expect.any(Object),
};

describe('GET /api/v2/zendesk/legal/{slug}', () => {
  it.each(LEGAL_DOCUMENT_SLUGS)('answers %s with its title and HTML body', async (slug) => {
    const response = await client.get<WireLegalDocument>(`/api/v2/zendesk/legal/${slug}`);
    expect(response.status).toBe(200);
    const { title, body } = response.body.result;
    expect(title).toBe(TITLES[slug]);
    expect(body).toMatch(/^<p>/);
    expect(body).toContain('<h2>');
    expect(body).not.toContain(`<h1>${title}</h1>`);
    expect(Object.keys(response.body.result).sort()).toEqual(['body', 'title']);
  });

  it('needs no session: it sets no cookie', async () => {
    const response = await fetch(`${server.baseUrl}/api/v2/zendesk/legal/privacy-policy`);
    expect(response.status).toBe(200);
    expect(response.headers.getSetCookie()).toEqual([]);
  });

  it.each(['nope', 'terms-of-use', 'TERMS-OF-SERVICE', 'terms-of-service.md', 'constructor'])(
    'answers 404 in the error shape for the unknown slug %s',
    async (slug) => {
      const response = await client.get(`/api/v2/zendesk/legal/${slug}`);
      expect(response.status).toBe(404);
      expect(response.body).toEqual({
        ...ERROR_SHAPE,
        message: 'Legal document not found',
        code: 'not_found',
        status: 404,
        error_details: null,
      });
    },
  );

  it('reads a percent-encoded slug as the slug it spells', async () => {
    const response = await client.get<WireLegalDocument>('/api/v2/zendesk/legal/drug%2Dterms');
    expect(response.status).toBe(200);
    expect(response.body.result.title).toBe(TITLES['drug-terms']);
  });

  // Over-long parameters are refused before routing with 414, also in the error shape.
  it.each([
    ['a path out of the folder', '..%2F..%2Fpackage.json'],
    ['a document file name', '..%2Fdocuments%2Fprivacy-policy.md'],
    ['an encoded path out of the folder', '%2E%2E%2F%2E%2E%2Fapp.ts'],
    ['a slug with a NUL byte', 'privacy-policy%00'],
    ['a broken percent-encoding', '%E0%A4%A'],
    ['a lone percent sign', '%'],
    ['a 5,000-character slug', 'x'.repeat(5000)],
    ['a slug repeated 20 times', 'terms-of-service'.repeat(20)],
  ])('refuses %s with a 4xx in the error shape, never a 500', async (_label, slug) => {
    const response = await client.get(`/api/v2/zendesk/legal/${slug}`);
    expect([400, 404, 414]).toContain(response.status);
    expect(response.body).toMatchObject(ERROR_SHAPE);
  });

  it('is documented with its slugs', async () => {
    const response = await client.get<{
      paths: Record<string, { get?: { parameters?: Array<{ name: string; schema: unknown }> } }>;
    }>('/api/docs/json');
    const parameters = response.body.paths['/api/v2/zendesk/legal/{slug}']?.get?.parameters;
    const slug = parameters?.find((parameter) => parameter.name === 'slug');
    expect(slug?.schema).toMatchObject({ enum: [...LEGAL_DOCUMENT_SLUGS] });
  });
});
