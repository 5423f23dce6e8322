import { WELCOME_OFFERS } from '@fillwell/domain';
import { CloseIcon } from '@/components/ui/icons';
import { selectAccount } from '@/features/account';
import { formatWholeDollars } from '@/lib/money';
import { useAppDispatch, useAppSelector } from '../../hooks';
import { welcomeBannerDismissed } from '../../app-slice';

export const WELCOME_OFFER_TEXT = `${formatWholeDollars(WELCOME_OFFERS.firstFillCents)} off your first fill and ${formatWholeDollars(WELCOME_OFFERS.firstOrderCents)} off your first order, applied automatically at checkout.`;

/** Shown until the account has orders or the visitor dismisses it. */
export function WelcomeBanner() {
  const dispatch = useAppDispatch();
  const account = useAppSelector(selectAccount);
  const isDismissed = useAppSelector((state) => state.app.isWelcomeBannerDismissed);
  if (isDismissed || (account && account.orderCount > 0)) return null;

  return (
    <aside aria-label="Welcome offer" className="bg-brand-50 text-brand-900">
      <div className="mx-auto flex max-w-7xl items-center gap-3 px-4 py-2 text-sm sm:px-6">
        <p className="flex-1">
          <strong className="font-semibold">Welcome offer:</strong> {WELCOME_OFFER_TEXT}
        </p>
        <button
          type="button"
          onClick={() => dispatch(welcomeBannerDismissed())}
          aria-label="Dismiss welcome offer"
          className="rounded-full p-1 hover:bg-brand-100"
        >
          <CloseIcon className="size-4" />
        </button>
      </div>
    </aside>
  );
}
