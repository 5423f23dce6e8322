import { getProgressPercent, type CheckoutStep } from '@fillwell/domain';

interface CheckoutProgressBarProps {
  flow: readonly CheckoutStep[];
  step: CheckoutStep;
}

/** Step number divided by total steps, as a percentage. */
export function CheckoutProgressBar({ flow, step }: CheckoutProgressBarProps) {
  const percent = getProgressPercent(flow, step);
  const label = `Step ${flow.indexOf(step) + 1} of ${flow.length}`;
  return (
    <div className="flex flex-col gap-1">
      <p className="text-sm font-semibold text-muted">{label}</p>
      <div
        role="progressbar"
        aria-label="Checkout progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${label} (${percent}%)`}
        className="h-2 overflow-hidden rounded-full bg-brand-100"
      >
        <div className="h-full rounded-full bg-brand-800" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
