import type { CategoryPrices, DrugDetail, DrugDosage, DrugQuantity } from '@fillwell/contracts';
import { formatMoney } from '@fillwell/domain';
import { computeCategoryPrices, getLowestPrice } from '../pricing/index';
import type { CatalogueIndex } from './catalogue-index';
import type { CatalogueDrug, CatalogueMedication } from './catalogue-types';
import { findDefaultMedication } from './default-dosage';
import { formatDisplayQuantity } from './quantity-display';

/** A drug page's data, computed from the catalogue index. */
export function createDrugDetailService(catalogue: CatalogueIndex) {
  function describeQuantity(medication: CatalogueMedication, quantity: number): DrugQuantity {
    const price = computeCategoryPrices(medication, quantity);
    return {
      rawQuantity: quantity,
      displayQuantity: formatDisplayQuantity(medication.form, medication.pricingUnit, quantity),
      isCustomQuantity: !medication.quantities.includes(quantity),
      price,
      genericComparison: compareWithGeneric(catalogue, medication, quantity, price),
    };
  }

  function buildDetail(drug: CatalogueDrug): DrugDetail | undefined {
    const defaultMedication = findDefaultMedication(drug);
    if (!defaultMedication) return undefined;
    const generic =
      drug.genericMedNameId === null ? undefined : catalogue.getDrug(drug.genericMedNameId);
    return {
      slug: drug.slug,
      medNameId: drug.medNameId,
      name: drug.name,
      genericName: drug.genericName,
      isBrand: drug.isBrand,
      generic: generic ? toRelatedDrug(generic) : null,
      brands: drug.brandMedNameIds.flatMap((id) => {
        const brand = catalogue.getDrug(id);
        return brand ? [toRelatedDrug(brand)] : [];
      }),
      forms: groupForms(drug.medications).map((medications) => ({
        form: medications[0]?.form ?? '',
        displayForm: medications[0]?.displayForm ?? '',
        dosages: medications.map(describeDosage),
      })),
      defaultMedId: defaultMedication.medId,
      telemedConditions: drug.telemedConditions,
      isOpioid: drug.isOpioid,
      deaSchedule: drug.deaSchedule,
    };
  }

  function describeDosage(medication: CatalogueMedication): DrugDosage {
    return {
      medId: medication.medId,
      displayDosage: medication.displayDosage,
      isCustomQuantityAllowed: medication.isCustomQuantityAllowed,
      defaultQuantityIndex: Math.max(0, medication.quantities.indexOf(medication.defaultQuantity)),
      quantities: medication.quantities.map((quantity) => describeQuantity(medication, quantity)),
    };
  }

  return {
    /** The page of a drug, or undefined when the drug has no medication to price. */
    getDrugDetail: buildDetail,
    describeQuantity,
  };
}

export type DrugDetailService = ReturnType<typeof createDrugDetailService>;

function toRelatedDrug(drug: CatalogueDrug) {
  return { slug: drug.slug, name: drug.name, isBrand: drug.isBrand };
}

/** Medications grouped by form, forms in the order their first dosage is listed. */
function groupForms(medications: readonly CatalogueMedication[]): CatalogueMedication[][] {
  const groups = new Map<string, CatalogueMedication[]>();
  for (const medication of medications) {
    const group = groups.get(medication.form);
    if (group) group.push(medication);
    else groups.set(medication.form, [medication]);
  }
  return [...groups.values()];
}

/** A brand at a quantity against its generic's same form and strength at that quantity. */
function compareWithGeneric(
  catalogue: CatalogueIndex,
  medication: CatalogueMedication,
  quantity: number,
  brandPrices: CategoryPrices,
): DrugQuantity['genericComparison'] {
  if (!medication.isBrand) return null;
  const brand = catalogue.getDrug(medication.medNameId);
  if (!brand || brand.genericMedNameId === null) return null;
  const generic = catalogue.getDrug(brand.genericMedNameId);
  const equivalent = generic?.medications.find((candidate) => isSameDosage(candidate, medication));
  if (!generic || !equivalent) return null;
  const genericLowest = getLowestPrice(computeCategoryPrices(equivalent, quantity));
  const brandLowest = getLowestPrice(brandPrices);
  const savingCents = brandLowest.amountCents - genericLowest.amountCents;
  return {
    slug: generic.slug,
    name: generic.name,
    lowestPriceCents: genericLowest.amountCents,
    displayValue: genericLowest.displayValue,
    savingCents,
    savingDisplayValue: formatMoney(savingCents),
  };
}

function isSameDosage(left: CatalogueMedication, right: CatalogueMedication): boolean {
  return (
    normalizeDosageText(left.form) === normalizeDosageText(right.form) &&
    normalizeDosageText(left.strength) === normalizeDosageText(right.strength)
  );
}

function normalizeDosageText(text: string): string {
  return text.toLowerCase().replace(/\s+/g, ' ').trim();
}
