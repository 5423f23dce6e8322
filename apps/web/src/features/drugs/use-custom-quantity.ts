import { useEffect, useRef, useState } from 'react';
import type { DrugQuantity } from '@fillwell/contracts';
import { LIMITS } from '@fillwell/domain';
import { getErrorMessage } from '@/lib/api';
import { useLazyGetDrugQuantityQuery } from './api';
import { parseCustomQuantity } from './custom-quantity';

interface CustomQuantityOptions {
  slug: string;
  medId: number;
  onFound: (quantity: DrugQuantity) => void;
}

/**
 * A typed quantity, looked up once typing pauses for 200 ms. Ignored entries send nothing; a
 * quantity the server rejects shows the server's message; only the latest entry counts.
 */
export function useCustomQuantity({ slug, medId, onFound }: CustomQuantityOptions) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [lookUp, { isFetching }] = useLazyGetDrugQuantityQuery();
  const timerRef = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latestRef = useRef(0);

  useEffect(() => () => clearTimeout(timerRef.current), []);

  async function lookUpQuantity(quantity: number, requestNumber: number) {
    const result = await lookUp({ slug, medId, quantity }, true);
    if (requestNumber !== latestRef.current) return;
    if (result.data) {
      setError(null);
      onFound(result.data);
    } else {
      setError(getErrorMessage(result.error));
    }
  }

  function change(next: string) {
    setText(next);
    clearTimeout(timerRef.current);
    const requestNumber = ++latestRef.current;
    const quantity = parseCustomQuantity(next);
    if (quantity === null) {
      setError(null);
      return;
    }
    timerRef.current = setTimeout(
      () => void lookUpQuantity(quantity, requestNumber),
      LIMITS.quantityDebounceMs,
    );
  }

  return { text, change, error, isLooking: isFetching };
}
