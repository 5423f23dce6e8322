import { brand, brandOf, DAILY, dose, form, inCategory, TWICE_DAILY } from './curated-builders';

const ED = ['erectile-dysfunction' as const];
const PDE5_INHIBITOR = 'Phosphodiesterase-5 (PDE5) inhibitor';
const ALPHA_BLOCKER = 'Alpha-1 blocker (uroselective)';
const ANTIMUSCARINIC = 'Antimuscarinic (bladder antispasmodic)';
const OVERACTIVE_BLADDER = 'Overactive bladder (urgency, frequency, leakage)';
const ED_QUANTITIES = [10, 20, 30];

export const GENITOURINARY_DRUGS = inCategory('Genitourinary', [
  {
    name: 'Sildenafil',
    drugClass: PDE5_INHIBITOR,
    commonUses: 'Erectile dysfunction; pulmonary arterial hypertension (20 mg)',
    promoExclusion: 'ed',
    telemedConditions: ED,
    forms: [
      form(
        'tablet',
        [
          dose('20 mg', [30, 90]),
          dose('25 mg', ED_QUANTITIES),
          dose('50 mg', ED_QUANTITIES, 10),
          dose('100 mg', ED_QUANTITIES),
        ],
        ED_QUANTITIES,
      ),
    ],
    brands: [brand('Viagra', { strengths: ['25 mg', '50 mg', '100 mg'] })],
  },
  {
    name: 'Tadalafil',
    drugClass: PDE5_INHIBITOR,
    commonUses:
      'Erectile dysfunction; enlarged prostate (BPH) symptoms; pulmonary arterial hypertension',
    promoExclusion: 'ed',
    telemedConditions: ED,
    forms: [
      form(
        'tablet',
        [
          dose('2.5 mg', [30, 90]),
          dose('5 mg', [30, 90], 30),
          dose('10 mg', ED_QUANTITIES),
          dose('20 mg', ED_QUANTITIES),
        ],
        ED_QUANTITIES,
      ),
    ],
    brands: [brand('Cialis', { costHint: 71 })],
  },
  {
    name: 'Vardenafil',
    drugClass: PDE5_INHIBITOR,
    commonUses: 'Erectile dysfunction',
    promoExclusion: 'ed',
    forms: [form('tablet', ['2.5 mg', '5 mg', '10 mg', '20 mg'], ED_QUANTITIES)],
    brands: [],
  },
  {
    name: 'Finasteride',
    drugClass: '5-alpha reductase inhibitor',
    commonUses: 'Male pattern hair loss (1 mg); enlarged prostate (BPH) (5 mg)',
    promoExclusion: 'hair_loss',
    telemedConditions: ['hair-loss'],
    forms: [form('tablet', ['1 mg', '5 mg'], DAILY)],
    brands: [
      brand('Propecia', { strengths: ['1 mg'], costHint: 3.2 }),
      brand('Proscar', {
        strengths: ['5 mg'],
        costHint: 3.6,
        promoExclusion: null,
        telemedConditions: [],
      }),
    ],
  },
  {
    name: 'Dutasteride',
    drugClass: '5-alpha reductase inhibitor',
    commonUses: 'Enlarged prostate (BPH)',
    forms: [form('capsule', ['0.5 mg'], DAILY)],
    brands: [brand('Avodart', { costHint: 6.9 })],
  },
  {
    name: 'Tamsulosin',
    drugClass: ALPHA_BLOCKER,
    commonUses: 'Enlarged prostate (BPH) urinary symptoms',
    forms: [form('capsule', ['0.4 mg'], DAILY)],
    brands: [brand('Flomax', { costHint: 7.4 })],
  },
  {
    name: 'Alfuzosin',
    drugClass: ALPHA_BLOCKER,
    commonUses: 'Enlarged prostate (BPH) urinary symptoms',
    forms: [form('extended-release tablet', ['10 mg'], DAILY)],
    brands: [brand('Uroxatral', { costHint: 8.9 })],
  },
  {
    name: 'Oxybutynin',
    drugClass: ANTIMUSCARINIC,
    commonUses: OVERACTIVE_BLADDER,
    forms: [
      form('tablet', ['5 mg'], [60, 90, 180], { costHint: 0.05 }),
      form('extended-release tablet', ['5 mg', '10 mg', '15 mg'], DAILY, { costHint: 0.21 }),
      form('oral solution', ['5 mg/5 mL'], [473]),
    ],
    brands: [brandOf('Ditropan XL', ['extended-release tablet'], undefined, { costHint: 8.6 })],
  },
  {
    name: 'Tolterodine',
    drugClass: ANTIMUSCARINIC,
    commonUses: OVERACTIVE_BLADDER,
    forms: [
      form('tablet', ['1 mg', '2 mg'], TWICE_DAILY),
      form('extended-release capsule', ['2 mg', '4 mg'], DAILY, { costHint: 0.75 }),
    ],
    brands: [brandOf('Detrol LA', ['extended-release capsule'], undefined, { costHint: 11.4 })],
  },
  {
    name: 'Solifenacin',
    drugClass: ANTIMUSCARINIC,
    commonUses: OVERACTIVE_BLADDER,
    forms: [form('tablet', ['5 mg', '10 mg'], DAILY)],
    brands: [brand('Vesicare', { costHint: 13.1 })],
  },
  {
    name: 'Trospium',
    drugClass: ANTIMUSCARINIC,
    commonUses: OVERACTIVE_BLADDER,
    forms: [form('tablet', ['20 mg'], TWICE_DAILY)],
    brands: [],
  },
  {
    name: 'Mirabegron',
    drugClass: 'Beta-3 adrenergic agonist',
    commonUses: OVERACTIVE_BLADDER,
    forms: [form('extended-release tablet', ['25 mg', '50 mg'], DAILY)],
    brands: [brand('Myrbetriq', { costHint: 13.2 })],
  },
  {
    name: 'Phenazopyridine',
    drugClass: 'Urinary tract analgesic',
    commonUses: 'Short-term relief of urinary pain, burning and urgency (colors urine orange)',
    forms: [form('tablet', ['100 mg', '200 mg'], [6, 10])],
    brands: [],
  },
]);
