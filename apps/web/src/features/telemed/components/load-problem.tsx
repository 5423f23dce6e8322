import { FormAlert } from '@/components/ui/form-alert';
import { isHttpError, PageLoadFailure } from '@/lib/api';

/** Statuses whose message the page shows itself: an invalid visit id, a clinician-only page. */
const SHOWN_STATUSES = new Set([400, 403, 404]);

/**
 * A page's data did not load: the server's message for an unknown visit or a page the person
 * may not see; sign in on a 401; the error screen otherwise.
 */
export function LoadProblem({ error }: { error: unknown }) {
  if (isHttpError(error) && SHOWN_STATUSES.has(error.status)) {
    return <FormAlert message={error.message} />;
  }
  return <PageLoadFailure error={error} />;
}
