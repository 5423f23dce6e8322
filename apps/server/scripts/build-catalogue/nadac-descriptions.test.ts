import { describe, expect, it } from 'vitest';
import {
  normaliseName,
  normaliseStrength,
  parseDescription,
  readLeadingAmount,
} from './nadac-descriptions';

describe('normaliseStrength', () => {
  it.each([
    ['10 mg', '10MG'],
    ['10 MG', '10MG'],
    ['0.50 mg', '0.5MG'],
    ['5 mg/325 mg', '5-325MG'],
    ['5-325 MG', '5-325MG'],
    ['97 MG-103 MG', '97-103MG'],
    ['1.2%-0.025%', '1.2-0.025%'],
    ['100 mcg/50 mcg', '100-50MCG'],
    ['125 mg/5 mL', '25MG/ML'],
    ['125 MG/5 ML', '25MG/ML'],
    ['30,000 MCG/30 ML', '1000MCG/ML'],
    ['1000 mcg/mL', '1000MCG/ML'],
    ['100 units/mL', '100UNIT/ML'],
    ['100 UNIT/ML', '100UNIT/ML'],
    ['1 g', '1GM'],
    ['1 GRAM', '1GM'],
    ['50 mcg/actuation', '50MCG'],
    ['0.1 mg/24 hr', '0.1MG'],
    ['0.025 MG/24HR', '0.025MG'],
    ['10% (20 mEq/15 mL)', '10%'],
    ['1 mg/dose (4 mg/3 mL)', '1MG'],
    ['50,000 units', '50000UNIT'],
  ])('reads "%s" as %s', (input, expected) => {
    expect(normaliseStrength(input)).toBe(expected);
  });

  it('returns null when there is no amount with a unit', () => {
    expect(normaliseStrength('#3 TABLET')).toBeNull();
    expect(normaliseStrength('100-50')).toBeNull();
  });
});

describe('readLeadingAmount', () => {
  it('reads the first amount and the unit of a strength key', () => {
    expect(readLeadingAmount('5-325MG')).toEqual({ amount: 5, unit: 'MG' });
    expect(readLeadingAmount('25MG/ML')).toEqual({ amount: 25, unit: 'MG' });
    expect(readLeadingAmount('0.05%')).toEqual({ amount: 0.05, unit: '%' });
  });
});

describe('normaliseName', () => {
  it('drops salts, release words and route words but keeps the first word', () => {
    expect(normaliseName('Losartan Potassium')).toBe('LOSARTAN');
    expect(normaliseName('Potassium Chloride')).toBe('POTASSIUM CHLORIDE');
    expect(normaliseName('Toprol-XL')).toBe('TOPROL');
    expect(normaliseName('Glucophage XR')).toBe('GLUCOPHAGE');
    expect(normaliseName('Ventolin HFA')).toBe('VENTOLIN');
  });

  it('joins combination names with a hyphen', () => {
    expect(normaliseName('Hydrocodone/Acetaminophen')).toBe('HYDROCODONE-ACETAMINOPHEN');
    expect(normaliseName('hydrocodone / acetaminophen')).toBe('HYDROCODONE-ACETAMINOPHEN');
  });

  it('ignores text in parentheses', () => {
    expect(normaliseName('Cyanocobalamin (vitamin B12)')).toBe('CYANOCOBALAMIN');
  });
});

describe('parseDescription', () => {
  it('reads name, strength, form and release', () => {
    expect(parseDescription('METOPROLOL SUCC ER 25 MG TAB')).toEqual({
      name: 'METOPROLOL',
      strength: '25MG',
      formClass: 'tablet',
      release: 'extended',
    });
    expect(parseDescription('OMEPRAZOLE DR 20 MG CAPSULE')).toMatchObject({
      name: 'OMEPRAZOLE',
      formClass: 'capsule',
      release: 'delayed',
    });
  });

  it('treats TAB and TABLET, CAP and CAPSULE as the same form', () => {
    expect(parseDescription('LISINOPRIL 10 MG TABLET').formClass).toBe('tablet');
    expect(parseDescription('ROSUVASTATIN CALCIUM 5 MG TAB').formClass).toBe('tablet');
    expect(parseDescription('PROZAC 10 MG PULVULE').formClass).toBe('capsule');
    expect(parseDescription('DULOXETINE HCL DR 30 MG CAP').formClass).toBe('capsule');
  });

  it('recognises the XL, SR, ODT, sublingual and chewable variants', () => {
    expect(parseDescription('TOPROL XL 25 MG TABLET')).toMatchObject({
      name: 'TOPROL',
      release: 'extended',
    });
    expect(parseDescription('BUPROPION HCL SR 100 MG TABLET').release).toBe('extended');
    expect(parseDescription('MAXALT MLT 10 MG TABLET').release).toBe('odt');
    expect(parseDescription('NITROGLYCERIN 0.6 MG TABLET SL').release).toBe('sublingual');
    expect(parseDescription('VYVANSE 50 MG CHEWABLE TABLET').release).toBe('chewable');
  });

  it('recognises devices and topical forms', () => {
    expect(parseDescription('SYMBICORT 80-4.5 MCG INHALER')).toMatchObject({
      name: 'SYMBICORT',
      strength: '80-4.5MCG',
      formClass: 'inhaler',
    });
    expect(parseDescription('TIMOLOL MALEATE 0.25% EYE DROP').formClass).toBe('eye-drops');
    expect(parseDescription('TOBRAMYCIN-DEXAMETH OPHTH SUSP')).toMatchObject({
      name: 'TOBRAMYCIN-DEXAMETH',
      formClass: 'eye-drops',
    });
    expect(parseDescription('OZEMPIC 1 MG/DOSE (4 MG/3 ML) PEN')).toMatchObject({
      strength: '1MG',
      formClass: 'pen',
    });
    expect(parseDescription('ETONOGESTREL-EE VAGINAL RING')).toMatchObject({
      name: 'ETONOGESTREL-EE',
      strength: null,
      formClass: 'ring',
    });
  });

  it('leaves the form unknown when the description has none', () => {
    expect(parseDescription('AMLODIPINE-BENAZEPRIL 5-10 MG')).toMatchObject({
      name: 'AMLODIPINE-BENAZEPRIL',
      strength: '5-10MG',
      formClass: null,
    });
  });
});
