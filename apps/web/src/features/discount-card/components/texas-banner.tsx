import { useSelector } from 'react-redux';
import { TEXAS_DISCOUNT_BANNER } from '@fillwell/domain';
import { selectAccount } from '@/features/account';
import { useUserLocation } from '@/features/location';
import { isCardUnavailableIn } from '../card-rules';

/** The state the person is in: the account's location, else this visit's. */
function useStateCode(): string | null {
  const account = useSelector(selectAccount);
  const { location } = useUserLocation();
  return account?.userLocation?.stateCode ?? location?.stateCode ?? null;
}

/**
 * The local banner for places without discount-card access (spec §9: Texas), shown where the
 * card or its prices are offered; nothing elsewhere.
 */
export function TexasDiscountBanner({ className = '' }: { className?: string }) {
  const stateCode = useStateCode();
  if (!isCardUnavailableIn(stateCode)) return null;
  return (
    <p
      role="note"
      className={`rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-ink ${className}`}
    >
      {TEXAS_DISCOUNT_BANNER}
    </p>
  );
}
