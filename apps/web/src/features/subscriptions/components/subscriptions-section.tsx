import { Link } from 'react-router';
import type { Subscription, SubscriptionActionItem } from '@fillwell/contracts';
import { SUBSCRIPTION_MESSAGES, SUBSCRIPTION_STATUS_LABELS } from '@fillwell/domain';
import { BUTTON_STYLES } from '@/components/ui/button-styles';
import { useGetSubscriptionActionItemsQuery, useGetSubscriptionsQuery } from '../api';
import { formatLongDate, formatMonthlyCost } from '../subscription-display';
import { RenewalTerms } from './renewal-terms';

const STATUS_STYLES: Record<Subscription['status'], string> = {
  active: 'bg-brand-50 text-brand-900',
  past_due: 'bg-red-50 text-red-800',
  cancelled: 'bg-slate-100 text-ink',
};

const FRESH = { refetchOnMountOrArgChange: true } as const;

/**
 * The person's telehealth subscriptions (on Your Orders & Cancellations): plan, status (with what
 * to do when past due), start and next charge dates, monthly cost, and what they must do.
 * Nothing at all for someone without subscriptions.
 */
export function SubscriptionsSection() {
  const subscriptions = useGetSubscriptionsQuery(undefined, FRESH);
  const actions = useGetSubscriptionActionItemsQuery(undefined, FRESH);
  if (!subscriptions.data?.length) return null;
  return (
    <section aria-labelledby="subscriptions-heading" className="flex flex-col gap-4">
      <h2 id="subscriptions-heading" className="text-xl font-bold text-ink">
        Your Subscriptions
      </h2>
      <ActionItems items={actions.data ?? []} />
      <ul className="flex flex-col gap-4">
        {subscriptions.data.map((subscription) => (
          <SubscriptionCard key={subscription.id} subscription={subscription} />
        ))}
      </ul>
      <RenewalTerms />
    </section>
  );
}

function SubscriptionCard({ subscription }: { subscription: Subscription }) {
  const headingId = `subscription-${subscription.id}`;
  const isCancelled = subscription.status === 'cancelled';
  return (
    <li
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} className="text-lg font-bold text-ink">
          {subscription.planName}
        </h3>
        <span
          className={`rounded-full px-3 py-1 text-sm font-semibold ${STATUS_STYLES[subscription.status]}`}
        >
          {SUBSCRIPTION_STATUS_LABELS[subscription.status]}
        </span>
      </div>
      <p className="text-muted">{subscription.formattedDescription}</p>
      <dl className="grid gap-x-6 gap-y-1 text-ink sm:grid-cols-[auto_1fr]">
        <dt className="font-semibold">Started</dt>
        <dd>{formatLongDate(subscription.createdOn)}</dd>
        {isCancelled ? null : (
          <>
            <dt className="font-semibold">Next charge</dt>
            <dd>{formatLongDate(subscription.nextChargeOn)}</dd>
          </>
        )}
        <dt className="font-semibold">Monthly cost</dt>
        <dd>{formatMonthlyCost(subscription.cycleCostCents)}</dd>
      </dl>
      {subscription.status === 'past_due' ? <PastDueNotice subscription={subscription} /> : null}
    </li>
  );
}

function PastDueNotice({ subscription }: { subscription: Subscription }) {
  return (
    <div className="flex flex-col items-start gap-2 rounded-lg border border-red-200 bg-red-50 p-3">
      <p className="text-red-800">
        {subscription.lastPaymentFailure
          ? `Your last monthly payment was declined: ${subscription.lastPaymentFailure}`
          : SUBSCRIPTION_MESSAGES.updatePaymentDetail}
      </p>
      <Link to="/account/cards" className={BUTTON_STYLES.secondary}>
        {SUBSCRIPTION_MESSAGES.updatePaymentTitle}
      </Link>
    </div>
  );
}

function ActionItems({ items }: { items: SubscriptionActionItem[] }) {
  if (!items.length) return null;
  return (
    <div className="rounded-2xl bg-amber-50 p-4 ring-1 ring-amber-300">
      <h3 className="font-bold text-ink">To do</h3>
      <ul className="mt-2 flex flex-col gap-3">
        {items.map((item) => (
          <li key={`${item.kind}:${item.subscriptionId}`} className="flex flex-col gap-1">
            <Link to={item.link} className="font-semibold text-brand-800 underline">
              {item.title}
            </Link>
            <p className="text-sm text-ink">{item.detail}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}
