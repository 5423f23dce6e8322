import { useState } from 'react';
import type { PharmacyResult } from '@fillwell/contracts';
import { NETWORK_IDS } from '@fillwell/domain';
import { useSetCartPharmacyMutation } from '@/features/cart';
import { PharmacySearch } from '@/features/pharmacies/search';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { getErrorMessage } from '@/lib/api';
import { StepHeader } from '../components/step-header';
import { useCheckout } from '../checkout-context';
import { useGoToNextStep } from '../use-checkout-navigation';

/** The checkout's pharmacy search shows three, then more on request (core-shopping §9). */
export const CHECKOUT_PHARMACIES_SHOWN_FIRST = 3;

/** Pick the pharmacy to collect the order at; Continue needs one. */
export function SelectPharmacyStep() {
  const { cart } = useCheckout();
  const goToNextStep = useGoToNextStep();
  const [setCartPharmacy, { isLoading }] = useSetCartPharmacyMutation();
  const [error, setError] = useState<string | null>(null);
  const firstItem = cart.items[0];

  async function choose(pharmacy: PharmacyResult) {
    setError(null);
    // The price shown beside the pharmacy is the one the cart takes: the cart's price type.
    const result = await setCartPharmacy({
      pharmacyId: pharmacy.location.id,
      ...(firstItem ? { pharmacyNetworkId: NETWORK_IDS[firstItem.priceCategory] } : {}),
    });
    if (result.error) setError(getErrorMessage(result.error));
    else await goToNextStep();
  }

  return (
    <>
      <StepHeader title="Choose a pharmacy">
        Pick up your order at a pharmacy near you. Pickup is free.
      </StepHeader>
      {cart.pharmacy ? (
        <section
          aria-labelledby="current-pharmacy-heading"
          className="flex flex-col items-start gap-3 rounded-lg bg-brand-50 p-4"
        >
          <h2 id="current-pharmacy-heading" className="font-semibold text-ink">
            Your pharmacy
          </h2>
          <p className="text-ink">
            {cart.pharmacy.name}, {cart.pharmacy.address.street1}, {cart.pharmacy.address.city},{' '}
            {cart.pharmacy.address.state} {cart.pharmacy.address.zipCode}
          </p>
          <Button variant="secondary" onClick={() => void goToNextStep()}>
            Keep this pharmacy
          </Button>
        </section>
      ) : null}
      <FormAlert message={error} />
      <PharmacySearch
        heading={cart.pharmacy ? 'Or choose another pharmacy' : 'Pharmacies near you'}
        item={
          firstItem
            ? {
                medId: firstItem.medId,
                quantity: firstItem.quantity,
                priceCategory: firstItem.priceCategory,
              }
            : undefined
        }
        initialCount={CHECKOUT_PHARMACIES_SHOWN_FIRST}
        continueLabel={isLoading ? 'Saving…' : 'Continue'}
        onContinue={(pharmacy) => void choose(pharmacy)}
      />
    </>
  );
}
