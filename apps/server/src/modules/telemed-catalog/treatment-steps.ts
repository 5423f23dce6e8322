import {
  TELEMED_CATALOG_ERROR_CODES,
  type PurchaseOption,
  type TelemedStepQuery,
  type TreatmentMed,
  type TreatmentSelection,
  type TreatmentStep,
} from '@fillwell/contracts';
import {
  buildSubscriptionCartPath,
  computeFirstChargeCents,
  computeSubscriptionFeeCents,
  getTreatmentProgressPercent,
  SUBSCRIPTION_MEDICAL_FEE_CENTS,
  SUBSCRIPTION_MESSAGES,
  TREATMENT_LAST_STEP,
  TREATMENT_MESSAGES,
  TREATMENT_STEPS,
  VISIT_FACTS,
  type TreatmentSourceType,
} from '@fillwell/domain';
import { HttpError } from '../../plugins/http-error';
import { toMoney } from '../cart/index';
import type { CatalogueDrug } from '../catalog/index';
import type { CatalogActor, TelemedCatalogService } from './telemed-catalog-service';
import { describeRequirements, describeVisit } from './telemed-catalog-service';
import { resolveSelection } from './treatment-formulations';

export interface StepRequest {
  conditionSlug: string;
  medSlug: string;
  step: number;
  query: TelemedStepQuery;
  actor: CatalogActor;
}

/** One step of the treatment flow for a medication, with the dosage chosen so far. */
export async function buildTreatmentStep(
  service: TelemedCatalogService,
  request: StepRequest,
): Promise<TreatmentStep> {
  const { condition, drug, med } = await service.requireMed(request.conditionSlug, request.medSlug);
  const sourceType = request.query.sourceType ?? 'cart';
  if (!med.sourceTypes.includes(sourceType)) {
    throw new HttpError(
      400,
      TELEMED_CATALOG_ERROR_CODES.notSubscription,
      TREATMENT_MESSAGES.notSubscription,
      { validationErrors: { source_type: [TREATMENT_MESSAGES.notSubscription] } },
    );
  }
  const selection = resolveSelection(drug, med.defaultMedId, request.query);
  const { condition: conditionSummary, ...rest } = med;
  const base = {
    index: request.step,
    title: TREATMENT_STEPS[request.step]?.title ?? '',
    totalSteps: TREATMENT_STEPS.length,
    progressPercent: getTreatmentProgressPercent(request.step),
    previousStep: request.step > 0 ? request.step - 1 : null,
    nextStep: request.step < TREATMENT_LAST_STEP ? request.step + 1 : null,
    condition: conditionSummary,
    med: toSummary(rest),
    selection,
  };
  switch (TREATMENT_STEPS[request.step]?.key) {
    case 'about':
      return {
        ...base,
        key: 'about',
        drugClass: drug.drugClass,
        conditionDescription: condition.description,
        visit: describeVisit(),
      };
    case 'dosage':
      return { ...base, key: 'dosage', maxQuantity: med.maxQuantity, forms: med.forms };
    case 'eligibility':
      return {
        ...base,
        key: 'eligibility',
        requirements: describeRequirements(condition),
        known: await service.readKnownPatient(request.actor),
      };
    default:
      return {
        ...base,
        key: 'purchase',
        options: listPurchaseOptions(drug, med, selection, sourceType),
      };
  }
}

function toSummary(med: Omit<TreatmentMed, 'condition'>) {
  return {
    slug: med.slug,
    medNameId: med.medNameId,
    name: med.name,
    genericName: med.genericName,
    isBrand: med.isBrand,
    commonUses: med.commonUses,
    isSubscriptionEligible: med.isSubscriptionEligible,
    lowestPrice: med.lowestPrice,
    fromPrice: med.fromPrice,
  };
}

/** With a doctor visit in the cart; and monthly, when the drug is offered as a subscription. */
function listPurchaseOptions(
  drug: CatalogueDrug,
  med: TreatmentMed,
  selection: TreatmentSelection,
  selected: TreatmentSourceType,
): PurchaseOption[] {
  const medicationLabel = `${drug.name} ${selection.displayDosage}, ${selection.displayQuantity}`;
  const priceCents = selection.price.amountCents;
  const visitFeeCents = VISIT_FACTS.consultationFeeCents;
  const cart: PurchaseOption = {
    sourceType: 'cart',
    title: 'Add to cart with an online doctor visit',
    detail: `A doctor reviews your visit within ${VISIT_FACTS.doctorReviewHours} hours. Your medication is delivered free once it is prescribed.`,
    isSelected: selected === 'cart',
    lines: [
      { label: medicationLabel, amount: toMoney(priceCents) },
      { label: 'Online doctor visit', amount: toMoney(visitFeeCents) },
    ],
    totalLabel: 'Total',
    total: toMoney(priceCents + visitFeeCents),
    nextPath: '/cart',
  };
  if (!med.sourceTypes.includes('subscription')) return [cart];
  const monthlyCents = computeSubscriptionFeeCents(priceCents);
  const subscription: PurchaseOption = {
    sourceType: 'subscription',
    title: 'Get it every month with a subscription',
    detail: `${medicationLabel} delivered every month, with online care from a doctor. The subscription renews monthly; cancel any time by phone.`,
    isSelected: selected === 'subscription',
    lines: [
      { label: SUBSCRIPTION_MESSAGES.monthlyFeeLabel, amount: toMoney(monthlyCents) },
      {
        label: SUBSCRIPTION_MESSAGES.medicalFeeLabel,
        amount: toMoney(SUBSCRIPTION_MEDICAL_FEE_CENTS),
      },
    ],
    totalLabel: 'Due today',
    total: toMoney(computeFirstChargeCents(monthlyCents)),
    nextPath: buildSubscriptionCartPath(selection.medId, selection.quantity),
  };
  return [cart, subscription];
}
