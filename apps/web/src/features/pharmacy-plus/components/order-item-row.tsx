import type { ReverieOrder, ReverieOrderItem } from '@fillwell/contracts';
import { Button } from '@/components/ui/button';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { ChoiceGroup } from '@/components/ui/choice-group';

interface OrderItemRowProps {
  item: ReverieOrderItem;
  /** The supply shown as chosen (ahead of the server's answer). */
  selectedPriceId: string;
  isBusy: boolean;
  onPriceChange: (item: ReverieOrderItem, priceId: string) => void;
  onRemove: (item: ReverieOrderItem) => void;
  onAutoRefillChange: (item: ReverieOrderItem, isOptedIn: boolean) => void;
}

/** An item of the order: its supply and price, auto-refill, and Remove. */
export function OrderItemRow({
  item,
  selectedPriceId,
  isBusy,
  onPriceChange,
  onRemove,
  onAutoRefillChange,
}: OrderItemRowProps) {
  return (
    <li className="flex flex-col gap-3 rounded-xl border border-slate-200 p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="font-semibold text-ink">{item.name}</h3>
        <p className="font-semibold text-ink">{item.price.displayValue}</p>
      </div>
      <ChoiceGroup
        legend={`Supply of ${item.name}`}
        layout="column"
        name={`price-${item.id}`}
        options={item.prices.map((price) => ({
          value: price.id,
          label: `${price.label}: ${price.price.displayValue}`,
        }))}
        value={selectedPriceId}
        onChange={(priceId) => onPriceChange(item, priceId)}
      />
      {item.isAutoRefillEligible ? (
        <CheckboxField
          label="Refill automatically when it is due"
          checked={item.detail.selectedAutoRefillOptedIn}
          disabled={isBusy}
          onChange={(event) => onAutoRefillChange(item, event.target.checked)}
        />
      ) : null}
      <Button
        variant="quiet"
        className="self-start"
        disabled={isBusy}
        aria-label={`Remove ${item.name} from order`}
        onClick={() => onRemove(item)}
      >
        Remove
      </Button>
    </li>
  );
}

export function listActiveItems(order: ReverieOrder): ReverieOrderItem[] {
  return order.items.filter((item) => item.status !== 'cancelled');
}
