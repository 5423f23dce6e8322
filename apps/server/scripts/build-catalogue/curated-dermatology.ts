import { brand, brandOf, form, inCategory } from './curated-builders';

const TOPICAL_STEROID = 'Topical corticosteroid';
const STEROID_USES =
  'Itching and inflammation of eczema, psoriasis, dermatitis and other skin conditions';
const TUBES = [15, 30, 60];

export const DERMATOLOGY_DRUGS = inCategory('Dermatology', [
  {
    name: 'Triamcinolone',
    genericName: 'triamcinolone acetonide',
    drugClass: `${TOPICAL_STEROID} (medium potency)`,
    commonUses: STEROID_USES,
    forms: [
      form('cream', ['0.025%', '0.1%', '0.5%'], [15, 30, 80, 454]),
      form('ointment', ['0.025%', '0.1%', '0.5%'], [15, 80, 454], { costHint: 0.03 }),
    ],
    brands: [],
  },
  {
    name: 'Clobetasol',
    genericName: 'clobetasol propionate',
    drugClass: `${TOPICAL_STEROID} (super-high potency)`,
    commonUses: 'Short-term treatment of severe psoriasis and eczema; scalp psoriasis (solution)',
    forms: [
      form('cream', ['0.05%'], TUBES),
      form('ointment', ['0.05%'], TUBES, { costHint: 0.14 }),
      form('topical solution', ['0.05%'], [25, 50], { costHint: 0.3 }),
    ],
    brands: [],
  },
  {
    name: 'Fluocinonide',
    drugClass: `${TOPICAL_STEROID} (high potency)`,
    commonUses: STEROID_USES,
    forms: [
      form('cream', ['0.05%'], TUBES, { costHint: 0.45 }),
      form('ointment', ['0.05%'], TUBES, { costHint: 0.5 }),
      form('topical solution', ['0.05%'], [20, 60]),
    ],
    brands: [],
  },
  {
    name: 'Desonide',
    drugClass: `${TOPICAL_STEROID} (low potency)`,
    commonUses: 'Mild eczema and dermatitis, including on the face',
    forms: [
      form('cream', ['0.05%'], [15, 60]),
      form('ointment', ['0.05%'], [15, 60], { costHint: 0.3 }),
    ],
    brands: [],
  },
  {
    name: 'Hydrocortisone',
    drugClass: `${TOPICAL_STEROID} (low potency)`,
    commonUses: 'Itching and inflammation of mild eczema, dermatitis and rashes',
    forms: [
      form('cream', ['2.5%'], [20, 30], { costHint: 0.2 }),
      form('ointment', ['2.5%'], [20, 30], { costHint: 0.22 }),
    ],
    brands: [],
  },
  {
    name: 'Clotrimazole/Betamethasone',
    genericName: 'clotrimazole/betamethasone dipropionate',
    drugClass: 'Topical antifungal and corticosteroid combination',
    commonUses: "Fungal skin infections with inflammation: athlete's foot, jock itch, ringworm",
    nadacNames: ['CLOTRIMAZOLE-BETAMETHASONE'],
    forms: [form('cream', ['1%/0.05%'], [15, 45])],
    brands: [brand('Lotrisone', { costHint: 4.2 })],
  },
  {
    name: 'Tretinoin',
    drugClass: 'Topical retinoid',
    commonUses: 'Acne; fine wrinkles from sun damage',
    forms: [
      form('cream', ['0.025%', '0.05%', '0.1%'], [20, 45]),
      form('gel', ['0.01%', '0.025%'], [15, 45], { costHint: 0.9 }),
    ],
    brands: [brandOf('Retin-A', ['cream', 'gel'], undefined, { costHint: 3.4 })],
  },
  {
    name: 'Isotretinoin',
    drugClass: 'Oral retinoid',
    commonUses:
      'Severe nodular acne that has not responded to other treatment; requires iPLEDGE enrollment',
    forms: [form('capsule', ['10 mg', '20 mg', '30 mg', '40 mg'], [30, 60])],
    brands: [brand('Absorica'), brand('Claravis'), brand('Amnesteem')],
  },
  {
    name: 'Silver Sulfadiazine',
    drugClass: 'Topical sulfonamide antibacterial',
    commonUses: 'Preventing and treating infection in second- and third-degree burns',
    forms: [form('cream', ['1%'], [50, 85, 400], { costHint: 0.09 })],
    brands: [brand('Silvadene')],
  },
  {
    name: 'Permethrin',
    drugClass: 'Topical scabicide and pediculicide',
    commonUses: 'Scabies',
    forms: [form('cream', ['5%'], [60])],
    brands: [],
  },
]);
