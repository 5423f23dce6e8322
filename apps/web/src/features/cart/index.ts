export {
  autoRefillModalToggled,
  cartSlice,
  CART_TRANSIENT_KEYS,
  headerCartExpandedChanged,
  initialCartState,
  prescriptionsConfirmed,
  purchaseSucceeded,
  selectCartItemCount,
  selectCartState,
  selectConfirmedPrescriptions,
  selectIsBuyingConsultations,
  selectIsHeaderCartExpanded,
  type CartState,
} from './cart-slice';
export {
  cartApi,
  useGetCartQuery,
  useRemoveCartItemMutation,
  useSetCartPharmacyMutation,
  useUpdateCartItemsMutation,
} from './api';
export { CART_ROUTES } from './routes';
export {
  AddToCartButton,
  AddToCartProblem,
  useAddToCart,
  type AddToCartRequest,
} from './components/add-to-cart-button';
export {
  CartPriceLines,
  FREE_TOTAL_REASON,
  sumVisitFeesCents,
} from './components/cart-price-lines';
