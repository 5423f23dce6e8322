import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { applyAppUpdate } from '../../pwa-update';
import type { ModalContentProps } from './modal-registry';

export const UPDATE_REQUIRED_TEXT =
  "There's a new version of our website, Please refresh to continue";

/** Blocking: no close control; the only way on is to refresh. */
export default function UpdateRequiredModal({ onClose }: ModalContentProps) {
  return (
    <Modal title="Update required" isOpen isClosable={false} onClose={onClose}>
      <p className="text-ink">{UPDATE_REQUIRED_TEXT}</p>
      <Button className="mt-6 w-full" onClick={() => void applyAppUpdate()}>
        Refresh
      </Button>
    </Modal>
  );
}
