import { describe, expect, it } from 'vitest';
import { deriveMedicalConditions } from './derive-medical-conditions';
import {
  formatMedicalConditionsFile,
  parseMedicalConditionsFile,
  readMedicalConditionsFile,
} from './medical-conditions';

describe('deriveMedicalConditions', () => {
  it('keeps 3- and 4-character codes and puts the dot back', () => {
    const csv = [
      'E11,"Type 2 diabetes mellitus"',
      'E119,"Type 2 diabetes mellitus without complications"',
      'E1165,"Type 2 diabetes mellitus with hyperglycemia"',
      'I10,"Essential (primary) hypertension"',
    ].join('\n');
    expect(deriveMedicalConditions(csv)).toEqual([
      { code: 'E11', description: 'Type 2 diabetes mellitus' },
      { code: 'E11.9', description: 'Type 2 diabetes mellitus without complications' },
      { code: 'I10', description: 'Essential (primary) hypertension' },
    ]);
  });
});

describe('medical conditions file', () => {
  it('round-trips through format and parse', () => {
    const rows = [
      { code: 'J30.2', description: 'Other seasonal allergic rhinitis' },
      { code: 'K21', description: 'Gastro-esophageal reflux disease' },
    ];
    expect(parseMedicalConditionsFile(formatMedicalConditionsFile(rows))).toEqual(rows);
  });

  it('holds the common outpatient codes with dotted codes', () => {
    const rows = parseMedicalConditionsFile(readMedicalConditionsFile());
    const codes = new Map(rows.map((row) => [row.code, row.description]));
    expect(rows).toHaveLength(7684);
    expect(codes.get('E11.9')).toBe('Type 2 diabetes mellitus without complications');
    expect(codes.get('I10')).toBe('Essential (primary) hypertension');
    expect(rows.every((row) => /^[A-Z]\d[0-9A-Z](\.[0-9A-Z])?$/.test(row.code))).toBe(true);
  });
});
