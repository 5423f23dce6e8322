import type { OrderItem } from '@fillwell/contracts';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';

type ItemAlert = NonNullable<OrderItem['alert']>;

interface OrderItemAlertModalProps {
  alert: ItemAlert | null;
  onClose: () => void;
}

/** The order-item-alert modal: the notice an item carries, opened from its label. */
export function OrderItemAlertModal({ alert, onClose }: OrderItemAlertModalProps) {
  return (
    <Modal title={alert?.modal.header ?? ''} isOpen={alert !== null} onClose={onClose}>
      <div className="flex flex-col gap-3 text-ink">
        {alert?.modal.content.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
        <Button className="self-start" onClick={onClose}>
          OK
        </Button>
      </div>
    </Modal>
  );
}
