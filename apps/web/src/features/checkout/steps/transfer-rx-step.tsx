import { useState } from 'react';
import type { CartItem } from '@fillwell/contracts';
import { CHECKOUT_MESSAGES } from '@fillwell/domain';
import { HowToTransferModal } from '@/features/orders';
import { Button } from '@/components/ui/button';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { FormAlert } from '@/components/ui/form-alert';
import { getErrorMessage } from '@/lib/api';
import {
  useGetTransferEligibilityQuery,
  useInitiateTransferMutation,
  useLazyFindMailOrderPharmacyQuery,
  useUpdatePrescriptionSourcesMutation,
} from '../api';
import { useCheckout } from '../checkout-context';
import { StepHeader } from '../components/step-header';
import { TransferSourcePicker } from '../components/transfer-source-picker';
import { useGoToNextStep } from '../use-checkout-navigation';
import {
  canContinueTransfer,
  EMPTY_TRANSFER_CHOICE,
  isOneSourceAtFirst,
  listItemsNeedingSource,
  listTransferPharmacies,
  resolveChoices,
  toInitialChoice,
  toTransferSources,
  type TransferChoice,
  type TransferPharmacy,
} from '../transfer-rx-rules';

function toInitialChoices(items: readonly CartItem[]): Record<string, TransferChoice> {
  return Object.fromEntries(items.map((item) => [item.id, toInitialChoice(item)]));
}

/** transfer-rx: where each delivery prescription comes from. */
export function TransferRxStep() {
  const { cart } = useCheckout();
  const goToNextStep = useGoToNextStep();
  const items = listItemsNeedingSource(cart.items);
  const [isOneSource, setIsOneSource] = useState(() => isOneSourceAtFirst(items));
  const [perItem, setPerItem] = useState(() => toInitialChoices(items));
  const [shared, setShared] = useState(() =>
    items[0] ? toInitialChoice(items[0]) : EMPTY_TRANSFER_CHOICE,
  );
  const [isHowToOpen, setIsHowToOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const eligibility = useGetTransferEligibilityQuery();
  const [updateSources] = useUpdatePrescriptionSourcesMutation();
  const [initiateTransfer] = useInitiateTransferMutation();
  const [findMailOrderPharmacy] = useLazyFindMailOrderPharmacyQuery();
  // Transfer help is offered on a successful eligibility answer only.
  const isTransferEligible = eligibility.data?.isEligible ?? false;
  const isBhpOffered = eligibility.data?.previousPharmacies.some((p) => p.isDelivery) ?? false;
  const isSharedChoice = isOneSource || items.length === 1;
  const choices = resolveChoices(items, isSharedChoice, shared, perItem);

  /** The mail-order pharmacy the prescriptions move to (a delivery cart names none). */
  async function findMailOrderNpi(near: TransferPharmacy): Promise<string | null> {
    if (cart.pharmacy) return cart.pharmacy.npi;
    if (!near.zipCode) return null;
    const found = await findMailOrderPharmacy(near.zipCode, true);
    return found.data?.npi ?? null;
  }

  /** Asks each chosen pharmacy for the prescriptions when the person can use the helper. */
  async function requestTransfers() {
    if (!isTransferEligible) return;
    const previous = listTransferPharmacies(choices);
    const [first] = previous;
    const pharmacyNpi = first ? await findMailOrderNpi(first) : null;
    if (!pharmacyNpi) return;
    // The cart keeps each source either way; the pharmacy follows up when a request fails.
    await Promise.all(
      previous.map((pharmacy) =>
        initiateTransfer({
          pharmacyNpi,
          previousPharmacyNpi: pharmacy.npi ?? '',
          source: 'pwa',
          useClaims: true,
          usePurchases: true,
        }),
      ),
    );
  }

  async function continueToNextStep() {
    setIsBusy(true);
    setError(null);
    try {
      if (items.length > 0) {
        await updateSources({ items: toTransferSources(choices) }).unwrap();
        await requestTransfers();
      }
      await goToNextStep();
    } catch (failure) {
      setError(getErrorMessage(failure));
    } finally {
      setIsBusy(false);
    }
  }

  return (
    <>
      <StepHeader title="Your prescriptions" pageTitle="Prescription transfer">
        We ask for your prescriptions for you. Transfers take 1-3 business days.{' '}
        <button
          type="button"
          className="font-semibold text-brand-800 underline"
          onClick={() => setIsHowToOpen(true)}
        >
          How do transfers work?
        </button>
      </StepHeader>
      <FormAlert message={error} />
      {items.length > 1 ? (
        <CheckboxField
          label={CHECKOUT_MESSAGES.transferAll}
          checked={isOneSource}
          onChange={(event) => setIsOneSource(event.target.checked)}
        />
      ) : null}
      {items.length === 0 ? (
        <p className="text-ink">Your online doctor visit sends your prescription to us.</p>
      ) : null}
      {items.length > 0 && isSharedChoice ? (
        <TransferSourcePicker
          legend={CHECKOUT_MESSAGES.transferFrom}
          name="transfer-all"
          choice={shared}
          isBhpOffered={isBhpOffered}
          onChange={setShared}
        />
      ) : null}
      {isSharedChoice
        ? null
        : items.map((item) => (
            <TransferSourcePicker
              key={item.id}
              legend={`Transfer ${item.formattedName} from`}
              name={`transfer-${item.id}`}
              choice={choices.get(item.id) ?? shared}
              isBhpOffered={isBhpOffered}
              onChange={(choice) => setPerItem((current) => ({ ...current, [item.id]: choice }))}
            />
          ))}
      <Button
        className="self-stretch sm:self-start"
        disabled={isBusy || (items.length > 0 && !canContinueTransfer(choices))}
        onClick={() => void continueToNextStep()}
      >
        {isBusy ? 'Please wait…' : 'Continue'}
      </Button>
      <HowToTransferModal isOpen={isHowToOpen} onClose={() => setIsHowToOpen(false)} />
    </>
  );
}
