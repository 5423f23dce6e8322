const TRACK_STYLES = { brand: 'bg-brand-100', neutral: 'bg-slate-200' } as const;

interface StepProgressBarProps {
  /** The bar's accessible name ("Checkout progress"…). */
  name: string;
  stepNumber: number;
  stepCount: number;
  percent: number;
  /** Whether screen readers hear the percentage after "Step 2 of 4". */
  isPercentSpoken?: boolean;
  track?: keyof typeof TRACK_STYLES;
}

/** "Step 2 of 4" above a bar filled to the given percentage. */
export function StepProgressBar(props: StepProgressBarProps) {
  const { percent, track = 'brand' } = props;
  const label = `Step ${props.stepNumber} of ${props.stepCount}`;
  return (
    <div className="flex flex-col gap-1">
      <p className="text-sm font-semibold text-muted">{label}</p>
      <div
        role="progressbar"
        aria-label={props.name}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={props.isPercentSpoken ? `${label} (${percent}%)` : label}
        className={`h-2 overflow-hidden rounded-full ${TRACK_STYLES[track]}`}
      >
        <div className="h-full rounded-full bg-brand-800" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
