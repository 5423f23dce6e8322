import { DeliveryAddressForm, useGetDefaultAddressQuery } from '@/features/addresses';
import { Spinner } from '@/components/ui/spinner';
import { PageLoadFailure } from '@/lib/api';
import { useGoToNextStep } from '../use-checkout-navigation';

/** delivery-address (shipping) and telehealth-address: the form brings its own heading. */
export function AddressStep({ variant }: { variant: 'shipping' | 'telehealth' }) {
  const defaultAddress = useGetDefaultAddressQuery();
  const goToNextStep = useGoToNextStep();
  if (defaultAddress.isLoading) return <Spinner className="py-8" message="Loading your address…" />;
  if (defaultAddress.error) return <PageLoadFailure error={defaultAddress.error} />;
  return (
    <DeliveryAddressForm
      variant={variant}
      address={defaultAddress.data}
      onContinue={() => void goToNextStep()}
    />
  );
}

export function DeliveryAddressStep() {
  return <AddressStep variant="shipping" />;
}

export function TelehealthAddressStep() {
  return <AddressStep variant="telehealth" />;
}
