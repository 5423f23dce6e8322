import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { marked, type Token, type Tokens } from 'marked';
import type { LegalDocument } from '@fillwell/contracts';
import { LEGAL_DOCUMENT_SLUGS, type LegalDocumentSlug } from '@fillwell/domain';
import { renderMarkdown } from '../content/index';

export const LEGAL_DOCUMENT_NOT_FOUND = 'Legal document not found';

export type LegalDocuments = ReadonlyMap<LegalDocumentSlug, LegalDocument>;

/** A markdown document as HTML: its first `# ` heading is the title, the rest the body. */
export function renderLegalDocument(markdown: string): LegalDocument {
  const tokens = marked.lexer(markdown);
  const titleIndex = tokens.findIndex(isTitleHeading);
  const titleToken = tokens[titleIndex];
  if (!titleToken || !isTitleHeading(titleToken)) {
    throw new Error('A legal document needs a title: a "# " heading');
  }
  const body = tokens
    .filter((_token, index) => index !== titleIndex)
    .map((token) => token.raw)
    .join('');
  return { title: titleToken.text.trim(), body: renderMarkdown(body) };
}

/** Reads and renders every legal document from the content store's legal/ folder. */
export async function loadLegalDocuments(contentDir: string): Promise<LegalDocuments> {
  const entries = await Promise.all(
    LEGAL_DOCUMENT_SLUGS.map(async (slug) => {
      const markdown = await readFile(path.join(contentDir, 'legal', `${slug}.md`), 'utf8');
      return [slug, renderLegalDocument(markdown)] as const;
    }),
  );
  return new Map(entries);
}

function isTitleHeading(token: Token): token is Tokens.Heading {
  return token.type === 'heading' && token.depth === 1;
}
