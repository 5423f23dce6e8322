import { useState } from 'react';
import type { Order, OrderItem } from '@fillwell/contracts';
import { Button } from '@/components/ui/button';
import { FormAlert, FormNotice } from '@/components/ui/form-alert';
import { ProviderSearchModal, type ChosenProvider } from '@/features/providers';
import { getErrorMessage } from '@/lib/api';
import { useRecordPrescriberMutation } from '../api';
import { formatPhoneNumber } from '@/lib/phone';
import { isRetrievingPrescription, listOwnDoctorItems } from '../order-rules';
import { OrderCard } from './order-card';
import { PharmacyAddress, type OrderPharmacy } from './pharmacy-address';

/**
 * Pickup with the person's own doctor's prescription: while it is awaited, exactly where the
 * doctor sends it (the pharmacy's name, address, phone and NPI); until the pickup, who the
 * doctor is, which the person may record.
 */
export function PrescriptionInstructionsCard({ order }: { order: Order }) {
  const items = listOwnDoctorItems(order);
  if (!order.pharmacy || items.length === 0) return null;
  // One card either way, so a doctor search left open survives the prescription's arrival.
  const isAwaited = isRetrievingPrescription(order);
  return (
    <OrderCard title={isAwaited ? 'Have your prescription sent' : 'Your prescription'}>
      {isAwaited ? (
        <>
          <p className="text-ink">Ask your doctor to send your prescription to:</p>
          <PharmacyForPrescriptions pharmacy={order.pharmacy} />
        </>
      ) : (
        <p className="text-ink">{order.pharmacy.name} has your prescription.</p>
      )}
      <PrescriberList order={order} pharmacy={order.pharmacy} items={items} />
    </OrderCard>
  );
}

function PharmacyForPrescriptions({ pharmacy }: { pharmacy: OrderPharmacy }) {
  return (
    <PharmacyAddress pharmacy={pharmacy} className="mt-2 rounded-xl bg-brand-50 p-4">
      {pharmacy.phone ? <span>Phone: {formatPhoneNumber(pharmacy.phone)}</span> : null}
      <span>NPI: {pharmacy.npi}</span>
    </PharmacyAddress>
  );
}

interface PrescriberListProps {
  order: Order;
  pharmacy: OrderPharmacy;
  items: OrderItem[];
}

/** Each medication's doctor, as recorded, with the doctor search to record or change it. */
function PrescriberList({ order, pharmacy, items }: PrescriberListProps) {
  const [searchingFor, setSearchingFor] = useState<OrderItem | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [recordPrescriber, { error, reset }] = useRecordPrescriberMutation();

  async function choose(item: OrderItem, provider: ChosenProvider) {
    setSearchingFor(null);
    setNotice(null);
    const recorded = await recordPrescriber({
      orderId: order.id,
      itemId: item.id,
      providerId: provider.providerId,
    });
    if ('data' in recorded) {
      setNotice(`Thanks. We noted ${provider.fullName} as the doctor for ${item.formattedName}.`);
    }
  }

  return (
    <div className="mt-4 flex flex-col gap-3">
      <ul aria-label="Your doctors" className="flex flex-col gap-3">
        {items.map((item) => (
          <li key={item.id} className="flex flex-wrap items-center justify-between gap-2">
            <div className="text-ink">
              <p className="font-semibold">{item.formattedName}</p>
              <p className="text-sm text-muted">
                {item.prescriber
                  ? `Your doctor: ${item.prescriber.fullName}, ${item.prescriber.city}, ${item.prescriber.state}`
                  : 'Tell us who your doctor is, so the pharmacy knows whose prescription to expect.'}
              </p>
            </div>
            <Button
              variant="secondary"
              aria-label={`${item.prescriber ? 'Change' : 'Add'} the doctor for ${item.formattedName}`}
              onClick={() => {
                reset();
                setSearchingFor(item);
              }}
            >
              {item.prescriber ? 'Change doctor' : 'Add your doctor'}
            </Button>
          </li>
        ))}
      </ul>
      {notice ? <FormNotice>{notice}</FormNotice> : null}
      <FormAlert message={error ? getErrorMessage(error) : null} />
      {searchingFor ? (
        <ProviderSearchModal
          title={`Who prescribed ${searchingFor.formattedName}?`}
          near={{ zipCode: pharmacy.address.zipCode, state: pharmacy.address.state }}
          onClose={() => setSearchingFor(null)}
          onChoose={(provider) => void choose(searchingFor, provider)}
        />
      ) : null}
    </div>
  );
}
