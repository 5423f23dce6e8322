import { useState, type ReactNode } from 'react';
import type { Order, OrderItem } from '@fillwell/contracts';
import { isTransferItem } from '../order-rules';
import { HowToTransferModal } from './how-to-transfer-modal';
import { OrderItemAlertModal } from './order-item-alert-modal';

interface OrderItemsListProps {
  order: Order;
  /** A control shown beside an item (the orders page's Cancel). */
  renderAction?: (item: OrderItem) => ReactNode;
}

const linkButtonClass =
  'rounded text-sm font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-900';

/**
 * The order's medications with their prices; an item's alert opens its modal, and a transferred
 * prescription links to how transfers work.
 */
export function OrderItemsList({ order, renderAction }: OrderItemsListProps) {
  const [openAlert, setOpenAlert] = useState<OrderItem['alert']>(null);
  const [isTransferHelpOpen, setIsTransferHelpOpen] = useState(false);
  return (
    <>
      <ul aria-label="Medications" className="divide-y divide-slate-200">
        {order.items.map((item) => (
          <li key={item.id} className="flex flex-wrap items-start justify-between gap-3 py-3">
            <div className="flex min-w-0 flex-col gap-1">
              <span className="font-semibold text-ink">
                {item.formattedName}
                {item.status === 'cancelled' ? <CancelledTag /> : null}
              </span>
              <span className="text-sm text-muted">{item.formattedDescription}</span>
              {item.consultation ? (
                <span className="text-sm text-muted">
                  Online doctor visit: {item.consultation.price.displayValue}
                </span>
              ) : null}
              {item.alert ? (
                <button
                  type="button"
                  className={`${linkButtonClass} self-start`}
                  onClick={() => setOpenAlert(item.alert)}
                >
                  {item.alert.label.text}
                </button>
              ) : null}
              {isTransferItem(item) && item.status === 'active' ? (
                <button
                  type="button"
                  className={`${linkButtonClass} self-start`}
                  onClick={() => setIsTransferHelpOpen(true)}
                >
                  How do transfers work?
                </button>
              ) : null}
            </div>
            <div className="flex items-center gap-3">
              <ItemPrice item={item} />
              {renderAction?.(item)}
            </div>
          </li>
        ))}
      </ul>
      <OrderItemAlertModal alert={openAlert} onClose={() => setOpenAlert(null)} />
      <HowToTransferModal
        isOpen={isTransferHelpOpen}
        onClose={() => setIsTransferHelpOpen(false)}
      />
    </>
  );
}

/** The list price; promotions are lines of the order's totals, never taken off here too. */
function ItemPrice({ item }: { item: OrderItem }) {
  return (
    <span className="text-right whitespace-nowrap">
      <span className={item.status === 'cancelled' ? 'text-muted line-through' : 'font-semibold'}>
        {item.price.basePrice.displayValue}
      </span>
    </span>
  );
}

export function CancelledTag() {
  return (
    <span className="ml-2 rounded-full bg-slate-200 px-2 py-0.5 text-xs font-semibold text-ink">
      Cancelled
    </span>
  );
}
