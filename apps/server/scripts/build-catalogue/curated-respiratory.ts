import { brand, brandOf, DAILY, dose, form, inCategory } from './curated-builders';

const ALLERGIES = ['seasonal-allergies' as const];
const SECOND_GENERATION_ANTIHISTAMINE = 'Antihistamine (second generation)';
const FIRST_GENERATION_ANTIHISTAMINE = 'Antihistamine (first generation)';
const ICS_LABA = 'Inhaled corticosteroid and long-acting beta agonist (ICS/LABA)';
const ASTHMA_COPD_MAINTENANCE = 'Long-term control of asthma; COPD maintenance';
const SEASONAL_ALLERGY_USES = 'Seasonal and year-round allergies (hay fever); hives';
const ONE_INHALER = [1, 2];
const NEBULIZER_VIALS = [75, 150];

export const RESPIRATORY_DRUGS = inCategory('Respiratory & Allergy', [
  {
    name: 'Albuterol',
    drugClass: 'Short-acting beta-2 agonist (SABA)',
    commonUses:
      'Quick relief of asthma and COPD symptoms; preventing exercise-induced bronchospasm',
    forms: [
      form('inhaler', ['90 mcg/actuation'], ONE_INHALER, { costHint: 24 }),
      form('inhalation solution', ['2.5 mg/3 mL (0.083%)'], NEBULIZER_VIALS, { costHint: 0.06 }),
      form('oral solution', ['2 mg/5 mL'], [473]),
    ],
    brands: [brandOf('Ventolin HFA', ['inhaler'], undefined, { costHint: 29 })],
  },
  {
    name: 'Budesonide/Formoterol',
    drugClass: ICS_LABA,
    commonUses: ASTHMA_COPD_MAINTENANCE,
    forms: [form('inhaler', ['80 mcg/4.5 mcg', '160 mcg/4.5 mcg'], ONE_INHALER, { costHint: 136 })],
    brands: [
      brand('Symbicort', {
        ownForms: [
          form('inhaler', ['80 mcg/4.5 mcg', '160 mcg/4.5 mcg'], ONE_INHALER, {
            nadacPricingUnit: 'GM',
            nadacUnits: 10.2,
          }),
        ],
      }),
    ],
  },
  {
    name: 'Fluticasone/Salmeterol',
    drugClass: ICS_LABA,
    commonUses: ASTHMA_COPD_MAINTENANCE,
    forms: [
      form('inhaler', ['100 mcg/50 mcg', '250 mcg/50 mcg', '500 mcg/50 mcg'], ONE_INHALER, {
        nadacPricingUnit: 'EA',
        nadacUnits: 60,
      }),
    ],
    brands: [brand('Advair Diskus'), brand('Wixela Inhub', { costHint: 62 })],
  },
  {
    name: 'Fluticasone/Vilanterol',
    drugClass: ICS_LABA,
    commonUses: 'Long-term control of asthma; COPD maintenance; one inhalation once daily',
    isBrandOnly: true,
    nadacNames: ['BREO'],
    forms: [
      form('inhaler', ['100 mcg/25 mcg', '200 mcg/25 mcg'], ONE_INHALER, {
        nadacPricingUnit: 'EA',
        nadacUnits: 30,
      }),
    ],
    brands: [brand('Breo Ellipta')],
  },
  {
    name: 'Fluticasone/Umeclidinium/Vilanterol',
    drugClass: 'Inhaled corticosteroid, long-acting anticholinergic and long-acting beta agonist',
    commonUses: 'COPD maintenance; asthma; one inhalation once daily',
    isBrandOnly: true,
    nadacNames: ['TRELEGY'],
    forms: [
      form('inhaler', ['100 mcg/62.5 mcg/25 mcg', '200 mcg/62.5 mcg/25 mcg'], ONE_INHALER, {
        nadacPricingUnit: 'EA',
        nadacUnits: 60,
      }),
    ],
    brands: [brand('Trelegy Ellipta')],
  },
  {
    name: 'Tiotropium',
    drugClass: 'Long-acting muscarinic antagonist (LAMA)',
    commonUses:
      'COPD maintenance; the capsules are inhaled with a HandiHaler device, not swallowed',
    forms: [form('capsule', ['18 mcg'], [30, 90], { costHint: 7.9 })],
    brands: [brand('Spiriva HandiHaler')],
  },
  {
    name: 'Ipratropium/Albuterol',
    drugClass: 'Short-acting anticholinergic and beta agonist combination',
    commonUses: 'COPD bronchospasm in people who need a second bronchodilator',
    forms: [form('inhalation solution', ['0.5 mg/2.5 mg per 3 mL'], [90, 180, 360])],
    brands: [
      brand('Combivent Respimat', {
        ownForms: [form('inhaler', ['20 mcg/100 mcg'], ONE_INHALER, { costHint: 512 })],
      }),
    ],
  },
  {
    name: 'Ipratropium',
    drugClass: 'Short-acting muscarinic antagonist (SAMA)',
    commonUses: 'COPD bronchospasm (nebulizer); runny nose from colds or allergies (nasal spray)',
    forms: [
      form('inhalation solution', ['0.02% (0.5 mg/2.5 mL)'], [75, 150]),
      form('nasal spray', [dose('0.03%', [30]), dose('0.06%', [15])], [30], {
        pricingUnit: 'ML',
        costHint: 0.45,
      }),
    ],
    brands: [],
  },
  {
    name: 'Budesonide',
    drugClass: 'Corticosteroid (inhaled and oral)',
    commonUses: "Asthma in children (nebulizer); Crohn's disease (capsules)",
    forms: [
      form('inhalation solution', ['0.25 mg/2 mL', '0.5 mg/2 mL', '1 mg/2 mL'], [60, 120], {
        costHint: 1.1,
      }),
      form('delayed-release capsule', ['3 mg'], [90, 270]),
    ],
    brands: [brandOf('Pulmicort', ['inhalation solution'])],
  },
  {
    name: 'Beclomethasone',
    drugClass: 'Inhaled corticosteroid',
    commonUses: 'Long-term control of asthma',
    isBrandOnly: true,
    nadacNames: ['QVAR'],
    forms: [
      form('inhaler', ['40 mcg/actuation', '80 mcg/actuation'], ONE_INHALER, { costHint: 232 }),
    ],
    brands: [brand('Qvar RediHaler', { nadacName: 'QVAR' })],
  },
  {
    name: 'Fluticasone',
    genericName: 'fluticasone propionate',
    drugClass: 'Corticosteroid (nasal, inhaled and topical)',
    commonUses:
      'Allergic and non-allergic nasal symptoms (nasal spray); asthma (inhaler); eczema (cream)',
    telemedConditions: ALLERGIES,
    forms: [
      form('nasal spray', ['50 mcg/actuation'], [16, 32, 48], { costHint: 0.68 }),
      form('inhaler', ['44 mcg/actuation', '110 mcg/actuation', '220 mcg/actuation'], ONE_INHALER, {
        costHint: 138,
      }),
      form('cream', ['0.05%'], [15, 30, 60]),
      form('ointment', ['0.005%'], [15, 30, 60], { costHint: 0.35 }),
    ],
    brands: [brandOf('Flonase', ['nasal spray'], undefined, { costHint: 1.1 })],
  },
  {
    name: 'Mometasone',
    genericName: 'mometasone furoate',
    drugClass: 'Corticosteroid (nasal and topical)',
    commonUses:
      'Nasal allergy symptoms and nasal polyps (nasal spray); eczema and psoriasis (cream, ointment)',
    forms: [
      form('nasal spray', ['50 mcg/actuation'], [17, 34], { costHint: 1.5 }),
      form('cream', ['0.1%'], [15, 45], { costHint: 0.3 }),
      form('ointment', ['0.1%'], [15, 45]),
    ],
    brands: [],
  },
  {
    name: 'Azelastine',
    drugClass: 'Antihistamine (nasal)',
    commonUses: 'Seasonal and year-round allergic nasal symptoms',
    telemedConditions: ALLERGIES,
    forms: [
      form('nasal spray', ['0.1% (137 mcg/actuation)', '0.15% (205.5 mcg/actuation)'], [30], {
        pricingUnit: 'ML',
      }),
    ],
    brands: [],
  },
  {
    name: 'Montelukast',
    drugClass: 'Leukotriene receptor antagonist',
    commonUses:
      'Asthma prevention; seasonal and year-round allergies; exercise-induced bronchospasm',
    telemedConditions: ALLERGIES,
    forms: [form('tablet', ['10 mg'], DAILY), form('chewable tablet', ['4 mg', '5 mg'], DAILY)],
    brands: [brandOf('Singulair', ['tablet', 'chewable tablet'], undefined, { costHint: 6.4 })],
  },
  {
    name: 'Cetirizine',
    drugClass: SECOND_GENERATION_ANTIHISTAMINE,
    commonUses: SEASONAL_ALLERGY_USES,
    telemedConditions: ALLERGIES,
    forms: [
      form('tablet', ['5 mg', '10 mg'], DAILY, { costHint: 0.04 }),
      form('oral solution', ['1 mg/mL'], [120, 240]),
    ],
    brands: [brandOf('Zyrtec', ['tablet'], ['10 mg'], { costHint: 0.62 })],
  },
  {
    name: 'Levocetirizine',
    drugClass: SECOND_GENERATION_ANTIHISTAMINE,
    commonUses: SEASONAL_ALLERGY_USES,
    telemedConditions: ALLERGIES,
    forms: [form('tablet', ['5 mg'], DAILY), form('oral solution', ['2.5 mg/5 mL'], [148])],
    brands: [brandOf('Xyzal', ['tablet'], undefined, { costHint: 0.55 })],
  },
  {
    name: 'Loratadine',
    drugClass: SECOND_GENERATION_ANTIHISTAMINE,
    commonUses: SEASONAL_ALLERGY_USES,
    forms: [
      form('tablet', ['10 mg'], DAILY, { costHint: 0.03 }),
      form('oral solution', ['5 mg/5 mL'], [120]),
    ],
    brands: [brandOf('Claritin', ['tablet'], undefined, { costHint: 0.6 })],
  },
  {
    name: 'Fexofenadine',
    drugClass: SECOND_GENERATION_ANTIHISTAMINE,
    commonUses: SEASONAL_ALLERGY_USES,
    forms: [form('tablet', ['60 mg', '180 mg'], [30, 60, 90])],
    brands: [brand('Allegra', { strengths: ['180 mg'], costHint: 0.75 })],
  },
  {
    name: 'Diphenhydramine',
    drugClass: FIRST_GENERATION_ANTIHISTAMINE,
    commonUses: 'Allergy symptoms; occasional trouble sleeping; motion sickness',
    forms: [
      form('capsule', ['25 mg', '50 mg'], [30, 100], { costHint: 0.03 }),
      form('oral solution', ['12.5 mg/5 mL'], [118, 237]),
    ],
    brands: [brandOf('Benadryl', ['capsule'], ['25 mg'], { costHint: 0.2 })],
  },
  {
    name: 'Hydroxyzine',
    drugClass: FIRST_GENERATION_ANTIHISTAMINE,
    commonUses: 'Anxiety; itching from allergic skin conditions; sedation before procedures',
    forms: [
      form('tablet', ['10 mg', '25 mg', '50 mg'], [30, 60, 90]),
      form('capsule', ['25 mg', '50 mg', '100 mg'], [30, 60, 90], { costHint: 0.1 }),
    ],
    brands: [brandOf('Vistaril', ['capsule'], ['25 mg', '50 mg'], { costHint: 3.5 })],
  },
  {
    name: 'Promethazine',
    drugClass: 'Phenothiazine antihistamine',
    commonUses: 'Nausea and vomiting; motion sickness; allergy symptoms; sedation',
    forms: [
      form('tablet', ['12.5 mg', '25 mg', '50 mg'], [10, 20, 30], { costHint: 0.06 }),
      form('oral solution', ['6.25 mg/5 mL'], [118, 240]),
    ],
    brands: [],
  },
  {
    name: 'Benzonatate',
    drugClass: 'Non-opioid antitussive',
    commonUses: 'Relief of cough; swallow the capsules whole',
    forms: [form('capsule', ['100 mg', '200 mg'], [20, 30, 60])],
    brands: [
      brandOf('Tessalon Perles', ['capsule'], ['100 mg'], { costHint: 2.5, nadacName: 'TESSALON' }),
    ],
  },
  {
    name: 'Epinephrine',
    drugClass: 'Alpha and beta adrenergic agonist',
    commonUses: 'Emergency treatment of severe allergic reactions (anaphylaxis)',
    forms: [form('auto-injector', ['0.15 mg', '0.3 mg'], [2], { costHint: 65 })],
    brands: [brand('EpiPen', { costHint: 145 })],
  },
]);
