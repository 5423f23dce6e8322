import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { CONSULTATION_MESSAGES } from '@fillwell/domain';
import { getErrorMessage, isHttpError } from '@/lib/api';
import { useLazyGetConsultationQuery, useStartConsultationMutation } from './api';
import { routeConsultation, type ConsultationRoute } from './consultation-routing';

export type ConsultationRouteState =
  { kind: 'working' } | { kind: 'failed'; error: unknown } | ConsultationRoute;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The page the person came from: an in-app link's state, else the document's referrer. */
function useReferrer(): string | null {
  const { state } = useLocation();
  const fromState =
    typeof state === 'object' && state !== null && 'referrer' in state ? state.referrer : null;
  return typeof fromState === 'string' ? fromState : document.referrer || null;
}

/** Works out where /consultation/{id} sends the person (core-shopping §4). */
export function useConsultationRoute(consultationId: string): ConsultationRouteState {
  const [getConsultation] = useLazyGetConsultationQuery();
  const [startConsultation] = useStartConsultationMutation();
  const referrer = useReferrer();
  // The outcome for the id it was worked out for: another id is still being worked out.
  const [outcome, setOutcome] = useState<{ id: string; state: ConsultationRouteState } | null>(
    null,
  );

  useEffect(() => {
    let isCurrent = true;
    const settle = (state: ConsultationRouteState) => {
      if (isCurrent) setOutcome({ id: consultationId, state });
    };
    routeConsultation({
      load: () => getConsultation(consultationId, false).unwrap(),
      start: () => startConsultation(consultationId).unwrap(),
      wait,
      referrer,
    })
      .then(settle)
      .catch((error: unknown) => settle({ kind: 'failed', error }));
    return () => {
      isCurrent = false;
    };
    // The referrer is read once, when the page opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [consultationId, getConsultation, startConsultation]);

  return outcome?.id === consultationId ? outcome.state : { kind: 'working' };
}

/** What to show for a failed load: the server's message ('Invalid Visit Id'), else a default. */
export function describeRouteFailure(error: unknown): string {
  if (isHttpError(error) && error.status === 404) return CONSULTATION_MESSAGES.invalidVisitId;
  return getErrorMessage(error);
}
