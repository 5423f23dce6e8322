import { useRef } from 'react';
import { createIdempotencyKey } from './review-order-rules';

/**
 * One Idempotency-Key per visit of the review page and cart version: a double click or a retry
 * after a timeout sends the same key; a changed cart gets a new one. Read it in event handlers.
 */
export function usePurchaseKey(cartVersion: string | null): () => string {
  const keyRef = useRef<{ version: string | null; key: string } | null>(null);
  return () => {
    if (!keyRef.current || keyRef.current.version !== cartVersion) {
      keyRef.current = { version: cartVersion, key: createIdempotencyKey() };
    }
    return keyRef.current.key;
  };
}
