import type { FaqEntry } from '@fillwell/contracts';
import { ProseHtml } from '@/components/ui/prose-html';
import { JsonLd } from '@/components/ui/json-ld';

/** Questions and their answers, with the FAQPage data search engines show as answers. */
export function FaqList({ faqs }: { faqs: readonly FaqEntry[] }) {
  return (
    <div className="mt-6 divide-y divide-slate-200">
      {faqs.map((faq) => (
        <section key={faq.question} className="py-6">
          <h2 className="text-lg font-bold text-ink">{faq.question}</h2>
          <ProseHtml html={faq.answer} className="[&>p:first-child]:mt-2" />
        </section>
      ))}
      <JsonLd
        data={{
          '@type': 'FAQPage',
          mainEntity: faqs.map((faq) => ({
            '@type': 'Question',
            name: faq.question,
            acceptedAnswer: { '@type': 'Answer', text: faq.answer },
          })),
        }}
      />
    </div>
  );
}
