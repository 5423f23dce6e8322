import type { z } from 'zod';
import type { drugInfoSchema } from '@fillwell/contracts';
import type { CatalogueDrug } from '../catalog/index';

export type DrugInfo = z.infer<typeof drugInfoSchema>;

/** What a drug page's information panel shows about a drug. */
export function describeDrugInfo(drug: CatalogueDrug): DrugInfo {
  return {
    slug: drug.slug,
    name: drug.name,
    genericName: drug.genericName,
    isBrand: drug.isBrand,
    drugClass: drug.drugClass,
    commonUses: drug.commonUses,
    category: drug.category,
    forms: [...new Set(drug.medications.map((medication) => medication.displayForm))],
    deaSchedule: drug.deaSchedule,
    isOpioid: drug.isOpioid,
  };
}
