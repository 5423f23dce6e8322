import { useState } from 'react';
import type { SupportRequestReceipt } from '@fillwell/contracts';
import { getErrorMessage } from '@/lib/api';

type SendResult = { data: SupportRequestReceipt; error?: undefined } | { error: unknown };

/** Sends a support request and keeps its reference, or the message of why it failed. */
export function useRequestReceipt<T>(send: (values: T) => Promise<SendResult>) {
  const [reference, setReference] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);

  async function submit(values: T) {
    setFormError(null);
    const result = await send(values);
    if ('data' in result && result.data) setReference(result.data.reference);
    else setFormError(getErrorMessage(result.error));
  }

  return { reference, formError, submit };
}
