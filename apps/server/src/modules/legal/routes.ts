import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { legalDocumentParamsSchema, legalDocumentResponseSchema } from '@fillwell/contracts';
import { createNotFoundError } from '../../plugins/http-error';
import { ERROR_RESPONSES } from '../../plugins/openapi';
import { SESSIONLESS_ROUTE } from '../../plugins/session';
import { LEGAL_DOCUMENT_NOT_FOUND, loadLegalDocuments } from './legal-documents';

export interface LegalRoutesOptions {
  /** The content store, whose legal/ folder holds the documents. */
  contentDir: string;
}

/** The legal documents (terms, privacy, notices), rendered to HTML once at start-up. */
export const legalRoutes: FastifyPluginAsyncZod<LegalRoutesOptions> = async (app, options) => {
  const documents = await loadLegalDocuments(options.contentDir);

  app.get(
    '/v2/zendesk/legal/:slug',
    {
      config: SESSIONLESS_ROUTE,
      // A slug outside the list names a document that does not exist: 404, not a 400.
      attachValidation: true,
      schema: {
        tags: ['content'],
        summary: 'A legal document: its title and its body as HTML',
        params: legalDocumentParamsSchema,
        response: { 200: legalDocumentResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const document = request.validationError ? undefined : documents.get(request.params.slug);
      if (!document) throw createNotFoundError(LEGAL_DOCUMENT_NOT_FOUND);
      return { result: document };
    },
  );
};
