import type { z } from 'zod';
import type { LegalDocument, legalDocumentResponseSchema } from '@fillwell/contracts';
import type { LegalDocumentSlug } from '@fillwell/domain';
import { api } from '@/lib/api';

type LegalDocumentResponse = z.infer<typeof legalDocumentResponseSchema>;

export const legalApi = api.injectEndpoints({
  endpoints: (build) => ({
    getLegalDocument: build.query<LegalDocument, LegalDocumentSlug>({
      query: (slug) => `v2/zendesk/legal/${slug}`,
      transformResponse: (response: LegalDocumentResponse) => response.result,
    }),
  }),
});

export const { useGetLegalDocumentQuery } = legalApi;
