import { Link } from 'react-router';
import { PRODUCT } from '@fillwell/domain';
import { PageFrame } from '@/components/ui/page-frame';
import { MedicationSearchBox } from '@/features/search';

const PHONE_TASKS = [
  {
    to: '/quicksave',
    name: 'Get your free discount card',
    detail: 'Save at the pharmacy counter.',
  },
  { to: '/account/medications', name: 'Your medications', detail: 'Refills and auto-refill.' },
  { to: '/account/orders', name: 'Your orders', detail: 'Track, pick up or cancel.' },
  { to: '/account', name: 'Your account', detail: 'Your card, profile and payment.' },
  { to: '/app', name: `Get the ${PRODUCT.name} app`, detail: 'We text you the link.' },
] as const;

/** /mobile: the phone's way in: find a price, or go straight to a task. */
export function MobilePage() {
  return (
    <PageFrame title={`${PRODUCT.name} on your phone`}>
      <p className="mt-2 text-muted">
        Find your prescription&apos;s price, or pick up where you left off.
      </p>
      <MedicationSearchBox landmarkLabel="Find a medication price" className="mt-6" />
      <nav aria-label="What would you like to do?" className="mt-8">
        <ul className="divide-y divide-slate-200 rounded-2xl border border-slate-200">
          {PHONE_TASKS.map((task) => (
            <li key={task.to}>
              <Link
                to={task.to}
                className="flex flex-col px-4 py-4 hover:bg-brand-50 focus-visible:bg-brand-50"
              >
                <span className="font-semibold text-brand-800">{task.name}</span>
                <span className="text-sm text-muted">{task.detail}</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </PageFrame>
  );
}
