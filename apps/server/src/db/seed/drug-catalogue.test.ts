import { describe, expect, it } from 'vitest';
import {
  buildDrugRows,
  parseDrugCatalogue,
  readDrugCatalogueText,
  toMicrodollars,
} from './drug-catalogue';
import { assignStableIds, hashToId } from './stable-id';

const catalogue = parseDrugCatalogue(readDrugCatalogueText());

describe('drug catalogue rows', () => {
  const rows = buildDrugRows(catalogue);

  it('has one drug row per entry and one medication per dosage', () => {
    expect(rows.drugs).toHaveLength(catalogue.drugs.length);
    const dosages = catalogue.drugs.flatMap((drug) => drug.forms.flatMap((form) => form.dosages));
    expect(rows.medications).toHaveLength(dosages.length);
  });

  it('derives ids from slugs only, so they survive reordering and additions', () => {
    const reordered = { ...catalogue, drugs: [...catalogue.drugs].reverse() };
    const shorter = { ...catalogue, drugs: catalogue.drugs.filter((drug) => !drug.isBrand) };
    const idsOf = (drugRows: typeof rows.drugs) =>
      new Map(drugRows.map((drug) => [drug.slug, drug.medNameId]));
    const original = idsOf(rows.drugs);
    for (const [slug, id] of idsOf(buildDrugRows(reordered).drugs)) {
      expect(original.get(slug)).toBe(id);
    }
    for (const [slug, id] of idsOf(buildDrugRows(shorter).drugs)) {
      expect(original.get(slug)).toBe(id);
    }
  });

  it('has no hash collisions in the current catalogue', () => {
    for (const drug of rows.drugs) expect(drug.medNameId).toBe(hashToId(drug.slug));
    expect(new Set(rows.medications.map((row) => row.medId)).size).toBe(rows.medications.length);
  });

  it('puts generics before the brands that point at them', () => {
    const position = new Map(rows.drugs.map((drug, index) => [drug.medNameId, index]));
    for (const drug of rows.drugs.filter((entry) => entry.genericMedNameId !== null)) {
      expect(position.get(drug.genericMedNameId ?? 0)).toBeLessThan(
        position.get(drug.medNameId) ?? 0,
      );
    }
  });

  it('stores costs as integer microdollars and allows custom quantities for tablets', () => {
    expect(toMicrodollars(0.02483)).toBe(24_830);
    expect(rows.medications.every((row) => Number.isInteger(row.unitCostMicrodollars))).toBe(true);
    const tablet = rows.medications.find((row) => row.form === 'tablet');
    expect(tablet?.isCustomQuantityAllowed).toBe(true);
  });
});

describe('assignStableIds', () => {
  it('moves a colliding key to the next id', () => {
    const ids = assignStableIds(['a', 'b', 'a']);
    expect(ids.size).toBe(2);
    expect(ids.get('a')).toBe(hashToId('a'));
  });
});
