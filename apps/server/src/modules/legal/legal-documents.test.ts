import { describe, expect, it } from 'vitest';
import { LEGAL_DOCUMENT_SLUGS } from '@fillwell/domain';
import { loadConfig } from '../../config';
import { loadLegalDocuments, renderLegalDocument } from './legal-documents';

describe('renderLegalDocument', () => {
  it('takes the first "# " heading as the title and leaves it out of the body', () => {
    const document = renderLegalDocument(
      '# Terms of Use\n\nIntro.\n\n## Prices\n\n- One\n- Two\n\n# Second top heading\n',
    );
    expect(document.title).toBe('Terms of Use');
    expect(document.body).toBe(
      '<p>Intro.</p>\n<h2>Prices</h2>\n<ul>\n<li>One</li>\n<li>Two</li>\n</ul>\n' +
        '<h1>Second top heading</h1>',
    );
  });

  it('finds the title after leading text, and renders links and tables', () => {
    const document = renderLegalDocument(
      'Read this first.\n\n# Notice\n\nSee [terms](/terms).\n\n| A | B |\n| --- | --- |\n| 1 | 2 |\n',
    );
    expect(document.title).toBe('Notice');
    expect(document.body).toContain('<p>Read this first.</p>');
    expect(document.body).toContain('<a href="/terms">terms</a>');
    expect(document.body).toContain('<table>');
    expect(document.body).not.toContain('Notice');
  });

  it('refuses a document without a title', () => {
    expect(() => renderLegalDocument('## Only a section\n\nText.')).toThrow(/title/);
  });
});

describe('loadLegalDocuments', () => {
  it('renders every document the API serves', async () => {
    const documents = await loadLegalDocuments(loadConfig({ NODE_ENV: 'test' }).contentDir);
    expect([...documents.keys()]).toEqual([...LEGAL_DOCUMENT_SLUGS]);
    for (const document of documents.values()) {
      expect(document.title).not.toBe('');
      expect(document.body).toMatch(/^<p>/);
      expect(document.body).toContain('<h2>');
      expect(document.body).not.toContain('<h1>');
    }
  });
});
