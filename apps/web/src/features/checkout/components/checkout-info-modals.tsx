import { Link } from 'react-router';
import { PRODUCT } from '@fillwell/domain';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';

/** Where the full telemedicine restrictions are. */
export const TELEMED_RESTRICTIONS_PATH = '/telemed-restrictions';

export const TELEMED_RESTRICTIONS_POINTS: readonly string[] = [
  'A visit does not guarantee a prescription: the clinician prescribes only when treatment is safe and right for you.',
  'Online visits are for adults 18 and over, and only in the states where the condition is treated online.',
  'Clinicians do not prescribe opioids or any other controlled substance through an online visit.',
  'Not for emergencies: call 911 or go to the nearest emergency room.',
];

export const CONSENT_INFORMATION_TEXT = [
  `Your medication is bought at the ${PRODUCT.name} discount card price: the pharmacy runs the purchase through the ${PRODUCT.name} discount card network instead of insurance.`,
  `The network may pay ${PRODUCT.name} for the purchase. That payment never changes the price you see and pay.`,
  `${PRODUCT.name} is not insurance, and the purchase does not count toward an insurance deductible.`,
] as const;

interface InfoModalProps {
  onClose: () => void;
}

/** consent-information: what the reimbursement consent at review-order means. */
export function ConsentInformationModal({
  message = null,
  onClose,
}: InfoModalProps & { message?: string | null }) {
  return (
    <Modal title="About this consent" isOpen onClose={onClose}>
      <div className="flex flex-col gap-3 text-ink">
        {message ? <p className="font-medium">{message}</p> : null}
        {CONSENT_INFORMATION_TEXT.map((text) => (
          <p key={text}>{text}</p>
        ))}
        <Button className="mt-2" onClick={onClose}>
          Got it
        </Button>
      </div>
    </Modal>
  );
}

/** telemed-restrictions: the limits of an online doctor visit, and the full page. */
export function TelemedRestrictionsModal({ onClose }: InfoModalProps) {
  return (
    <Modal title="Telemedicine restrictions" isOpen onClose={onClose}>
      <div className="flex flex-col gap-3 text-ink">
        <ul className="list-disc space-y-2 pl-5">
          {TELEMED_RESTRICTIONS_POINTS.map((point) => (
            <li key={point}>{point}</li>
          ))}
        </ul>
        <Link
          to={TELEMED_RESTRICTIONS_PATH}
          target="_blank"
          rel="noopener"
          className="font-semibold text-brand-800 underline underline-offset-2"
        >
          Read all telemedicine restrictions
        </Link>
        <Button className="mt-2" onClick={onClose}>
          Got it
        </Button>
      </div>
    </Modal>
  );
}
