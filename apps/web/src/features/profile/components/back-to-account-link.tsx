import { Link, useLocation, useNavigate } from 'react-router';
import { ChevronLeftIcon } from '@/components/ui/icons';

const backClass =
  'inline-flex items-center gap-1 rounded-md py-2 pr-3 font-medium text-brand-800 hover:bg-brand-50';

const BACK_LABEL = 'Back to your account';

function isBackToPrevious(state: unknown): boolean {
  return typeof state === 'object' && state !== null && 'isBackToPrevious' in state
    ? state.isBackToPrevious === true
    : false;
}

/**
 * The back control of an /account/{section} page (partner-and-shell §2.2): one step back when
 * the navigation asked for it, otherwise to /account.
 */
export function BackToAccountLink() {
  const { state } = useLocation();
  const navigate = useNavigate();
  const content = (
    <>
      <ChevronLeftIcon className="size-5" />
      Back
    </>
  );
  if (isBackToPrevious(state)) {
    return (
      <button
        type="button"
        aria-label={BACK_LABEL}
        onClick={() => void navigate(-1)}
        className={backClass}
      >
        {content}
      </button>
    );
  }
  return (
    <Link to="/account" aria-label={BACK_LABEL} className={backClass}>
      {content}
    </Link>
  );
}
