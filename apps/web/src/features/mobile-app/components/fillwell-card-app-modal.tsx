import { Link } from 'react-router';
import { PRODUCT } from '@fillwell/domain';
import { CheckIcon } from '@/components/ui/icons';
import { Modal } from '@/components/ui/modal';
import { TextAppLinkForm } from './text-app-link-form';

export interface FillwellCardAppModalProps {
  isOpen?: boolean;
  onClose: () => void;
}

const CARD_APP_POINTS = [
  'Show your discount card at the pharmacy counter from your phone: nothing to print.',
  'Your member ID, BIN, PCN and group are always with you.',
  'Check prices and follow your orders in the same place.',
] as const;

/** The {product}-card-app prompt: keep the discount card on the phone with the app. */
export function FillwellCardAppModal({ isOpen = true, onClose }: FillwellCardAppModalProps) {
  return (
    <Modal
      title={`Keep your ${PRODUCT.name} card on your phone`}
      description={`The ${PRODUCT.name} app keeps your discount card on your phone, ready for the pharmacy counter.`}
      isOpen={isOpen}
      onClose={onClose}
    >
      <ul className="space-y-2">
        {CARD_APP_POINTS.map((point) => (
          <li key={point} className="flex gap-2 text-sm text-ink">
            <CheckIcon className="mt-0.5 size-5 shrink-0 text-brand-700" />
            {point}
          </li>
        ))}
      </ul>
      <p className="mt-5 text-ink">Enter your mobile number and we text you a link to the app.</p>
      <TextAppLinkForm className="mt-3" />
      <Link
        to="/app"
        onClick={onClose}
        className="mt-2 inline-block font-semibold text-brand-800 underline"
      >
        More about the {PRODUCT.name} app
      </Link>
    </Modal>
  );
}
