import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../client';
import { pharmacies } from '../schema/catalog';
import { countCatalogue } from './catalogue-counts';
import { resolveInputFile } from './import-pharmacies';
import { MAIL_ORDER_PHARMACY } from './mail-order-pharmacy';
import { readNppesPharmacies } from './nppes-pharmacies';
import { loadZipCodeIndex, replacePharmacyDirectory } from './pharmacy-directory';
import { seedReferenceData } from './seed-reference-data';

const FIXTURE = new URL('./fixtures/nppes-pharmacies.csv', import.meta.url);

describe('replacePharmacyDirectory', () => {
  let handle: DatabaseHandle;

  beforeAll(async () => {
    handle = await openDatabase({ kind: 'pglite', dataDir: null });
    await seedReferenceData(handle.db, { scale: 'test' });
  }, 60_000);
  afterAll(() => handle.close());

  it('replaces the generated pharmacies, keeps the mail-order one, and survives a reseed', async () => {
    const zipIndex = await loadZipCodeIndex(handle.db);
    const result = await readNppesPharmacies(readFileSync(FIXTURE, 'utf8'), (zip) =>
      zipIndex.get(zip),
    );
    const total = await replacePharmacyDirectory(handle.db, result.pharmacies, 'fixture.csv');
    expect(total).toBe(result.pharmacies.length + 1);

    const ids = (await handle.db.select({ id: pharmacies.id }).from(pharmacies)).map(
      ({ id }) => id,
    );
    expect(ids.sort()).toEqual(
      [MAIL_ORDER_PHARMACY.id, ...result.pharmacies.map((pharmacy) => pharmacy.id)].sort(),
    );

    const report = await seedReferenceData(handle.db, { scale: 'test' });
    expect(report.isNoOp).toBe(true);
    expect((await countCatalogue(handle.db)).pharmacies).toBe(total);
  });
});

describe('resolveInputFile', () => {
  it('looks in each directory in turn and accepts absolute paths', () => {
    const here = new URL('.', import.meta.url).pathname;
    expect(resolveInputFile('fixtures/nppes-pharmacies.csv', ['/nonexistent', here])).toBe(
      `${here}fixtures/nppes-pharmacies.csv`,
    );
    expect(resolveInputFile('missing.csv', [here])).toBeNull();
    expect(resolveInputFile(FIXTURE.pathname, [])).toBe(FIXTURE.pathname);
  });
});
