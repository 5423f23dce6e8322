import { useState } from 'react';
import type { Cart, CartItem } from '@fillwell/contracts';
import { CHECKOUT_MESSAGES } from '@fillwell/domain';
import { useRemoveCartItemMutation } from '@/features/cart';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { Modal } from '@/components/ui/modal';
import { getErrorMessage } from '@/lib/api';

interface RemoveVisitModalProps {
  isOpen: boolean;
  /** The items answered no. */
  items: readonly CartItem[];
  /** With the cart as it is after the removal. */
  onRemoved: (cart: Cart) => void;
  onClose: () => void;
}

/** "Remove a doctor's visit": only one medication may go without a prescription at a time. */
export function RemoveVisitModal({ isOpen, items, onRemoved, onClose }: RemoveVisitModalProps) {
  const [removeItem, { isLoading }] = useRemoveCartItemMutation();
  const [error, setError] = useState<string | null>(null);

  async function remove(item: CartItem) {
    setError(null);
    const result = await removeItem(item.id);
    if (result.error) setError(getErrorMessage(result.error));
    else onRemoved(result.data);
  }

  return (
    <Modal
      title={CHECKOUT_MESSAGES.removeDoctorVisitTitle}
      description={CHECKOUT_MESSAGES.oneWithoutPrescription}
      isOpen={isOpen}
      onClose={onClose}
    >
      <div className="flex flex-col gap-4">
        <FormAlert message={error} />
        <ul className="flex flex-col gap-2">
          {items.map((item) => (
            <li key={item.id} className="flex items-center justify-between gap-3">
              <span className="font-semibold text-ink">{item.formattedName}</span>
              <Button variant="secondary" disabled={isLoading} onClick={() => void remove(item)}>
                Remove {item.formattedName}
              </Button>
            </li>
          ))}
        </ul>
        <Button onClick={onClose}>Change my answers</Button>
      </div>
    </Modal>
  );
}
