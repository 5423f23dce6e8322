import { Link } from 'react-router';
import { BUTTON_STYLES } from '@/components/ui/button-styles';
import { NextStepAlert } from '@/components/ui/next-step-alert';
import type { PurchaseProblem } from '../purchase-errors';

type ShownProblem = Exclude<PurchaseProblem, { kind: 'opioids' }>;

/** A failed purchase at the top of the summary, with the next step when one is known. */
export function PurchaseProblemAlert({ problem }: { problem: ShownProblem }) {
  if (problem.kind === 'active-purchase') {
    return (
      <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-red-800">
        <p>{problem.message}</p>
        <Link to="/account/orders" className="mt-2 inline-block font-semibold underline">
          See Your Orders
        </Link>
      </div>
    );
  }
  return (
    <NextStepAlert message={problem.message} nextStep={problem.nextStep}>
      {problem.action ? (
        <Link to={problem.action.path} className={BUTTON_STYLES.secondary}>
          {problem.action.label}
        </Link>
      ) : null}
    </NextStepAlert>
  );
}
