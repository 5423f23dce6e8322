import type { ReactNode } from 'react';
import type { ReveriePrescription } from '@fillwell/contracts';
import { describeAutoRefill, describeLastFill, describeRefillsLeft } from '../prescription-display';

interface PrescriptionCardProps {
  prescription: ReveriePrescription;
  /** Buttons for this prescription. */
  actions?: ReactNode;
}

/** One prescription: name, refills left, last fill and auto-refill state. */
export function PrescriptionCard({ prescription, actions }: PrescriptionCardProps) {
  const { drugDetail, refillDetails } = prescription;
  return (
    <li className="flex flex-col gap-3 rounded-xl border border-slate-200 p-4 sm:flex-row sm:items-start sm:justify-between">
      <div>
        <h3 className="font-semibold text-ink">{drugDetail.name}</h3>
        <ul className="mt-1 text-sm text-muted">
          <li>{describeRefillsLeft(refillDetails.refillsRemaining)}</li>
          <li>{describeLastFill(refillDetails.lastFilledOn)}</li>
          <li>{describeAutoRefill(refillDetails)}</li>
        </ul>
      </div>
      {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
    </li>
  );
}
