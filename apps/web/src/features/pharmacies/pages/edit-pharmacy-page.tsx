import { useState } from 'react';
import { useNavigate } from 'react-router';
import { FormAlert } from '@/components/ui/form-alert';
import { PageFrame } from '@/components/ui/page-frame';
import { useGetCartQuery, useSetCartPharmacyMutation } from '@/features/cart';
import { getErrorMessage } from '@/lib/api';
import { PharmacySearch } from '../components/pharmacy-search';
import {
  buildConfirmationPath,
  PHARMACY_EDIT_COPY,
  type PharmacyEditVariant,
} from '../pharmacy-edit-rules';

/**
 * /edit-bsd-pharmacy (Smart Deal pharmacies) and /mdv/edit-pharmacy (any pickup pharmacy): the
 * cart's pharmacy changes to the one chosen, then /pharmacy-confirmation confirms it.
 */
export function EditPharmacyPage({ variant }: { variant: PharmacyEditVariant }) {
  const copy = PHARMACY_EDIT_COPY[variant];
  const navigate = useNavigate();
  const { currentData: cart } = useGetCartQuery();
  const [setPharmacy, { isLoading }] = useSetCartPharmacyMutation();
  const [error, setError] = useState<string | null>(null);
  const firstItem = cart?.items[0];

  return (
    <PageFrame title={copy.title} back={{ to: '/cart', label: 'Back to your cart' }}>
      <div className="mt-6 flex flex-col gap-6">
        <p className="text-muted">{copy.intro}</p>
        {cart?.pharmacy ? (
          <p className="text-ink">
            Your pharmacy now: <span className="font-semibold">{cart.pharmacy.name}</span>
          </p>
        ) : null}
        <PharmacySearch
          heading={copy.listHeading}
          networkIds={copy.networkIds}
          {...(firstItem
            ? {
                item: {
                  medId: firstItem.medId,
                  quantity: firstItem.quantity,
                  priceCategory: copy.priceCategory,
                },
              }
            : {})}
          continueLabel={isLoading ? 'Saving…' : 'Use this pharmacy'}
          onContinue={async (pharmacy) => {
            setError(null);
            const result = await setPharmacy({
              pharmacyId: pharmacy.location.id,
              pharmacyNetworkId: pharmacy.networkId,
            });
            if (result.error) return setError(getErrorMessage(result.error));
            await navigate(buildConfirmationPath(variant));
          }}
        />
        <FormAlert message={error} />
      </div>
    </PageFrame>
  );
}
