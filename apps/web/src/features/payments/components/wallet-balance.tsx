import { ACCOUNT_MESSAGES } from '@fillwell/domain';
import { useGetWalletQuery } from '../api';

const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** A balance is an amount, so zero shows as $0.00 rather than "Free". */
export function formatBalance(cents: number): string {
  return dollars.format(cents / 100);
}

/** The wallet credit available for orders. */
export function WalletBalance() {
  const { data, isError, isLoading } = useGetWalletQuery();
  return (
    <div className="flex items-baseline justify-between gap-3">
      <span className="text-ink">Wallet balance</span>
      {isError ? (
        <span role="alert" className="text-red-700">
          {ACCOUNT_MESSAGES.walletLoadFailed}
        </span>
      ) : (
        <span aria-busy={isLoading} className="text-lg font-semibold text-ink">
          {data ? formatBalance(data.availableBalance) : '…'}
        </span>
      )}
    </div>
  );
}
