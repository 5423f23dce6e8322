import { readMedicationNdcs, type MedicationNdcRow } from '../../db/seed/medication-ndcs';
import type { CatalogueIndex, CatalogueMedication } from '../catalog/index';

/** How a claim names its drug: a med_id, an NDC, or both (then they must agree). */
export interface ClaimDrugName {
  medId?: number | undefined;
  ndc?: string | undefined;
}

/** The catalogue medication a claim names, or null when it names none (or two different ones). */
export type ClaimDrugLookup = (name: ClaimDrugName) => CatalogueMedication | null;

/**
 * Finds medications by med_id in the catalogue and by NDC through the committed NDC map
 * (db/seed/data/medication-ndcs.tsv), which names a medication by drug slug, form and strength
 * so that it holds whatever ids the catalogue gives. Medications without a known NDC can be
 * claimed by med_id only.
 */
export function createClaimDrugLookup(
  catalogue: Pick<CatalogueIndex, 'getMedication' | 'getDrugBySlug'>,
  ndcRows: readonly MedicationNdcRow[] = readMedicationNdcs(),
): ClaimDrugLookup {
  const byNdc = new Map(ndcRows.map((row) => [row.ndc, row]));
  const findByNdc = (ndc: string): CatalogueMedication | null => {
    const row = byNdc.get(ndc);
    const drug = row && catalogue.getDrugBySlug(row.slug);
    if (!row || !drug) return null;
    return (
      drug.medications.find(
        (medication) => medication.form === row.form && medication.strength === row.strength,
      ) ?? null
    );
  };
  return ({ medId, ndc }) => {
    const byId = medId === undefined ? null : (catalogue.getMedication(medId) ?? null);
    if (ndc === undefined) return byId;
    const named = findByNdc(ndc);
    if (medId !== undefined && named?.medId !== byId?.medId) return null;
    return named;
  };
}
