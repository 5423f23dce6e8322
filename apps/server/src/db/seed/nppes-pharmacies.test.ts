import { createReadStream, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { isValidNpi, makeNpi } from './npi';
import { readNppesPharmacies, toPhoneDigits, toTitleCase } from './nppes-pharmacies';
import { listUsZipCodes } from './zip-code-data';

const FIXTURE = fileURLToPath(new URL('./fixtures/nppes-pharmacies.csv', import.meta.url));
const zipCodes = new Map(listUsZipCodes().map((row) => [row.zipCode, row]));
const lookupZip = (zipCode: string) => zipCodes.get(zipCode);

async function importFixture() {
  return readNppesPharmacies(createReadStream(FIXTURE), lookupZip);
}

describe('readNppesPharmacies', () => {
  it('keeps the valid pharmacies of the fixture', async () => {
    const result = await importFixture();
    expect(result.pharmacies.map((pharmacy) => pharmacy.npi)).toEqual([
      '1547896328',
      '1645123781',
      '1765432194',
      '1122334455',
    ]);
    expect(result.pharmacies.every((pharmacy) => isValidNpi(pharmacy.npi))).toBe(true);
  });

  it('reports each bad row with its line and reason, and skips non-pharmacies', async () => {
    const result = await importFixture();
    expect(result.skippedNonPharmacies).toBe(1);
    expect(result.rejected).toEqual([
      { line: 6, npi: '1200345671', reason: 'invalid NPI' },
      { line: 7, npi: '1345678902', reason: 'unknown ZIP code' },
      { line: 8, npi: '1456789019', reason: 'missing organization name' },
      { line: 9, npi: '1547896328', reason: 'duplicate NPI' },
      { line: 10, npi: '1987654328', reason: 'not an organization' },
      { line: 12, npi: '1876543210', reason: 'missing or invalid phone number' },
    ]);
  });

  it('recognises preferred chains and geocodes by the ZIP code', async () => {
    const [cvs, walgreens, independent, mailOrder] = (await importFixture()).pharmacies;
    expect(cvs).toMatchObject({
      id: 'rx-1547896328',
      name: 'CVS Pharmacy #04821',
      chainShortName: 'cvs',
      chainFormattedName: 'CVS Pharmacy',
      isPreferred: true,
      zipCode: '63103',
      stateCode: 'MO',
      street1: '700 N Grand Blvd',
      phone: '3145550111',
      fax: '3145550112',
    });
    expect(Math.abs((cvs?.lat ?? 0) - 38.6332)).toBeLessThan(0.02);
    expect(walgreens).toMatchObject({ chainShortName: 'walgreens', street2: 'Suite 2' });
    expect(independent).toMatchObject({
      name: 'Main Street Apothecary LLC',
      chainShortName: 'main-street-apothecary-llc',
      isPreferred: false,
      phone: '5125550199',
    });
    expect(mailOrder).toMatchObject({ isDelivery: true, isMailOrder: false });
    expect(cvs?.networkIds[0]).toBe(1);
  });

  it('never puts a pharmacy in Texas in the discount-card network', async () => {
    const header = readFileSync(FIXTURE, 'utf8').split('\n')[0] ?? '';
    const rows = Array.from({ length: 40 }, (_, index) =>
      [
        makeNpi(`1700${String(index).padStart(5, '0')}`),
        '2',
        '',
        `TEXAS PHARMACY ${index}`,
        '',
        '45 MAIN ST',
        '',
        'AUSTIN',
        'TX',
        '78701',
        'US',
        '5125550199',
        '',
        '3336C0003X',
        '',
      ].join(','),
    );
    const result = await readNppesPharmacies([header, ...rows].join('\n'), lookupZip);
    expect(result.pharmacies).toHaveLength(40);
    expect(result.pharmacies.some((pharmacy) => pharmacy.networkIds.includes(2))).toBe(true);
    expect(result.pharmacies.every((pharmacy) => !pharmacy.networkIds.includes(4))).toBe(true);
  });

  it('accepts the CSV as text too', async () => {
    const text = 'NPI,Entity Type Code\n1547896328,2\n';
    const result = await readNppesPharmacies(text, lookupZip);
    expect(result.pharmacies).toEqual([]);
    expect(result.skippedNonPharmacies).toBe(1);
  });
});

describe('text helpers', () => {
  it('normalises phone numbers to ten digits', () => {
    expect(toPhoneDigits('(212) 555-0134')).toBe('2125550134');
    expect(toPhoneDigits('1-512-555-0199')).toBe('5125550199');
    expect(toPhoneDigits('555-0199')).toBeNull();
  });

  it('title-cases registry names', () => {
    expect(toTitleCase("SMITH'S DRUG STORE INC")).toBe("Smith's Drug Store Inc");
  });
});
