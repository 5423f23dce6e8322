import { useId, useState } from 'react';
import { Link } from 'react-router';
import type { RefillSchedule, RefillScheduleStatus } from '@fillwell/contracts';
import { formatScheduleDate } from '@fillwell/domain';
import { Button } from '@/components/ui/button';
import { FormNotice } from '@/components/ui/form-alert';
import { toRefillAnchor } from '../refill-copy';
import { CancelRefillModal } from './cancel-refill-modal';
import { DelayRefillModal } from './delay-refill-modal';
import { ACTION_LINK_CLASS } from './medication-entry';
import { HIGHLIGHT_CLASS } from '../use-list-marker';

const STATUS_LABELS: Record<RefillScheduleStatus, string> = {
  active: 'Auto-refill on',
  paused: 'Paused',
  cancelled: 'Cancelled',
};

interface AutoRefillCardProps {
  schedule: RefillSchedule;
  today: string;
  /** The medication's detail page, when the card is on the list. */
  detailsPath?: string;
  isHighlighted?: boolean;
}

/** One auto-refill: its previous and next dates, price, and the delay and cancel actions. */
export function AutoRefillCard({
  schedule,
  today,
  detailsPath,
  isHighlighted,
}: AutoRefillCardProps) {
  const headingId = useId();
  const [dialog, setDialog] = useState<'delay' | 'cancel' | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const { name, description } = schedule.details;
  const isCancelled = schedule.status === 'cancelled';

  return (
    <article
      id={toRefillAnchor(schedule.id)}
      tabIndex={-1}
      aria-labelledby={headingId}
      data-highlighted={isHighlighted ? 'true' : undefined}
      className={`flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm ${
        isHighlighted ? HIGHLIGHT_CLASS : ''
      }`}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h3 id={headingId} className="text-lg font-bold text-ink">
            {name}
          </h3>
          <p className="text-sm text-muted">{description}</p>
        </div>
        <p
          className={`rounded-full px-3 py-1 text-sm font-semibold ${
            schedule.status === 'active' ? 'bg-brand-100 text-brand-900' : 'bg-slate-200 text-ink'
          }`}
        >
          {STATUS_LABELS[schedule.status]}
        </p>
      </div>
      <ScheduleDates schedule={schedule} />
      <ScheduleReason schedule={schedule} />
      {notice ? <FormNotice>{notice}</FormNotice> : null}
      <div className="flex flex-wrap gap-2">
        {isCancelled ? null : (
          <>
            <Button
              variant="secondary"
              aria-label={`Delay the auto-refill of ${name}`}
              onClick={() => setDialog('delay')}
            >
              Delay
            </Button>
            <Button
              variant="quiet"
              aria-label={`Cancel auto-refill of ${name}`}
              onClick={() => setDialog('cancel')}
            >
              Cancel auto-refill
            </Button>
          </>
        )}
        {detailsPath ? (
          <Link
            to={detailsPath}
            state={{ from: toRefillAnchor(schedule.id) }}
            className={ACTION_LINK_CLASS}
          >
            {`${name} details`}
          </Link>
        ) : null}
      </div>
      <DelayRefillModal
        schedule={dialog === 'delay' ? schedule : null}
        today={today}
        onClose={() => setDialog(null)}
        onDelayed={(moved) => {
          setDialog(null);
          setNotice(`Your next refill is now on ${formatScheduleDate(moved.nextExecutionOn)}.`);
        }}
      />
      <CancelRefillModal
        schedule={dialog === 'cancel' ? schedule : null}
        onClose={() => setDialog(null)}
        onCancelled={() => {
          setDialog(null);
          setNotice(`Your auto-refill of ${name} is cancelled.`);
        }}
      />
    </article>
  );
}

function ScheduleDates({ schedule }: { schedule: RefillSchedule }) {
  const isCancelled = schedule.status === 'cancelled';
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-ink">
      <dt className="text-muted">Previous refill</dt>
      <dd>
        {schedule.prevExecutionOn ? formatScheduleDate(schedule.prevExecutionOn) : 'None yet'}
      </dd>
      {isCancelled ? null : (
        <>
          <dt className="text-muted">Next refill</dt>
          <dd className="font-semibold">{formatScheduleDate(schedule.nextExecutionOn)}</dd>
          <dt className="text-muted">Next refill price</dt>
          <dd>{schedule.nextPrice?.displayValue ?? 'Not available'}</dd>
        </>
      )}
    </dl>
  );
}

function ScheduleReason({ schedule }: { schedule: RefillSchedule }) {
  if (schedule.status === 'paused') {
    return (
      <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-ink">
        {schedule.pauseReason ?? 'This auto-refill is paused.'} Choose a new date to start it again.
      </p>
    );
  }
  if (schedule.status === 'cancelled' && schedule.cancellationReason) {
    return <p className="text-sm text-muted">Reason: {schedule.cancellationReason}</p>;
  }
  return null;
}
