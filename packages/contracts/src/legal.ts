import { z } from 'zod';
import { LEGAL_DOCUMENT_SLUGS } from '@fillwell/domain';
import { resultOf } from './wire';

/** GET /api/v2/zendesk/legal/{slug} */
export const legalDocumentParamsSchema = z.strictObject({ slug: z.enum(LEGAL_DOCUMENT_SLUGS) });

/** A legal document: its title, and its body as HTML (without the title). */
export const legalDocumentSchema = z.object({ title: z.string(), body: z.string() });
export type LegalDocument = z.infer<typeof legalDocumentSchema>;
export const legalDocumentResponseSchema = resultOf(legalDocumentSchema);
