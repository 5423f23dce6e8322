import { useGetDrugInfoQuery } from '../api';

/** Class, common uses and forms; shown only when the content loads (failures are ignored). */
export function DrugFacts({ slug, name }: { slug: string; name: string }) {
  const { data } = useGetDrugInfoQuery(slug);
  if (!data) return null;
  const facts = [
    { label: 'Drug class', value: data.drugClass },
    { label: 'Common uses', value: data.commonUses },
    { label: 'Forms', value: data.forms.join(', ') },
  ].filter((fact) => fact.value);
  return (
    <section aria-labelledby="drug-facts-title">
      <h2 id="drug-facts-title" className="text-xl font-bold text-ink">
        About {name}
      </h2>
      <dl className="mt-3 grid gap-3 sm:grid-cols-3">
        {facts.map((fact) => (
          <div key={fact.label} className="rounded-2xl bg-slate-50 p-4">
            <dt className="text-sm font-semibold text-muted">{fact.label}</dt>
            <dd className="mt-1 text-ink">{fact.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
