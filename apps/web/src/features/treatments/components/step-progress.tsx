import { TREATMENT_STEPS } from '@fillwell/domain';

interface StepProgressProps {
  index: number;
  percent: number;
}

/** "Step 2 of 4" with a bar at step number over total steps. */
export function StepProgress({ index, percent }: StepProgressProps) {
  const label = `Step ${index + 1} of ${TREATMENT_STEPS.length}`;
  return (
    <div className="space-y-1">
      <p className="text-sm font-semibold text-muted">{label}</p>
      <div
        role="progressbar"
        aria-label="Treatment steps"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={label}
        className="h-2 overflow-hidden rounded-full bg-slate-200"
      >
        <div className="h-full rounded-full bg-brand-800" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
