import { useId, useState } from 'react';
import type { ShippingAddress } from '@fillwell/contracts';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { Spinner } from '@/components/ui/spinner';
import { getErrorMessage, PageLoadFailure } from '@/lib/api';
import {
  useGetAddressesQuery,
  useMakeDefaultAddressMutation,
  useRemoveAddressMutation,
} from '../api';
import { formatAddressLines } from '../address-rules';
import { DeliveryAddressForm } from './delivery-address-form';

/** The account area's addresses: the saved ones, a new one, the default, removal. */
export function AddressesSection() {
  const { data: addresses, error, isLoading } = useGetAddressesQuery();
  const [isAdding, setIsAdding] = useState(false);
  const [actionError, setActionError] = useState<string | null>(null);
  const [makeDefault, makeDefaultState] = useMakeDefaultAddressMutation();
  const [removeAddress, removeState] = useRemoveAddressMutation();
  const isBusy = makeDefaultState.isLoading || removeState.isLoading;

  async function run(action: () => Promise<{ error?: unknown }>) {
    setActionError(null);
    const result = await action();
    if (result.error) {
      setActionError(getErrorMessage(result.error));
    }
  }

  if (isLoading) return <Spinner message="Loading your addresses…" className="py-10" />;
  if (error || !addresses) return <PageLoadFailure error={error} />;

  return (
    <div className="flex flex-col gap-6">
      <FormAlert message={actionError} />
      {addresses.length === 0 ? (
        <p className="text-muted">You have no saved addresses yet.</p>
      ) : (
        <ul aria-label="Saved addresses" className="flex flex-col gap-3">
          {addresses.map((address) => (
            <AddressItem
              key={address.id}
              address={address}
              isBusy={isBusy}
              onMakeDefault={() => void run(() => makeDefault(address.id))}
              onRemove={() => void run(() => removeAddress(address.id))}
            />
          ))}
        </ul>
      )}
      {isAdding ? (
        <div className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
          <DeliveryAddressForm
            heading="Add an address"
            headingLevel={2}
            isPageTitleSet={false}
            submitLabel="Save address"
            onContinue={() => setIsAdding(false)}
            onCancel={() => setIsAdding(false)}
          />
        </div>
      ) : (
        <Button variant="secondary" className="self-start" onClick={() => setIsAdding(true)}>
          Add an address
        </Button>
      )}
    </div>
  );
}

interface AddressItemProps {
  address: ShippingAddress;
  isBusy: boolean;
  onMakeDefault: () => void;
  onRemove: () => void;
}

function AddressItem({ address, isBusy, onMakeDefault, onRemove }: AddressItemProps) {
  const labelId = useId();
  const [firstLine, secondLine] = formatAddressLines(address);
  return (
    <li className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:flex-row sm:items-start sm:justify-between">
      <div className="flex min-w-0 flex-col">
        <p id={labelId} className="font-semibold break-words text-ink">
          {firstLine}
        </p>
        <p className="text-ink">{secondLine}</p>
        {address.specialInstructions ? (
          <p className="mt-1 text-sm break-words text-muted">
            Instructions: {address.specialInstructions}
          </p>
        ) : null}
        {address.isDefault ? (
          <p className="mt-2 self-start rounded-full bg-brand-50 px-3 py-0.5 text-sm font-semibold text-brand-800">
            Default address
          </p>
        ) : null}
      </div>
      <div className="flex shrink-0 gap-2">
        {address.isDefault ? null : (
          <Button
            variant="quiet"
            disabled={isBusy}
            aria-describedby={labelId}
            onClick={onMakeDefault}
          >
            Make default
          </Button>
        )}
        <Button variant="quiet" disabled={isBusy} aria-describedby={labelId} onClick={onRemove}>
          Remove
        </Button>
      </div>
    </li>
  );
}
