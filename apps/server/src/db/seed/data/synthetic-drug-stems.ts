/**
 * Name endings of real drug classes (USAN stems), used to make drug-like synthetic names for
 * the full-scale catalogue. Costs are per pricing unit in dollars.
 */
export interface SyntheticStem {
  stem: string;
  drugClass: string;
  category: string;
  commonUses: string;
  form: { form: string; displayForm: string; pricingUnit: 'EA' | 'ML' | 'GM' };
  strengths: readonly string[];
  quantities: readonly number[];
  unitCostRange: readonly [number, number];
}

const TABLET = { form: 'tablet', displayForm: 'Tablet', pricingUnit: 'EA' } as const;
const CAPSULE = { form: 'capsule', displayForm: 'Capsule', pricingUnit: 'EA' } as const;
const CREAM = { form: 'cream', displayForm: 'Cream', pricingUnit: 'GM' } as const;
const INJECTION = { form: 'injection', displayForm: 'Injection', pricingUnit: 'ML' } as const;
const SPRAY = { form: 'nasal spray', displayForm: 'Nasal Spray', pricingUnit: 'GM' } as const;

const PILL_QUANTITIES = [30, 60, 90] as const;

export const SYNTHETIC_STEMS: readonly SyntheticStem[] = [
  { stem: 'olol', drugClass: 'Beta blocker', category: 'Cardiovascular', commonUses: 'High blood pressure, angina', form: TABLET, strengths: ['5 mg', '10 mg', '25 mg', '50 mg', '100 mg'], quantities: PILL_QUANTITIES, unitCostRange: [0.02, 0.6] },
  { stem: 'opril', drugClass: 'ACE inhibitor', category: 'Cardiovascular', commonUses: 'High blood pressure, heart failure', form: TABLET, strengths: ['2.5 mg', '5 mg', '10 mg', '20 mg', '40 mg'], quantities: PILL_QUANTITIES, unitCostRange: [0.02, 0.5] },
  { stem: 'osartan', drugClass: 'Angiotensin II receptor blocker', category: 'Cardiovascular', commonUses: 'High blood pressure', form: TABLET, strengths: ['25 mg', '50 mg', '100 mg'], quantities: PILL_QUANTITIES, unitCostRange: [0.05, 1.2] },
  { stem: 'astatin', drugClass: 'Statin', category: 'Cardiovascular', commonUses: 'High cholesterol', form: TABLET, strengths: ['10 mg', '20 mg', '40 mg', '80 mg'], quantities: PILL_QUANTITIES, unitCostRange: [0.02, 0.9] },
  { stem: 'odipine', drugClass: 'Calcium channel blocker', category: 'Cardiovascular', commonUses: 'High blood pressure, chest pain', form: TABLET, strengths: ['2.5 mg', '5 mg', '10 mg'], quantities: PILL_QUANTITIES, unitCostRange: [0.02, 0.7] },
  { stem: 'agliptin', drugClass: 'DPP-4 inhibitor', category: 'Endocrine & Metabolic', commonUses: 'Type 2 diabetes', form: TABLET, strengths: ['25 mg', '50 mg', '100 mg'], quantities: PILL_QUANTITIES, unitCostRange: [1.5, 18] },
  { stem: 'iglitazone', drugClass: 'Thiazolidinedione', category: 'Endocrine & Metabolic', commonUses: 'Type 2 diabetes', form: TABLET, strengths: ['15 mg', '30 mg', '45 mg'], quantities: PILL_QUANTITIES, unitCostRange: [0.05, 2] },
  { stem: 'oprazole', drugClass: 'Proton pump inhibitor', category: 'Gastrointestinal', commonUses: 'Acid reflux, stomach ulcers', form: CAPSULE, strengths: ['10 mg', '20 mg', '40 mg'], quantities: PILL_QUANTITIES, unitCostRange: [0.04, 1.5] },
  { stem: 'otidine', drugClass: 'H2 blocker', category: 'Gastrointestinal', commonUses: 'Heartburn, stomach ulcers', form: TABLET, strengths: ['10 mg', '20 mg', '40 mg'], quantities: PILL_QUANTITIES, unitCostRange: [0.03, 0.6] },
  { stem: 'osetron', drugClass: '5-HT3 antagonist', category: 'Gastrointestinal', commonUses: 'Nausea and vomiting', form: TABLET, strengths: ['4 mg', '8 mg'], quantities: [10, 20, 30], unitCostRange: [0.05, 3] },
  { stem: 'iconazole', drugClass: 'Azole antifungal', category: 'Anti-infectives', commonUses: 'Fungal infections', form: CREAM, strengths: ['1%', '2%'], quantities: [15, 30, 45], unitCostRange: [0.1, 2.5] },
  { stem: 'icillin', drugClass: 'Penicillin antibiotic', category: 'Anti-infectives', commonUses: 'Bacterial infections', form: CAPSULE, strengths: ['250 mg', '500 mg', '875 mg'], quantities: [20, 28, 30], unitCostRange: [0.05, 0.9] },
  { stem: 'omycin', drugClass: 'Macrolide antibiotic', category: 'Anti-infectives', commonUses: 'Bacterial infections', form: TABLET, strengths: ['250 mg', '500 mg'], quantities: [6, 10, 14], unitCostRange: [0.2, 4] },
  { stem: 'oxacin', drugClass: 'Fluoroquinolone antibiotic', category: 'Anti-infectives', commonUses: 'Urinary and respiratory infections', form: TABLET, strengths: ['250 mg', '500 mg', '750 mg'], quantities: [10, 14, 20], unitCostRange: [0.1, 3] },
  { stem: 'ovir', drugClass: 'Antiviral', category: 'Anti-infectives', commonUses: 'Herpes and viral infections', form: TABLET, strengths: ['200 mg', '400 mg', '800 mg', '1 g'], quantities: [10, 21, 30], unitCostRange: [0.1, 6] },
  { stem: 'oxetine', drugClass: 'SSRI antidepressant', category: 'CNS & Psychiatric', commonUses: 'Depression, anxiety', form: CAPSULE, strengths: ['10 mg', '20 mg', '40 mg', '60 mg'], quantities: PILL_QUANTITIES, unitCostRange: [0.03, 2] },
  { stem: 'azepam', drugClass: 'Benzodiazepine', category: 'CNS & Psychiatric', commonUses: 'Anxiety, seizures', form: TABLET, strengths: ['0.5 mg', '1 mg', '2 mg'], quantities: PILL_QUANTITIES, unitCostRange: [0.02, 0.5] },
  { stem: 'iridone', drugClass: 'Atypical antipsychotic', category: 'CNS & Psychiatric', commonUses: 'Schizophrenia, bipolar disorder', form: TABLET, strengths: ['1 mg', '2 mg', '5 mg', '10 mg'], quantities: PILL_QUANTITIES, unitCostRange: [0.05, 12] },
  { stem: 'atriptan', drugClass: 'Triptan', category: 'CNS & Psychiatric', commonUses: 'Migraine', form: TABLET, strengths: ['25 mg', '50 mg', '100 mg'], quantities: [9, 18, 27], unitCostRange: [0.3, 20] },
  { stem: 'oprofen', drugClass: 'NSAID', category: 'Pain & Inflammation', commonUses: 'Pain, inflammation, arthritis', form: TABLET, strengths: ['200 mg', '400 mg', '600 mg', '800 mg'], quantities: PILL_QUANTITIES, unitCostRange: [0.02, 0.6] },
  { stem: 'icoxib', drugClass: 'COX-2 inhibitor', category: 'Pain & Inflammation', commonUses: 'Arthritis pain', form: CAPSULE, strengths: ['100 mg', '200 mg'], quantities: PILL_QUANTITIES, unitCostRange: [0.1, 8] },
  { stem: 'imab', drugClass: 'Monoclonal antibody', category: 'Pain & Inflammation', commonUses: 'Autoimmune conditions', form: INJECTION, strengths: ['40 mg/0.8 mL', '80 mg/mL', '150 mg/mL'], quantities: [1, 2, 4], unitCostRange: [400, 4000] },
  { stem: 'umab', drugClass: 'Monoclonal antibody', category: 'Dermatology', commonUses: 'Psoriasis, eczema', form: INJECTION, strengths: ['100 mg/mL', '300 mg/2 mL'], quantities: [1, 2, 4], unitCostRange: [500, 5000] },
  { stem: 'olukast', drugClass: 'Leukotriene receptor antagonist', category: 'Respiratory & Allergy', commonUses: 'Asthma, allergies', form: TABLET, strengths: ['4 mg', '5 mg', '10 mg'], quantities: PILL_QUANTITIES, unitCostRange: [0.05, 1.5] },
  { stem: 'asonide', drugClass: 'Corticosteroid', category: 'Respiratory & Allergy', commonUses: 'Allergic rhinitis', form: SPRAY, strengths: ['50 mcg/actuation', '32 mcg/actuation'], quantities: [9, 16, 32], unitCostRange: [0.8, 6] },
  { stem: 'oterol', drugClass: 'Beta-2 agonist', category: 'Respiratory & Allergy', commonUses: 'Asthma, COPD', form: TABLET, strengths: ['2 mg', '4 mg'], quantities: PILL_QUANTITIES, unitCostRange: [0.1, 2] },
  { stem: 'idronate', drugClass: 'Bisphosphonate', category: 'Endocrine & Metabolic', commonUses: 'Osteoporosis', form: TABLET, strengths: ['35 mg', '70 mg', '150 mg'], quantities: [4, 12], unitCostRange: [0.3, 10] },
  { stem: 'afil', drugClass: 'PDE5 inhibitor', category: 'Genitourinary', commonUses: 'Erectile dysfunction', form: TABLET, strengths: ['25 mg', '50 mg', '100 mg'], quantities: [10, 30], unitCostRange: [0.2, 30] },
  { stem: 'osin', drugClass: 'Alpha blocker', category: 'Genitourinary', commonUses: 'Enlarged prostate', form: CAPSULE, strengths: ['0.4 mg', '4 mg', '8 mg'], quantities: PILL_QUANTITIES, unitCostRange: [0.03, 1] },
  { stem: 'isolone', drugClass: 'Topical corticosteroid', category: 'Dermatology', commonUses: 'Eczema, dermatitis', form: CREAM, strengths: ['0.05%', '0.1%', '0.25%'], quantities: [15, 30, 60], unitCostRange: [0.1, 4] },
  { stem: 'oprost', drugClass: 'Prostaglandin analog', category: 'Eye Care', commonUses: 'Glaucoma', form: { form: 'ophthalmic solution', displayForm: 'Eye Drops', pricingUnit: 'ML' }, strengths: ['0.005%', '0.01%'], quantities: [5, 10], unitCostRange: [2, 40] },
];

/** First syllables: an onset, a vowel and a closing consonant ("dax", "prel", "vin"). */
export const NAME_ONSETS = ['b', 'c', 'd', 'f', 'g', 'l', 'm', 'n', 'p', 'r', 's', 't', 'v', 'z', 'br', 'cl', 'dr', 'fl', 'gr', 'pr', 'tr', 'st', 'qu', 'x'] as const;
export const NAME_VOWELS = ['a', 'e', 'i', 'o', 'u'] as const;
export const NAME_CODAS = ['b', 'd', 'l', 'm', 'n', 'r', 's', 't', 'v', 'x', 'z', 'c'] as const;
/** Optional joining syllables between the first syllable and the stem. */
export const NAME_LINKS = ['', 'ar', 'el', 'in', 'ot', 'um', 'ev', 'ad', 'il', 'on', 'ex', 'ab'] as const;
