import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { Spinner } from '@/components/ui/spinner';
import { getErrorMessage } from '@/lib/api';
import { useGetPreferredPharmacyQuery } from '../api';
import { PREFERRED_TEXT } from '../preferred-pharmacy-rules';

interface PreferredPharmacyModalProps {
  /** The pharmacy's location id. */
  locationId: string;
  pharmacyName: string;
  isOpen: boolean;
  onClose: () => void;
}

/** The preferred-pharmacy modal: why this pharmacy is preferred, from its value props. */
export function PreferredPharmacyModal({
  locationId,
  pharmacyName,
  isOpen,
  onClose,
}: PreferredPharmacyModalProps) {
  return (
    <Modal title={PREFERRED_TEXT.modalTitle(pharmacyName)} isOpen={isOpen} onClose={onClose}>
      {isOpen ? <ValueProps locationId={locationId} /> : null}
      <Button className="mt-6 w-full" onClick={onClose}>
        {PREFERRED_TEXT.close}
      </Button>
    </Modal>
  );
}

function ValueProps({ locationId }: { locationId: string }) {
  const { currentData, error } = useGetPreferredPharmacyQuery(locationId);
  if (error) {
    return (
      <p role="alert" className="text-red-700">
        {getErrorMessage(error)}
      </p>
    );
  }
  if (!currentData) return <Spinner />;
  return (
    <ul className="flex flex-col gap-3" aria-label={PREFERRED_TEXT.valuePropsLabel}>
      {currentData.valueProps.map((prop) => (
        <li key={prop.title}>
          <p className="font-semibold text-ink">{prop.title}</p>
          <p className="text-sm text-muted">{prop.description}</p>
        </li>
      ))}
    </ul>
  );
}
