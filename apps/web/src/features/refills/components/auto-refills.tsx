import { Link } from 'react-router';
import type { MyMed, RefillSchedule } from '@fillwell/contracts';
import { EMPTY_TEXTS, SECTION_TITLES, toRefillAnchor } from '../refill-copy';
import { AutoRefillCard } from './auto-refill-card';
import { MedicationSection } from './medication-section';

interface AutoRefillsProps {
  schedules: RefillSchedule[];
  today: string;
  /** Every medication of the account, to link each auto-refill to its medication's page. */
  allMeds: MyMed[];
  highlighted: string | null;
}

/** Live auto-refills first, then cancelled ones. */
function sortLiveFirst(schedules: readonly RefillSchedule[]): RefillSchedule[] {
  const isCancelled = (schedule: RefillSchedule) => (schedule.status === 'cancelled' ? 1 : 0);
  return [...schedules].sort((a, b) => isCancelled(a) - isCancelled(b));
}

/** The account's auto-refills, each with its dates and the delay and cancel actions. */
export function AutoRefills({ schedules, today, allMeds, highlighted }: AutoRefillsProps) {
  function findDetailsPath(schedule: RefillSchedule): string {
    const med = allMeds.find((entry) => entry.medNameId === schedule.details.medNameId);
    return `/account/medications/${med?.medId ?? schedule.details.medId}`;
  }

  return (
    <MedicationSection title={SECTION_TITLES.autoRefills}>
      {schedules.length === 0 ? (
        <div className="rounded-2xl bg-slate-50 p-4 text-ink">
          <p>{EMPTY_TEXTS.autoRefills}</p>
          <Link to="/" className="mt-2 inline-block font-semibold text-brand-800 underline">
            Find a medication for home delivery
          </Link>
        </div>
      ) : (
        <div className="flex flex-col gap-3">
          {sortLiveFirst(schedules).map((schedule) => (
            <AutoRefillCard
              key={schedule.id}
              schedule={schedule}
              today={today}
              detailsPath={findDetailsPath(schedule)}
              isHighlighted={highlighted === toRefillAnchor(schedule.id)}
            />
          ))}
        </div>
      )}
    </MedicationSection>
  );
}
