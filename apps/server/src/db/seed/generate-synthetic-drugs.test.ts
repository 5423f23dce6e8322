import { describe, expect, it } from 'vitest';
import { generateSyntheticDrugs } from './generate-synthetic-drugs';

describe('generateSyntheticDrugs', () => {
  const taken = new Set(['atorvastatin']);
  const options = { count: 3_000, takenSlugs: taken, firstRank: 301 };

  it('is deterministic and a smaller count is a prefix of a larger one', () => {
    const first = generateSyntheticDrugs(options);
    expect(generateSyntheticDrugs(options)).toEqual(first);
    const smaller = generateSyntheticDrugs({ ...options, count: 1_000 });
    expect(smaller.drugs).toEqual(first.drugs.slice(0, 1_000));
  });

  it('makes unique drug-like slugs with one to three strengths each', () => {
    const { drugs, medications } = generateSyntheticDrugs(options);
    expect(drugs).toHaveLength(3_000);
    expect(new Set(drugs.map((drug) => drug.slug)).size).toBe(3_000);
    expect(drugs.every((drug) => drug.isSynthetic && /^[a-z]+$/.test(drug.slug))).toBe(true);
    expect(drugs.some((drug) => drug.slug.endsWith('statin'))).toBe(true);
    const perDrug = new Map<number, number>();
    for (const medication of medications) {
      perDrug.set(medication.medNameId, (perDrug.get(medication.medNameId) ?? 0) + 1);
    }
    expect([...perDrug.values()].every((count) => count >= 1 && count <= 3)).toBe(true);
    expect(medications.every((row) => Number.isInteger(row.unitCostMicrodollars))).toBe(true);
    expect(new Set(medications.map((row) => row.medId)).size).toBe(medications.length);
  });
});
