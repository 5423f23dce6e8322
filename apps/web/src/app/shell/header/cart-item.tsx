import { Link } from 'react-router';
import { LIMITS } from '@fillwell/domain';
import { BUTTON_STYLES } from '@/components/ui/button-styles';
import { CartIcon } from '@/components/ui/icons';
import {
  headerCartExpandedChanged,
  selectCartItemCount,
  selectIsHeaderCartExpanded,
  useGetCartQuery,
} from '@/features/cart';
import { useAppDispatch, useAppSelector } from '../../hooks';
import { formatCartTitle } from './cart-title';

/** Shown only to signed-in users. The panel can be forced open and closes when the pointer leaves. */
export function CartItem() {
  const dispatch = useAppDispatch();
  // Loads the cart; the cart state keeps its item count.
  useGetCartQuery();
  const itemCount = useAppSelector(selectCartItemCount);
  const isExpanded = useAppSelector(selectIsHeaderCartExpanded);
  const title = formatCartTitle(itemCount);
  const panelVisibility = isExpanded
    ? 'visible opacity-100'
    : 'invisible opacity-0 group-focus-within:visible group-focus-within:opacity-100 group-hover:visible group-hover:opacity-100';

  return (
    <div
      className="group relative"
      onMouseLeave={() => isExpanded && dispatch(headerCartExpandedChanged(false))}
    >
      <Link
        to="/cart"
        aria-label={`Cart: ${title}`}
        className="relative flex items-center rounded-md p-2 text-ink hover:bg-brand-50"
      >
        <CartIcon className="size-6 text-brand-800" />
        {itemCount > 0 ? (
          <span
            aria-hidden="true"
            className="absolute -top-0.5 -right-0.5 flex size-5 items-center justify-center rounded-full bg-accent-400 text-xs font-bold text-ink"
          >
            {itemCount}
          </span>
        ) : null}
      </Link>
      <div
        className={`absolute top-full right-0 z-30 max-w-[calc(100vw-1rem)] pt-2 transition-opacity ${panelVisibility}`}
        style={{ width: LIMITS.cartPanelWidthPx }}
      >
        <div className="rounded-xl border border-slate-200 bg-white p-5 shadow-lg">
          <p className="font-semibold text-ink">{title}</p>
          <div className="mt-4 flex flex-col gap-2">
            <Link to="/cart" className={BUTTON_STYLES.secondary}>
              View Cart
            </Link>
            {itemCount > 0 ? (
              <Link to="/checkout" className={BUTTON_STYLES.primary}>
                Secure Checkout
              </Link>
            ) : null}
          </div>
        </div>
      </div>
    </div>
  );
}
