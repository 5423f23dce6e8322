/** "1 medication in your cart", "3 medications in your cart" (a rule the server shares). */
export { formatCartTitle } from '@fillwell/domain';
