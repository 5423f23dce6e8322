import { RetryNotice } from '@/components/ui/retry-notice';
import { Spinner } from '@/components/ui/spinner';
import { isHttpError, PageLoadFailure } from '@/lib/api';

interface MedicationDataWaitProps {
  /** Why the medication data did not load, if it did not. */
  error: unknown;
  onRetry: () => void;
  loadingMessage: string;
  /** "We couldn't load …", with "Try again". */
  failureMessage: string;
}

/** The medication pages before their data is ready: loading, sign in on a 401, or try again. */
export function MedicationDataWait(props: MedicationDataWaitProps) {
  const { error } = props;
  if (isHttpError(error) && error.status === 401) return <PageLoadFailure error={error} />;
  if (error) {
    return <RetryNotice message={props.failureMessage} onRetry={props.onRetry} className="mt-6" />;
  }
  return <Spinner className="py-12" message={props.loadingMessage} />;
}
