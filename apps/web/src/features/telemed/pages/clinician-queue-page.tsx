import { Link } from 'react-router';
import type { ClinicianVisitSummary } from '@fillwell/contracts';
import { Spinner } from '@/components/ui/spinner';
import { useGetClinicianVisitsQuery } from '../api';
import { LoadProblem } from '../components/load-problem';
import { TelemedPage } from '../components/telemed-page';
import { formatDateTime, formatSex } from '../telemed-format';

/** The queue refreshes while a clinician keeps it open. */
const QUEUE_POLL_INTERVAL_MS = 30_000;

/** /clinician: visits awaiting a doctor's review, the longest waiting first. */
export function ClinicianQueuePage() {
  const { data, error } = useGetClinicianVisitsQuery(undefined, {
    refetchOnMountOrArgChange: true,
    pollingInterval: QUEUE_POLL_INTERVAL_MS,
  });
  return (
    <TelemedPage title="Visits awaiting review" isWide>
      {data ? <QueueTable visits={data} /> : null}
      {!data && error ? <LoadProblem error={error} /> : null}
      {!data && !error ? <Spinner className="py-12" message="Loading visits…" /> : null}
    </TelemedPage>
  );
}

function QueueTable({ visits }: { visits: ClinicianVisitSummary[] }) {
  if (!visits.length) {
    return (
      <p className="rounded-2xl bg-brand-50 p-6 text-ink">No visits are waiting for review.</p>
    );
  }
  return (
    <div className="overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm">
      <table className="w-full text-left text-ink">
        <caption className="sr-only">Visits awaiting review, the longest waiting first</caption>
        <thead className="bg-slate-50 text-sm">
          <tr>
            {['Patient', 'Age', 'Sex', 'State', 'Condition', 'Medication', 'Submitted'].map(
              (label) => (
                <th key={label} scope="col" className="px-4 py-3 font-semibold">
                  {label}
                </th>
              ),
            )}
            <th scope="col" className="px-4 py-3">
              <span className="sr-only">Review</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {visits.map((visit) => (
            <QueueRow key={visit.consultationId} visit={visit} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

function QueueRow({ visit }: { visit: ClinicianVisitSummary }) {
  return (
    <tr className="border-t border-slate-200 align-top">
      <th scope="row" className="px-4 py-3 font-semibold">
        {visit.patientName}
        {visit.hasFlags ? (
          <span className="ml-2 rounded-full bg-red-50 px-2 py-0.5 text-xs font-semibold text-red-800">
            Needs attention
          </span>
        ) : null}
      </th>
      <td className="px-4 py-3">{visit.age ?? 'Not given'}</td>
      <td className="px-4 py-3">{formatSex(visit.sex)}</td>
      <td className="px-4 py-3">{visit.state ?? 'Not given'}</td>
      <td className="px-4 py-3">{visit.condition.name}</td>
      <td className="px-4 py-3">
        {visit.medication ? `${visit.medication.name} ${visit.medication.description}` : ''}
      </td>
      <td className="px-4 py-3">{formatDateTime(visit.submittedOn)}</td>
      <td className="px-4 py-3">
        <Link
          to={`/clinician/visits/${encodeURIComponent(visit.consultationId)}`}
          aria-label={`Review the visit of ${visit.patientName}`}
          className="font-semibold text-brand-800 underline hover:text-brand-900"
        >
          Review
        </Link>
      </td>
    </tr>
  );
}
