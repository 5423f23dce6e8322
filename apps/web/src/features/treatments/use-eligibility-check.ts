import { useEffect, useMemo, useRef, useState } from 'react';
import { getErrorMessage } from '@/lib/api';
import { useCheckTelemedEligibilityMutation, type EligibilityCheck } from './api';
import { toEligibilityRequest, type TreatmentAnswers } from './treatment-answers';

interface CheckState {
  key: string;
  result: EligibilityCheck | null;
  error: string | null;
}

/**
 * Asks the server whether the person can have the condition's visit each time the answers
 * change (once a state is chosen). Only the answer to the latest answers counts.
 */
export function useEligibilityCheck(condition: string, answers: TreatmentAnswers) {
  const [check] = useCheckTelemedEligibilityMutation();
  const request = useMemo(() => toEligibilityRequest(condition, answers), [condition, answers]);
  const key = request ? JSON.stringify(request) : '';
  const latestKey = useRef(key);
  const [state, setState] = useState<CheckState>({ key: '', result: null, error: null });

  useEffect(() => {
    latestKey.current = key;
    if (!request) return;
    const settle = (next: CheckState) => {
      if (latestKey.current === next.key) setState(next);
    };
    check(request)
      .unwrap()
      .then((result) => settle({ key, result, error: null }))
      .catch((failure: unknown) => settle({ key, result: null, error: getErrorMessage(failure) }));
    // The key stands for the request: a new object with the same content asks nothing again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, check]);

  const isCurrent = key !== '' && state.key === key;
  return {
    result: isCurrent ? state.result : null,
    error: isCurrent ? state.error : null,
    isChecking: key !== '' && !isCurrent,
  };
}
