import type { Cart, CartItem } from '@fillwell/contracts';
import { useGetTelemedCartEligibilityQuery } from './api';
import { useCheckout } from './checkout-context';
import { toVisitEligibility } from './verify-rx-rules';

/**
 * Whether the online visit for `visitItem` can be had in the person's state (the one chosen on
 * this visit, else the one the server knows). Nothing is asked while no visit is needed.
 */
export function useVisitEligibility(cart: Cart, visitItem: CartItem | null) {
  const { telemedState, setTelemedState } = useCheckout();
  const query = useGetTelemedCartEligibilityQuery(
    { cartId: cart.id ?? '', state: telemedState },
    { skip: !visitItem || !cart.id },
  );
  // While another state is being judged, the last answer does not count.
  const data = query.isFetching ? undefined : query.data;
  const itemAnswer = data?.items.find((entry) => entry.itemId === visitItem?.id);
  return {
    eligibility: toVisitEligibility(data, visitItem?.id),
    /** The state judged, to send with the purchase. */
    judgedState: data?.state ?? null,
    shownState: telemedState ?? data?.state ?? null,
    reason: itemAnswer?.reason ?? null,
    chooseState: (state: string) => setTelemedState(state || null),
  };
}
