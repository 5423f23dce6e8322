import { readFile } from 'node:fs/promises';
import { marked, type Token, type Tokens } from 'marked';
import type { LegalDocument } from '@fillwell/contracts';
import { LEGAL_DOCUMENT_SLUGS, type LegalDocumentSlug } from '@fillwell/domain';

export const LEGAL_DOCUMENT_NOT_FOUND = 'Legal document not found';

const DOCUMENTS_DIRECTORY = new URL('./documents/', import.meta.url);

export type LegalDocuments = ReadonlyMap<LegalDocumentSlug, LegalDocument>;

/** A markdown document as HTML: its first `# ` heading is the title, the rest the body. */
export function renderLegalDocument(markdown: string): LegalDocument {
  const tokens = marked.lexer(markdown);
  const titleIndex = tokens.findIndex(isTitleHeading);
  const titleToken = tokens[titleIndex];
  if (!titleToken || !isTitleHeading(titleToken)) {
    throw new Error('A legal document needs a title: a "# " heading');
  }
  const bodyTokens = tokens.filter((_token, index) => index !== titleIndex);
  return { title: titleToken.text.trim(), body: marked.parser(bodyTokens).trim() };
}

/** Reads and renders every legal document from this module's documents folder. */
export async function loadLegalDocuments(
  directory: URL = DOCUMENTS_DIRECTORY,
): Promise<LegalDocuments> {
  const entries = await Promise.all(
    LEGAL_DOCUMENT_SLUGS.map(async (slug) => {
      const markdown = await readFile(new URL(`${slug}.md`, directory), 'utf8');
      return [slug, renderLegalDocument(markdown)] as const;
    }),
  );
  return new Map(entries);
}

function isTitleHeading(token: Token): token is Tokens.Heading {
  return token.type === 'heading' && token.depth === 1;
}
