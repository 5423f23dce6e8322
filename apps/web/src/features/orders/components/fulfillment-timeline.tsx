import type { Order } from '@fillwell/contracts';
import type { TimelineStepState } from '@fillwell/domain';
import { CheckIcon } from '@/components/ui/icons';

export const TIMELINE_STATE_TEXT: Record<TimelineStepState, string> = {
  completed: 'Completed',
  'in-progress': 'In progress',
  incomplete: 'Not started',
};

const MARKER_STYLES: Record<TimelineStepState, string> = {
  completed: 'border-brand-800 bg-brand-800 text-white',
  'in-progress': 'border-brand-800 bg-white ring-4 ring-brand-100',
  incomplete: 'border-slate-400 bg-white',
};

interface FulfillmentTimelineProps {
  steps: Order['timeline'];
  label?: string;
}

/**
 * Where the order is (core-shopping §2): the steps in order, each completed, in progress or not
 * started, said in words and marked for assistive technology (the current step is aria-current).
 */
export function FulfillmentTimeline({
  steps,
  label = 'Fulfillment status',
}: FulfillmentTimelineProps) {
  return (
    <ol aria-label={label} className="flex flex-col gap-3">
      {steps.map((step) => (
        <li
          key={step.label}
          data-state={step.state}
          aria-current={step.state === 'in-progress' ? 'step' : undefined}
          className="flex items-center gap-3"
        >
          <span
            aria-hidden="true"
            className={`flex size-6 shrink-0 items-center justify-center rounded-full border-2 ${MARKER_STYLES[step.state]}`}
          >
            {step.state === 'completed' ? <CheckIcon className="size-4" /> : null}
          </span>
          <span className="flex flex-wrap items-baseline gap-x-2">
            <span className={step.state === 'incomplete' ? 'text-muted' : 'font-semibold text-ink'}>
              {step.label}
            </span>
            <span className="text-sm text-muted">{TIMELINE_STATE_TEXT[step.state]}</span>
          </span>
        </li>
      ))}
    </ol>
  );
}
