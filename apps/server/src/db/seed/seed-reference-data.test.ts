import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../client';
import { readDataVersions } from '../data-versions';
import { allergens, drugs, pharmacies, seedRuns, telemedConditions } from '../schema/catalog';
import { countCatalogue } from './catalogue-counts';
import { ALLERGENS } from './data/allergens';
import { buildDrugRows, parseDrugCatalogue, readDrugCatalogueText } from './drug-catalogue';
import { MAIL_ORDER_PHARMACY } from './mail-order-pharmacy';
import { listReferenceDatasets, SCALE_SIZES } from './reference-datasets';
import { seedReferenceData } from './seed-reference-data';
import { replaceRows } from './table-writes';
import { listUsZipCodes } from './zip-code-data';

const catalogue = parseDrugCatalogue(readDrugCatalogueText());
const dosageCount = catalogue.drugs.reduce(
  (sum, drug) => sum + drug.forms.reduce((inner, form) => inner + form.dosages.length, 0),
  0,
);

describe('seedReferenceData at test scale', () => {
  let handle: DatabaseHandle;

  beforeAll(async () => {
    handle = await openDatabase({ kind: 'pglite', dataDir: null });
  }, 60_000);
  afterAll(() => handle.close());

  it('loads every dataset, then does nothing on a second call', async () => {
    const messages: string[] = [];
    const first = await seedReferenceData(handle.db, {
      scale: 'test',
      log: (message) => messages.push(message),
    });
    expect(first.isNoOp).toBe(false);
    expect(first.datasets.every((dataset) => dataset.status === 'loaded')).toBe(true);
    expect(messages.some((message) => message.includes('pharmacies'))).toBe(true);
    const countsAfterFirst = await countCatalogue(handle.db);
    const loadedVersions = new Map([
      ['catalogue', 1],
      ['pharmacies', 1],
      ['zip-codes', 1],
    ]);
    expect(await readDataVersions(handle.db)).toEqual(loadedVersions);

    const second = await seedReferenceData(handle.db, { scale: 'test' });
    expect(second.isNoOp).toBe(true);
    expect(second.datasets.every((dataset) => dataset.status === 'unchanged')).toBe(true);
    expect(await countCatalogue(handle.db)).toEqual(countsAfterFirst);
    expect(await readDataVersions(handle.db)).toEqual(loadedVersions);
  });

  it('counts the catalogue', async () => {
    expect(await countCatalogue(handle.db)).toEqual({
      drugs: catalogue.drugs.length,
      medications: dosageCount,
      pharmacies: SCALE_SIZES.test.pharmacies,
      prescribers: SCALE_SIZES.test.prescribers,
      zipCodes: listUsZipCodes().length,
      allergens: ALLERGENS.length,
      medicalConditions: 7684,
      telemedConditions: 7,
    });
  });

  it('links brands to their generics', async () => {
    const [lipitor] = await handle.db.select().from(drugs).where(eq(drugs.slug, 'lipitor'));
    const [generic] = await handle.db.select().from(drugs).where(eq(drugs.slug, 'atorvastatin'));
    expect(lipitor?.isBrand).toBe(true);
    expect(lipitor?.genericMedNameId).toBe(generic?.medNameId);
  });

  it('stores the mail-order pharmacy', async () => {
    const rows = await handle.db.select().from(pharmacies).where(eq(pharmacies.isMailOrder, true));
    expect(rows.map((row) => row.id)).toEqual([MAIL_ORDER_PHARMACY.id]);
  });

  it('stores the telemedicine conditions with their eligibility fields', async () => {
    const rows = await handle.db.select().from(telemedConditions);
    expect(rows.map((row) => row.slug).sort()).toEqual(
      [
        'acid-reflux',
        'birth-control',
        'cholesterol',
        'cold-sores',
        'erectile-dysfunction',
        'hair-loss',
        'seasonal-allergies',
      ].sort(),
    );
    const bySlug = new Map(rows.map((row) => [row.slug, row]));
    expect(bySlug.get('erectile-dysfunction')).toMatchObject({
      minAge: 18,
      maxAge: 99,
      maleEligible: true,
      femaleEligible: false,
    });
    expect(bySlug.get('hair-loss')).toMatchObject({ maxAge: 99, femaleEligible: false });
    expect(bySlug.get('birth-control')).toMatchObject({
      minAge: 18,
      maxAge: 50,
      maleEligible: false,
      femaleEligible: true,
    });
    for (const row of rows) {
      expect(row.eligibleStates.length).toBeGreaterThan(40);
      expect(row.eligibleStates).toContain('DC');
      expect(row.consultationType).toBeTruthy();
      expect(row.treatmentType).toBeTruthy();
    }
  });

  it('finds drugs with a typo through the trigram index', async () => {
    const typo = 'atorvastatn';
    const rows = await handle.db
      .select({ slug: drugs.slug })
      .from(drugs)
      .where(sql`lower(${drugs.name}) % ${typo}`)
      .orderBy(sql`similarity(lower(${drugs.name}), ${typo}) desc`);
    expect(rows[0]).toEqual({ slug: 'atorvastatin' });
  });

  it('keeps drug ids when the drugs are loaded again', async () => {
    const readIds = () =>
      handle.db.select({ slug: drugs.slug, id: drugs.medNameId }).from(drugs).orderBy(drugs.slug);
    const before = await readIds();
    await handle.db.delete(seedRuns).where(eq(seedRuns.name, 'drugs'));
    const report = await seedReferenceData(handle.db, { scale: 'test' });
    expect(report.datasets.find(({ name }) => name === 'drugs')?.status).toBe('loaded');
    expect(await readIds()).toEqual(before);
    // Running servers reload their catalogue, and only it.
    const versions = await readDataVersions(handle.db);
    expect([versions.get('catalogue'), versions.get('pharmacies')]).toEqual([2, 1]);
    const expected = buildDrugRows(catalogue).drugs.map(
      ({ slug, medNameId }) => [slug, medNameId] as const,
    );
    expect(new Map(before.map(({ slug, id }) => [slug, id]))).toEqual(new Map(expected));
  });

  it('reloads a dataset to exactly the new rows', async () => {
    const target = {
      table: allergens,
      key: allergens.allergenId,
      keyOf: (row: (typeof ALLERGENS)[number]) => row.allergenId,
    };
    await handle.db.transaction((tx) => replaceRows(tx, target, ALLERGENS.slice(0, 3)));
    expect(await handle.db.select().from(allergens)).toHaveLength(3);
    await handle.db.transaction((tx) => replaceRows(tx, target, ALLERGENS));
    expect(await handle.db.select().from(allergens)).toHaveLength(ALLERGENS.length);
  });
});

describe('listReferenceDatasets', () => {
  it('adds only the synthetic drugs when going from demo to full', () => {
    const describe = (scale: 'demo' | 'full') =>
      listReferenceDatasets(scale).map(({ name, version, scale: recorded }) => ({
        name,
        version,
        recorded,
      }));
    const demo = describe('demo');
    const full = describe('full');
    expect(full.slice(0, demo.length)).toEqual(demo);
    expect(full.slice(demo.length).map((dataset) => dataset.name)).toEqual(['synthetic-drugs']);
  });

  it('keeps an imported pharmacy directory on a later seed', () => {
    const pharmacyDataset = listReferenceDatasets('demo').find(({ name }) => name === 'pharmacies');
    expect(pharmacyDataset?.isSatisfiedBy({ version: 'import:abc', scale: 'import' })).toBe(true);
    expect(pharmacyDataset?.isSatisfiedBy({ version: 'v1:1000', scale: 'test' })).toBe(false);
  });
});
