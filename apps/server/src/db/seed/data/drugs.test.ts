import { readFileSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';

const DRUGS_FILE = fileURLToPath(new URL('./drugs.json', import.meta.url));

const quantitySchema = z.number().int().positive();
const dosageSchema = z.strictObject({
  strength: z.string().min(1),
  unitCost: z.number().positive(),
  costSource: z.enum(['nadac-2026-04', 'nadac-2025-12', 'nadac-group-estimate', 'estimate']),
  quantities: z.array(quantitySchema).min(1),
  defaultQuantity: quantitySchema,
});
const formSchema = z.strictObject({
  form: z.string().min(1),
  displayForm: z.string().min(1),
  pricingUnit: z.enum(['EA', 'ML', 'GM']),
  dosages: z.array(dosageSchema).min(1),
});
const drugSchema = z.strictObject({
  slug: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
  name: z.string().min(1),
  genericName: z.string().min(1),
  isBrand: z.boolean(),
  genericSlug: z.string().nullable(),
  brandSlugs: z.array(z.string()),
  drugClass: z.string().min(1),
  commonUses: z.string().min(1),
  category: z.string().min(1),
  popularityRank: z.number().int().positive(),
  deaSchedule: z.enum(['II', 'III', 'IV', 'V']).nullable(),
  isOpioid: z.boolean(),
  promoExclusion: z.enum(['ed', 'hair_loss']).nullable(),
  telemedConditions: z.array(
    z.enum([
      'erectile-dysfunction',
      'hair-loss',
      'birth-control',
      'cold-sores',
      'cholesterol',
      'acid-reflux',
      'seasonal-allergies',
    ]),
  ),
  forms: z.array(formSchema).min(1),
});
const catalogueSchema = z.strictObject({
  source: z.string().min(1),
  drugs: z.array(drugSchema),
});
type Drug = z.infer<typeof drugSchema>;

const catalogue = catalogueSchema.parse(JSON.parse(readFileSync(DRUGS_FILE, 'utf8')));
const bySlug = new Map(catalogue.drugs.map((drug) => [drug.slug, drug]));
const generics = catalogue.drugs.filter((drug) => !drug.isBrand);
const brands = catalogue.drugs.filter((drug) => drug.isBrand);

function getDrug(slug: string): Drug {
  const drug = bySlug.get(slug);
  if (!drug) throw new Error(`${slug} is missing`);
  return drug;
}

function getDosage(slug: string, form: string, strength: string) {
  const dosage = getDrug(slug)
    .forms.find((candidate) => candidate.form === form)
    ?.dosages.find((candidate) => candidate.strength === strength);
  if (!dosage) throw new Error(`${slug} ${form} ${strength} is missing`);
  return dosage;
}

function allDosages(drug: Drug) {
  return drug.forms.flatMap((form) => form.dosages);
}

describe('drugs.json', () => {
  it('has the documented shape and stays small', () => {
    expect(catalogue.source).toContain('NADAC');
    expect(statSync(DRUGS_FILE).size).toBeLessThan(1_500_000);
  });

  it('lists at least 300 generics, each with brands where they exist', () => {
    expect(generics.length).toBeGreaterThanOrEqual(300);
    expect(brands.length).toBeGreaterThan(150);
  });

  it('gives every drug a form, every form a dosage and every dosage an offered default quantity', () => {
    for (const drug of catalogue.drugs) {
      for (const form of drug.forms) {
        for (const dosage of form.dosages) {
          expect(dosage.quantities, `${drug.slug} ${dosage.strength}`).toContain(
            dosage.defaultQuantity,
          );
          expect([...dosage.quantities].sort((a, b) => a - b)).toEqual(dosage.quantities);
          expect(new Set(dosage.quantities).size).toBe(dosage.quantities.length);
        }
        const strengths = form.dosages.map((dosage) => dosage.strength);
        expect(new Set(strengths).size, `${drug.slug} ${form.form}`).toBe(strengths.length);
      }
      const forms = drug.forms.map((form) => form.form);
      expect(new Set(forms).size, drug.slug).toBe(forms.length);
    }
  });

  it('has unique, URL-safe slugs', () => {
    expect(bySlug.size).toBe(catalogue.drugs.length);
  });

  it('links each brand to an existing generic that lists it back', () => {
    for (const brand of brands) {
      const generic = getDrug(brand.genericSlug ?? '');
      expect(generic.isBrand).toBe(false);
      expect(generic.brandSlugs).toContain(brand.slug);
      expect(brand.brandSlugs).toEqual([]);
      expect(brand.popularityRank).toBe(generic.popularityRank);
    }
    for (const generic of generics) {
      expect(generic.genericSlug).toBeNull();
      for (const slug of generic.brandSlugs) expect(getDrug(slug).genericSlug).toBe(generic.slug);
    }
  });

  it('is sorted by popularity rank, then slug', () => {
    const sorted = [...catalogue.drugs].sort(
      (a, b) => a.popularityRank - b.popularityRank || (a.slug < b.slug ? -1 : 1),
    );
    expect(catalogue.drugs.map((drug) => drug.slug)).toEqual(sorted.map((drug) => drug.slug));
    expect(new Set(generics.map((drug) => drug.popularityRank)).size).toBe(generics.length);
  });

  it.each([
    ['lipitor', 'atorvastatin'],
    ['zocor', 'simvastatin'],
    ['xanax', 'alprazolam'],
    ['propecia', 'finasteride'],
    ['ambien', 'zolpidem'],
    ['glucophage', 'metformin'],
    ['glucophage-xr', 'metformin-er'],
  ])('has the brand %s of %s', (brandSlug, genericSlug) => {
    expect(getDrug(brandSlug)).toMatchObject({ isBrand: true, genericSlug });
    expect(getDrug(genericSlug).isBrand).toBe(false);
  });

  it.each([
    ['lisinopril', '10 mg', 0.01873],
    ['lisinopril', '20 mg', 0.02587],
    ['lisinopril', '40 mg', 0.04738],
    ['atorvastatin', '10 mg', 0.02483],
    ['atorvastatin', '20 mg', 0.02872],
    ['atorvastatin', '40 mg', 0.03828],
    ['atorvastatin', '80 mg', 0.07075],
    ['abilify', '10 mg', 18.58],
    ['zyprexa', '5 mg', 16.61],
  ])('uses the calibration cost of %s %s tablets', (slug, strength, unitCost) => {
    expect(getDosage(slug, 'tablet', strength)).toMatchObject({
      unitCost,
      costSource: 'nadac-2026-04',
    });
  });

  it('has the special default quantities', () => {
    expect(getDosage('sildenafil', 'tablet', '50 mg').defaultQuantity).toBe(10);
    expect(getDosage('tadalafil', 'tablet', '5 mg').defaultQuantity).toBe(30);
    for (const slug of ['valacyclovir', 'valtrex']) {
      const dosages = allDosages(getDrug(slug));
      expect(dosages.length).toBeGreaterThan(0);
      for (const dosage of dosages) expect(dosage.defaultQuantity).toBe(dosage.quantities[1]);
    }
  });

  it.each([
    ['erectile-dysfunction', ['sildenafil', 'tadalafil']],
    ['hair-loss', ['finasteride']],
    [
      'birth-control',
      [
        'norethindrone',
        'norgestimate-ethinyl-estradiol',
        'levonorgestrel-ethinyl-estradiol',
        'drospirenone-ethinyl-estradiol',
      ],
    ],
    ['cold-sores', ['valacyclovir', 'acyclovir']],
    ['cholesterol', ['atorvastatin', 'rosuvastatin', 'simvastatin', 'pravastatin']],
    ['acid-reflux', ['omeprazole', 'pantoprazole', 'famotidine', 'esomeprazole']],
    [
      'seasonal-allergies',
      ['fluticasone', 'montelukast', 'cetirizine', 'levocetirizine', 'azelastine'],
    ],
  ] as const)('offers online visits for %s with its drugs', (condition, slugs) => {
    for (const slug of slugs) expect(getDrug(slug).telemedConditions).toContain(condition);
  });

  it('marks ED and hair-loss drugs as excluded from promotions', () => {
    for (const slug of ['sildenafil', 'tadalafil', 'vardenafil', 'viagra', 'cialis']) {
      expect(getDrug(slug).promoExclusion).toBe('ed');
    }
    for (const slug of ['finasteride', 'propecia'])
      expect(getDrug(slug).promoExclusion).toBe('hair_loss');
    expect(getDrug('atorvastatin').promoExclusion).toBeNull();
  });

  it('marks opioids and controlled substances', () => {
    const opioids = [
      'hydrocodone-acetaminophen',
      'oxycodone',
      'oxycodone-acetaminophen',
      'tramadol',
      'acetaminophen-codeine',
      'morphine',
      'hydromorphone',
      'methadone',
      'tapentadol',
      'buprenorphine',
      'buprenorphine-naloxone',
      'fentanyl',
      'percocet',
      'oxycontin',
    ];
    for (const slug of opioids) expect(getDrug(slug).isOpioid, slug).toBe(true);
    for (const drug of catalogue.drugs.filter((candidate) => candidate.isOpioid)) {
      expect(drug.deaSchedule, drug.slug).not.toBeNull();
    }
    expect(getDrug('naloxone').isOpioid).toBe(false);
    expect(getDrug('alprazolam').deaSchedule).toBe('IV');
    expect(getDrug('amphetamine-dextroamphetamine').deaSchedule).toBe('II');
    expect(getDrug('pregabalin').deaSchedule).toBe('V');
    expect(getDrug('lisinopril').deaSchedule).toBeNull();
  });

  it('uses typical package sizes for common prescriptions', () => {
    expect(getDosage('amoxicillin', 'capsule', '500 mg').quantities).toEqual([21, 30]);
    expect(getDosage('azithromycin', 'tablet', '250 mg').quantities).toEqual([6]);
    expect(getDosage('sildenafil', 'tablet', '50 mg').quantities).toEqual([10, 20, 30]);
    expect(getDosage('atorvastatin', 'tablet', '10 mg').quantities).toEqual([30, 90]);
  });

  it('prices liquids by the mL, topicals by the gram and devices by the piece', () => {
    const unitOf = (slug: string, form: string) =>
      getDrug(slug).forms.find((candidate) => candidate.form === form)?.pricingUnit;
    expect(unitOf('amoxicillin', 'oral suspension')).toBe('ML');
    expect(unitOf('triamcinolone', 'cream')).toBe('GM');
    expect(unitOf('albuterol', 'inhaler')).toBe('EA');
    expect(unitOf('insulin-glargine', 'injection pen')).toBe('ML');
    expect(getDosage('albuterol', 'inhaler', '90 mcg/actuation').quantities).toContain(1);
  });

  it('prices brands above their generics', () => {
    const pairs: [string, string][] = [
      ['lipitor', 'atorvastatin'],
      ['zocor', 'simvastatin'],
      ['xanax', 'alprazolam'],
      ['ambien', 'zolpidem'],
      ['valtrex', 'valacyclovir'],
    ];
    for (const [brandSlug, genericSlug] of pairs) {
      const brand = getDrug(brandSlug);
      for (const form of brand.forms) {
        for (const dosage of form.dosages) {
          const generic = getDosage(genericSlug, form.form, dosage.strength);
          expect(
            dosage.unitCost / generic.unitCost,
            `${brandSlug} ${dosage.strength}`,
          ).toBeGreaterThan(10);
        }
      }
    }
  });
});
