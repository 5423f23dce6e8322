import { Link } from 'react-router';
import type { Order } from '@fillwell/contracts';
import { PRODUCT } from '@fillwell/domain';
import { BUTTON_STYLES } from '@/components/ui/button-styles';
import { Button } from '@/components/ui/button';
import { ChevronLeftIcon } from '@/components/ui/icons';
import { Spinner } from '@/components/ui/spinner';
import { isHttpError, PageLoadFailure } from '@/lib/api';
import { SubscriptionsSection } from '@/features/subscriptions';
import { ordersApi, useGetOrdersQuery } from '../api';
import { OrderListItem } from '../components/order-list-item';
import { ORDERS_TITLE } from '../order-copy';
import { getOrderQueryOptions, isOrderFinal, sortNewestFirst } from '../order-rules';

/** The orders, asked for again every few seconds while one is still on its way. */
function useOrdersWhileOpen() {
  const { data } = ordersApi.endpoints.getOrders.useQueryState();
  const isPolling = data?.some((order) => !isOrderFinal(order)) ?? false;
  return useGetOrdersQuery(undefined, getOrderQueryOptions(isPolling));
}

/** /account/orders: 'Your Orders & Cancellations', newest first. */
export function OrdersPage() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-6 sm:py-10">
      <title>{`${ORDERS_TITLE} | ${PRODUCT.name}`}</title>
      <Link
        to="/account"
        aria-label="Back to your account"
        className="inline-flex items-center gap-1 rounded-md py-2 pr-3 font-medium text-brand-800 hover:bg-brand-50"
      >
        <ChevronLeftIcon className="size-5" />
        Back
      </Link>
      <h1 className="mt-2 text-2xl font-bold text-ink sm:text-3xl">{ORDERS_TITLE}</h1>
      <div className="mt-6 flex flex-col gap-6">
        <SubscriptionsSection />
        <OrdersContent />
      </div>
    </div>
  );
}

function OrdersContent() {
  const { data, error, isFetching, refetch } = useOrdersWhileOpen();
  if (data) return <OrderList orders={data} />;
  if (isFetching || !error) return <Spinner className="py-12" message="Loading your orders…" />;
  if (isHttpError(error) && error.status === 401) return <PageLoadFailure error={error} />;
  return <LoadFailure onRetry={() => void refetch()} />;
}

function OrderList({ orders }: { orders: Order[] }) {
  if (orders.length === 0) {
    return (
      <div className="rounded-2xl bg-brand-50 p-6 text-ink">
        <p className="text-lg font-semibold">You have no orders yet.</p>
        <p className="mt-1">Compare prices and order your medications for pickup or delivery.</p>
        <Link to="/" className={`${BUTTON_STYLES.primary} mt-4`}>
          Search for a medication
        </Link>
      </div>
    );
  }
  return sortNewestFirst(orders).map((order) => <OrderListItem key={order.id} order={order} />);
}

/** Order list errors just stop loading (partner-and-shell §8); the person may try again. */
function LoadFailure({ onRetry }: { onRetry: () => void }) {
  return (
    <div className="flex flex-col items-start gap-3 text-ink">
      <p>We couldn&apos;t load your orders.</p>
      <Button variant="secondary" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}
