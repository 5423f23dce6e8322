import type { DrugDetail, DrugDosage, DrugForm, DrugQuantity } from '@fillwell/contracts';
import { LIMITS } from '@fillwell/domain';

/** What the page shows prices for: one dosage (which implies its form) and a quantity. */
export interface DrugSelection {
  medId: number;
  quantity: number;
}

export interface DosageMatch {
  form: DrugForm;
  dosage: DrugDosage;
}

export function findDosage(detail: DrugDetail, medId: number): DosageMatch | null {
  for (const form of detail.forms) {
    const dosage = form.dosages.find((candidate) => candidate.medId === medId);
    if (dosage) return { form, dosage };
  }
  return null;
}

export function findListedQuantity(dosage: DrugDosage, quantity: number): DrugQuantity | null {
  return dosage.quantities.find((candidate) => candidate.rawQuantity === quantity) ?? null;
}

/**
 * The quantity after switching to `dosage`: the current one if the dosage offers it, otherwise
 * the dosage's default quantity, otherwise its first.
 */
export function chooseQuantity(dosage: DrugDosage, currentQuantity: number | null): number {
  if (currentQuantity !== null && findListedQuantity(dosage, currentQuantity)) {
    return currentQuantity;
  }
  const fallback = dosage.quantities[dosage.defaultQuantityIndex] ?? dosage.quantities[0] ?? null;
  return fallback?.rawQuantity ?? currentQuantity ?? 1;
}

export function selectDosage(
  detail: DrugDetail,
  medId: number,
  currentQuantity: number | null,
): DrugSelection | null {
  const match = findDosage(detail, medId);
  if (!match) return null;
  return { medId, quantity: chooseQuantity(match.dosage, currentQuantity) };
}

/** A new form opens at the drug's default dosage when the form has it, else at its first. */
export function selectForm(
  detail: DrugDetail,
  formName: string,
  currentQuantity: number | null,
): DrugSelection | null {
  const form = detail.forms.find((candidate) => candidate.form === formName);
  if (!form) return null;
  const dosage =
    form.dosages.find((candidate) => candidate.medId === detail.defaultMedId) ?? form.dosages[0];
  if (!dosage) return null;
  return { medId: dosage.medId, quantity: chooseQuantity(dosage, currentQuantity) };
}

/** A quantity the server may be asked about: a whole number from 1 to 100000. */
export function isAskableQuantity(quantity: number): boolean {
  return Number.isInteger(quantity) && quantity >= 1 && quantity <= LIMITS.customQuantityMax;
}

export interface RequestedSelection {
  medId: number | null;
  quantity: number | null;
}

function findFirstDosage(detail: DrugDetail): DosageMatch | null {
  const form = detail.forms[0];
  const dosage = form?.dosages[0];
  return form && dosage ? { form, dosage } : null;
}

/**
 * The selection a page opens with: the requested one (e.g. from a shared link) where the drug
 * has it, else the drug's default dosage at its default quantity.
 */
export function resolveSelection(
  detail: DrugDetail,
  requested: RequestedSelection,
): DrugSelection | null {
  const match =
    (requested.medId !== null ? findDosage(detail, requested.medId) : null) ??
    findDosage(detail, detail.defaultMedId) ??
    findFirstDosage(detail);
  if (!match) return null;
  const { dosage } = match;
  const wanted = requested.quantity;
  const isWantedCustom =
    wanted !== null && dosage.isCustomQuantityAllowed && isAskableQuantity(wanted);
  const quantity = isWantedCustom ? wanted : chooseQuantity(dosage, wanted);
  return { medId: dosage.medId, quantity };
}
