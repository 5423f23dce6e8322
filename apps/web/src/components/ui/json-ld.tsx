const SCRIPT_UNSAFE = /[<>&\u2028\u2029]/g;

/**
 * Structured data (schema.org) for search engines, as a data block: never run, so the page's
 * content security policy allows it. Every character that could end the block is escaped.
 */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  const json = JSON.stringify({ '@context': 'https://schema.org', ...data }).replace(
    SCRIPT_UNSAFE,
    (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
