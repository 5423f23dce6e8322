/** NADAC per-unit costs as of 04/29/2026, used exactly as published. */
export interface CalibrationCost {
  slug: string;
  form: string;
  strength: string;
  /** The product as a NADAC description would name it, so other strengths can scale from it. */
  nadacDescription: string;
  unitCost: number;
}

export const CALIBRATION_COSTS: readonly CalibrationCost[] = [
  calibrate('lisinopril', '10 mg', 'LISINOPRIL', 0.01873),
  calibrate('lisinopril', '20 mg', 'LISINOPRIL', 0.02587),
  calibrate('lisinopril', '40 mg', 'LISINOPRIL', 0.04738),
  calibrate('atorvastatin', '10 mg', 'ATORVASTATIN', 0.02483),
  calibrate('atorvastatin', '20 mg', 'ATORVASTATIN', 0.02872),
  calibrate('atorvastatin', '40 mg', 'ATORVASTATIN', 0.03828),
  calibrate('atorvastatin', '80 mg', 'ATORVASTATIN', 0.07075),
  calibrate('abilify', '10 mg', 'ABILIFY', 18.58),
  calibrate('zyprexa', '5 mg', 'ZYPREXA', 16.61),
];

function calibrate(
  slug: string,
  strength: string,
  nadacName: string,
  unitCost: number,
): CalibrationCost {
  return {
    slug,
    form: 'tablet',
    strength,
    nadacDescription: `${nadacName} ${strength.toUpperCase()} TABLET`,
    unitCost,
  };
}

export function findCalibrationCost(slug: string, form: string, strength: string): number | null {
  const match = CALIBRATION_COSTS.find(
    (entry) => entry.slug === slug && entry.form === form && entry.strength === strength,
  );
  return match ? match.unitCost : null;
}
