import { PRODUCT } from '@fillwell/domain';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import type { ModalContentProps } from './modal-registry';

export default function LeaveReverieModal({ onClose }: ModalContentProps) {
  return (
    <Modal
      title="Go to main site"
      description={`You are leaving ${PRODUCT.name} Pharmacy Plus for the main ${PRODUCT.name} site.`}
      isOpen
      onClose={onClose}
    >
      <div className="flex flex-col gap-2 sm:flex-row-reverse">
        <Button onClick={() => window.location.assign('/')}>Continue</Button>
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
      </div>
    </Modal>
  );
}
