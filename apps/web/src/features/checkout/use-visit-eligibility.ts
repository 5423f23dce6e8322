import { useState } from 'react';
import type { Cart, CartItem } from '@fillwell/contracts';
import { useGetTelemedCartEligibilityQuery } from './api';
import { toVisitEligibility } from './verify-rx-rules';

/**
 * Whether the online visit for `visitItem` can be had in the person's state (the one chosen
 * here, else the one the server knows: the account's telemed state once a visit was confirmed).
 * Nothing is asked while no visit is needed.
 */
export function useVisitEligibility(cart: Cart, visitItem: CartItem | null) {
  const [telemedState, setTelemedState] = useState<string | null>(null);
  const query = useGetTelemedCartEligibilityQuery(
    { cartId: cart.id ?? '', state: telemedState },
    { skip: !visitItem || !cart.id },
  );
  // While another state is being judged, the last answer does not count.
  const data = query.isFetching ? undefined : query.data;
  const itemAnswer = data?.items.find((entry) => entry.itemId === visitItem?.id);
  return {
    eligibility: toVisitEligibility(data, visitItem?.id),
    /** The state judged, kept as the account's telemed state when the visit is confirmed. */
    judgedState: data?.state ?? null,
    shownState: telemedState ?? data?.state ?? null,
    reason: itemAnswer?.reason ?? null,
    /** The visit's condition (e.g. cold-sores), kept while another state is judged. */
    condition: query.data?.items.find((entry) => entry.itemId === visitItem?.id)?.condition ?? null,
    chooseState: (state: string) => setTelemedState(state || null),
  };
}
