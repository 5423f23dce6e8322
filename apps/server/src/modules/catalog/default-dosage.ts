import type { CatalogueDrug, CatalogueMedication } from './catalogue-types';

/**
 * The strength a drug page opens on when it is not the first listed one, keyed by generic name
 * so brands follow their generic (sildenafil 50 mg, tadalafil 5 mg: the strengths most
 * prescriptions are written for).
 */
const DEFAULT_STRENGTHS: Readonly<Record<string, string>> = {
  sildenafil: '50 mg',
  tadalafil: '5 mg',
};

/**
 * The dosage selected when a drug page opens: the listed default strength of the drug's first
 * form when it has one, otherwise the first dosage of the first form (drugs.json lists the
 * common form first).
 */
export function findDefaultMedication(drug: CatalogueDrug): CatalogueMedication | undefined {
  const [first] = drug.medications;
  if (!first) return undefined;
  const strength = DEFAULT_STRENGTHS[drug.genericName.toLowerCase()];
  if (!strength) return first;
  return (
    drug.medications.find(
      (medication) => medication.form === first.form && medication.strength === strength,
    ) ?? first
  );
}
