import { useState } from 'react';
import type { OpioidRestrictionDetails } from '@fillwell/contracts';
import { useRemoveCartItemMutation } from '@/features/cart';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { Modal } from '@/components/ui/modal';
import { getErrorMessage } from '@/lib/api';

interface OpioidRestrictionModalProps {
  details: OpioidRestrictionDetails;
  onClose: () => void;
}

/** opioid-restriction: 'Remove these medications' deletes the opioid items, or Cancel. */
export function OpioidRestrictionModal({ details, onClose }: OpioidRestrictionModalProps) {
  const [removeItem] = useRemoveCartItemMutation();
  const [isRemoving, setIsRemoving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function removeMedications() {
    setIsRemoving(true);
    setError(null);
    try {
      for (const itemId of details.itemIds) await removeItem(itemId).unwrap();
      onClose();
    } catch (failure) {
      setError(getErrorMessage(failure));
    } finally {
      setIsRemoving(false);
    }
  }

  return (
    <Modal title={details.label} description={details.text} isOpen onClose={onClose}>
      <div className="flex flex-col gap-3">
        <FormAlert message={error} />
        <Button disabled={isRemoving} onClick={() => void removeMedications()}>
          {isRemoving ? 'Removing…' : 'Remove these medications'}
        </Button>
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
      </div>
    </Modal>
  );
}
