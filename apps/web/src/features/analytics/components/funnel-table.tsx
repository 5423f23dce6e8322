import type { FunnelRow } from '@fillwell/contracts';
import { FUNNEL_STEPS, type FunnelStep } from '@fillwell/domain';

export const FUNNEL_STEP_LABELS: Record<FunnelStep, string> = {
  searched: 'Searched',
  viewed: 'Drug page',
  added: 'Added to cart',
  checkoutStarted: 'Checkout',
  paid: 'Paid',
};

/** What a row's source reads as: the UTM source as text, or "Direct" without one. */
export function formatSource(source: string | null): string {
  return source ?? 'Direct';
}

/** The share of the first step's visits that reached the last. */
export function formatConversion(row: FunnelRow): string {
  const start = row.searched || row.viewed;
  if (start === 0) return '–';
  return `${Math.round((row.paid / start) * 1000) / 10}%`;
}

/** One line per day and source; visits reaching each step. Sources are shown as plain text. */
export function FunnelTable({ rows }: { rows: readonly FunnelRow[] }) {
  if (rows.length === 0) {
    return <p className="mt-4 text-muted">No visits recorded on these days.</p>;
  }
  return (
    <div className="mt-4 overflow-x-auto">
      <table className="w-full min-w-[40rem] border-collapse text-left text-sm">
        <caption className="sr-only">Visits reaching each step, by day and source</caption>
        <thead>
          <tr className="border-b border-slate-300">
            <th scope="col" className="py-2 pr-3 font-semibold">
              Day
            </th>
            <th scope="col" className="py-2 pr-3 font-semibold">
              Source
            </th>
            {FUNNEL_STEPS.map((step) => (
              <th key={step} scope="col" className="py-2 pr-3 text-right font-semibold">
                {FUNNEL_STEP_LABELS[step]}
              </th>
            ))}
            <th scope="col" className="py-2 text-right font-semibold">
              Paid of first step
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={`${row.day}|${row.source ?? ''}`} className="border-b border-slate-200">
              <th scope="row" className="py-2 pr-3 font-medium">
                {row.day}
              </th>
              <td className="max-w-[16rem] py-2 pr-3 break-words">{formatSource(row.source)}</td>
              {FUNNEL_STEPS.map((step) => (
                <td key={step} className="py-2 pr-3 text-right tabular-nums">
                  {row[step]}
                </td>
              ))}
              <td className="py-2 text-right tabular-nums">{formatConversion(row)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
