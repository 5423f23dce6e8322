import { useState } from 'react';
import type { Cart, CartItem, EligibleFormulation } from '@fillwell/contracts';
import { CHECKOUT_MESSAGES } from '@fillwell/domain';
import { useUpdateCartItemsMutation } from '@/features/cart';
import { useGetMyMedsQuery } from '@/features/refills/my-medications';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { getErrorMessage } from '@/lib/api';
import { useLazyGetTelemedSubstitutesQuery, useSetCheckoutAnswersMutation } from '../api';
import { useCheckout } from '../checkout-context';
import { isConsultationItem } from '../checkout-progress';
import { FormulationModal } from '../components/formulation-modal';
import { RemoveVisitModal } from '../components/remove-visit-modal';
import { RxQuestion } from '../components/rx-question';
import { StepHeader } from '../components/step-header';
import { VisitEligibilityPanel } from '../components/visit-eligibility';
import { useGoToNextStep } from '../use-checkout-navigation';
import { useRxAnswers } from '../use-rx-answers';
import { useVisitEligibility } from '../use-visit-eligibility';
import {
  canContinueVerifyRx,
  getVerifyRxVariant,
  listItemsWithoutPrescription,
  listRefillableMedNameIds,
  toFinishedAnswers,
  VERIFY_RX_VARIANT_HEADINGS,
  type VerifyRxVariant,
} from '../verify-rx-rules';

interface FormulationChoice {
  item: CartItem;
  options: EligibleFormulation[];
}

function getHeading(items: readonly CartItem[], variant: VerifyRxVariant): string {
  if (variant !== 'default') return VERIFY_RX_VARIANT_HEADINGS[variant];
  const [only] = items;
  return items.length === 1 && only
    ? CHECKOUT_MESSAGES.verifyRxOne(only.formattedName)
    : CHECKOUT_MESSAGES.verifyRxMany;
}

/** The only item without a prescription, when an online visit can prescribe it. */
function findVisitItem(withoutPrescription: readonly CartItem[]): CartItem | null {
  const [only] = withoutPrescription;
  return withoutPrescription.length === 1 && only?.isTelemedEligible ? only : null;
}

/** verify-rx: a yes or no per medication; a no may come with an online doctor visit. */
export function VerifyRxStep() {
  const { cart, account } = useCheckout();
  const goToNextStep = useGoToNextStep();
  const myMeds = useGetMyMedsQuery(undefined, { skip: !account });
  const rx = useRxAnswers(cart);
  const withoutPrescription = listItemsWithoutPrescription(cart.items, rx.answers);
  const visitItem = findVisitItem(withoutPrescription);
  const visit = useVisitEligibility(cart, visitItem);
  const variant = getVerifyRxVariant({
    items: cart.items,
    visitCondition: visitItem ? visit.condition : null,
    refillableMedNameIds: listRefillableMedNameIds(
      myMeds.data ?? [],
      new Date().toISOString().slice(0, 10),
    ),
  });
  // A visit confirmed before (here, or by choosing it on a treatment page) stays confirmed.
  const [consultChoice, setIsConsultConfirmed] = useState<boolean | null>(null);
  const isConsultConfirmed =
    consultChoice ?? (visitItem ? cart.isBuyingConsultations.includes(visitItem.medNameId) : false);
  const [keepAnswers] = useSetCheckoutAnswersMutation();
  const [formulation, setFormulation] = useState<FormulationChoice | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const [updateItems, itemsUpdate] = useUpdateCartItemsMutation();
  const [getSubstitutes] = useLazyGetTelemedSubstitutesQuery();
  const canContinue =
    !isBusy &&
    canContinueVerifyRx({
      items: cart.items,
      answers: rx.answers,
      visitEligibility: visit.eligibility,
      isConsultConfirmed,
    });

  /** Every medication is answered: the cart keeps it, the account the visit's state; go on. */
  async function finish(latest: Cart) {
    const state = latest.items.some(isConsultationItem) ? visit.judgedState : null;
    await keepAnswers({
      ...toFinishedAnswers(latest.items),
      ...(state ? { visitPatient: { state } } : {}),
    }).unwrap();
    await goToNextStep();
  }

  async function continueToNextStep() {
    setIsBusy(true);
    rx.setError(null);
    try {
      const saved = await rx.saveAnswers(cart);
      const options = visitItem ? await getSubstitutes(visitItem.id).unwrap() : [];
      if (visitItem && options.length > 0) return setFormulation({ item: visitItem, options });
      await finish(saved);
    } catch (failure) {
      rx.setError(getErrorMessage(failure));
    } finally {
      setIsBusy(false);
    }
  }

  async function chooseFormulation(option: EligibleFormulation) {
    if (!formulation) return;
    const { item } = formulation;
    const change = { itemId: item.id, priceId: option.priceId, quantity: option.quantity };
    const result = await updateItems({ items: [change] });
    if (result.error) return;
    setFormulation(null);
    await finish(result.data).catch((failure: unknown) => rx.setError(getErrorMessage(failure)));
  }

  return (
    <>
      <StepHeader title={getHeading(cart.items, variant)} pageTitle="Your prescriptions" />
      <FormAlert message={rx.error} />
      <div className="flex flex-col gap-3">
        {cart.items.map((item) => (
          <RxQuestion
            key={item.id}
            item={item}
            answer={rx.answers[item.id]}
            isDisabled={isBusy}
            onAnswer={(value) => rx.answer(item, value)}
          />
        ))}
      </div>
      {visitItem ? (
        <VisitEligibilityPanel
          item={visitItem}
          eligibility={visit.eligibility}
          state={visit.shownState}
          reason={visit.reason}
          isConsultConfirmed={isConsultConfirmed}
          onConsultConfirmedChange={setIsConsultConfirmed}
          onStateChange={(state) => {
            setIsConsultConfirmed(false);
            visit.chooseState(state);
          }}
        />
      ) : null}
      <Button
        className="self-stretch sm:self-start"
        disabled={!canContinue}
        onClick={() => void continueToNextStep()}
      >
        {isBusy ? 'Please wait…' : 'Continue'}
      </Button>
      <RemoveVisitModal
        isOpen={rx.isRemoveVisitOpen && withoutPrescription.length > 1}
        items={withoutPrescription}
        onRemoved={rx.saveAfterRemoval}
        onClose={rx.closeRemoveVisit}
      />
      {formulation ? (
        <FormulationModal
          options={formulation.options}
          isSaving={itemsUpdate.isLoading}
          error={itemsUpdate.error ? getErrorMessage(itemsUpdate.error) : null}
          onContinue={(option) => void chooseFormulation(option)}
          onClose={() => setFormulation(null)}
        />
      ) : null}
    </>
  );
}
