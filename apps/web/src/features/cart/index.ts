export {
  cartSlice,
  CART_TRANSIENT_KEYS,
  headerCartExpandedChanged,
  selectCartItemCount,
  selectIsHeaderCartExpanded,
  type CartState,
} from './cart-slice';
