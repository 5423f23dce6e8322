export {
  autoRefillModalToggled,
  cartSlice,
  CART_TRANSIENT_KEYS,
  headerCartExpandedChanged,
  initialCartState,
  purchaseSucceeded,
  selectCartItemCount,
  selectCartState,
  selectIsHeaderCartExpanded,
  type CartState,
} from './cart-slice';
export { cartApi, useGetCartQuery } from './api';
export { CART_ROUTES } from './routes';
export {
  AddToCartButton,
  AddToCartProblem,
  useAddToCart,
  type AddToCartRequest,
} from './components/add-to-cart-button';
