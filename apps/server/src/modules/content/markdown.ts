import { marked, type Token, type Tokens } from 'marked';
import sanitizeHtml from 'sanitize-html';
import { parse as parseYaml } from 'yaml';
import type { z } from 'zod';

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/;

/** The tags and attributes a document may keep: text, headings, lists, tables and links. */
const SANITIZE_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    ...['h1', 'h2', 'h3', 'h4', 'p', 'br', 'hr', 'blockquote', 'ul', 'ol', 'li'],
    ...['strong', 'em', 'code', 'pre', 'a', 'del'],
    ...['table', 'thead', 'tbody', 'tr', 'th', 'td'],
  ],
  allowedAttributes: { a: ['href'], th: ['align'], td: ['align'] },
  allowedSchemes: ['https', 'mailto', 'tel'],
  allowProtocolRelative: false,
};

/**
 * A document's front matter checked against `schema`, and the Markdown after it. A document that
 * breaks the schema throws, naming the file: the content test and start-up fail, never a page.
 */
export function readFrontMatter<T extends z.ZodType>(
  text: string,
  schema: T,
  fileName: string,
): { data: z.infer<T>; markdown: string } {
  const match = FRONT_MATTER.exec(text);
  if (!match) throw new Error(`${fileName}: no front matter (a --- block) at the top`);
  const parsed = schema.safeParse(parseYaml(match[1] ?? ''));
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `${issue.path.join('.')}: ${issue.message}`,
    );
    throw new Error(`${fileName}: ${problems.join('; ')}`);
  }
  return { data: parsed.data, markdown: text.slice(match[0].length) };
}

/** Markdown as HTML, keeping only the tags a document needs (no scripts, no raw HTML). */
export function renderMarkdown(markdown: string): string {
  return renderTokens(marked.lexer(markdown));
}

function renderTokens(tokens: Token[]): string {
  return sanitizeHtml(marked.parser(tokens), SANITIZE_OPTIONS).trim();
}

/** Each `## ` section of a document as a question (the heading) and its answer (as HTML). */
export function readQuestionSections(
  markdown: string,
): Array<{ question: string; answer: string }> {
  const sections: Array<{ question: string; tokens: Token[] }> = [];
  for (const token of marked.lexer(markdown)) {
    if (isSectionHeading(token)) sections.push({ question: token.text.trim(), tokens: [] });
    else sections.at(-1)?.tokens.push(token);
  }
  return sections.map(({ question, tokens }) => ({ question, answer: renderTokens(tokens) }));
}

function isSectionHeading(token: Token): token is Tokens.Heading {
  return token.type === 'heading' && token.depth === 2;
}

/** Words of a Markdown text, for its reading time. */
export function countWords(markdown: string): number {
  return markdown.split(/\s+/).filter((word) => /[A-Za-z0-9]/.test(word)).length;
}
