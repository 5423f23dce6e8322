import type { DigitalCard } from '@fillwell/contracts';
import { PRODUCT } from '@fillwell/domain';
import { formatPhoneNumber } from '@/lib/phone';
import { OrderCard } from './order-card';

/** The discount card the pharmacy reads at the counter for a pickup order. */
export function DigitalCardInfo({ card }: { card: DigitalCard }) {
  const holder = [card.firstName, card.lastName].filter(Boolean).join(' ');
  const fields = [
    { label: 'Member ID', value: card.memberId },
    { label: 'BIN', value: card.rxBin },
    { label: 'Group', value: card.rxGroup },
    { label: 'PCN', value: card.rxPcn },
  ];
  return (
    <OrderCard title={`Your ${PRODUCT.name} card`}>
      <p className="font-semibold text-ink">Show this at the pharmacy counter</p>
      <div className="mt-3 rounded-xl bg-brand-900 p-4 text-white">
        {holder ? <p className="mb-2 font-semibold">{holder}</p> : null}
        <dl className="grid grid-cols-2 gap-x-4 gap-y-2">
          {fields.map((field) => (
            <div key={field.label}>
              <dt className="text-sm text-brand-100">{field.label}</dt>
              <dd className="font-mono text-lg font-semibold">{field.value}</dd>
            </div>
          ))}
        </dl>
      </div>
      <p className="mt-3 text-sm text-muted">
        Order number <span className="font-mono font-semibold text-ink">{card.orderNumber}</span>
        {' · '}Pharmacist help: {formatPhoneNumber(card.pharmacyHelpNumber)}
      </p>
    </OrderCard>
  );
}
