import { useState } from 'react';
import { useSelector } from 'react-redux';
import { useNavigate } from 'react-router';
import { NETWORK_IDS } from '@fillwell/domain';
import { FormAlert } from '@/components/ui/form-alert';
import { PageFrame } from '@/components/ui/page-frame';
import { selectSession } from '@/features/account';
import { PharmacySearch } from '@/features/pharmacies/search';
import { getErrorMessage } from '@/lib/api';
import { useSetDiscountCardPharmacyMutation } from '../api';
import { CARD_NAME } from '../card-copy';
import { CARD_PATHS } from '../card-paths';
import { TexasDiscountBanner } from '../components/texas-banner';

/** The discount card's network: the magic pricing tier's, else the usual one. */
function useCardNetworkId(): number {
  const { availablePricingTiers } = useSelector(selectSession);
  const tier = availablePricingTiers.find((entry) => entry.tierType === 'magic');
  return tier?.pharmacyNetworkId ?? NETWORK_IDS.magic;
}

/** /edit-magic-pharmacy: choose the card's pharmacy among those in its network near the person. */
export function EditMagicPharmacyPage() {
  const networkId = useCardNetworkId();
  const navigate = useNavigate();
  const [setPharmacy, { isLoading }] = useSetDiscountCardPharmacyMutation();
  const [error, setError] = useState<string | null>(null);

  return (
    <PageFrame
      title="Choose your card pharmacy"
      back={{ to: CARD_PATHS.cardView, label: 'Back to your card' }}
    >
      <div className="mt-6 flex flex-col gap-6">
        <p className="text-muted">
          These pharmacies accept the {CARD_NAME}. The one you choose shows with your card.
        </p>
        <TexasDiscountBanner />
        <PharmacySearch
          heading="Pharmacies in the card network"
          networkIds={[networkId]}
          continueLabel={isLoading ? 'Saving…' : 'Use this pharmacy'}
          onContinue={async (pharmacy) => {
            setError(null);
            const result = await setPharmacy({ pharmacyId: pharmacy.location.id });
            if (result.error) return setError(getErrorMessage(result.error));
            await navigate(CARD_PATHS.cardView);
          }}
        />
        <FormAlert message={error} />
      </div>
    </PageFrame>
  );
}
