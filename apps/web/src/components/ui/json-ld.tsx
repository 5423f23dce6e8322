import { serializeForScript } from '@/lib/serialize-for-script';

/**
 * Structured data (schema.org) for search engines, as a data block: never run, so the page's
 * content security policy allows it.
 */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  const json = serializeForScript({ '@context': 'https://schema.org', ...data });
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
