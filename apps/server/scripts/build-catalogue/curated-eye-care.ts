import { brand, form, inCategory } from './curated-builders';

const GLAUCOMA = 'Open-angle glaucoma; high pressure in the eye (ocular hypertension)';
const SMALL_BOTTLES = [5, 10];
const DROPPER_SIZES = [5, 10, 15];

export const EYE_CARE_DRUGS = inCategory('Eye Care', [
  {
    name: 'Latanoprost',
    drugClass: 'Prostaglandin analog (ophthalmic)',
    commonUses: GLAUCOMA,
    forms: [form('eye drops', ['0.005%'], SMALL_BOTTLES, { costHint: 2.2 })],
    brands: [brand('Xalatan', { costHint: 38.5 })],
  },
  {
    name: 'Timolol',
    genericName: 'timolol maleate',
    drugClass: 'Beta blocker (ophthalmic)',
    commonUses: GLAUCOMA,
    forms: [form('eye drops', ['0.25%', '0.5%'], DROPPER_SIZES)],
    brands: [],
  },
  {
    name: 'Brimonidine',
    genericName: 'brimonidine tartrate',
    drugClass: 'Alpha-2 agonist (ophthalmic)',
    commonUses: GLAUCOMA,
    forms: [form('eye drops', ['0.1%', '0.15%', '0.2%'], DROPPER_SIZES, { costHint: 1.1 })],
    brands: [brand('Alphagan P', { strengths: ['0.1%', '0.15%'] })],
  },
  {
    name: 'Dorzolamide/Timolol',
    drugClass: 'Carbonic anhydrase inhibitor and beta blocker (ophthalmic)',
    commonUses: GLAUCOMA,
    nadacNames: ['DORZOLAMIDE-TIMOLOL'],
    forms: [form('eye drops', ['2%/0.5%'], [10])],
    brands: [],
  },
  {
    name: 'Prednisolone Acetate',
    slug: 'prednisolone-acetate-ophthalmic',
    genericName: 'prednisolone acetate (ophthalmic)',
    drugClass: 'Corticosteroid (ophthalmic)',
    commonUses: 'Eye inflammation, including after eye surgery',
    forms: [form('eye drops', ['1%'], DROPPER_SIZES, { costHint: 3.4 })],
    brands: [brand('Pred Forte')],
  },
  {
    name: 'Moxifloxacin',
    slug: 'moxifloxacin-ophthalmic',
    genericName: 'moxifloxacin (ophthalmic)',
    drugClass: 'Fluoroquinolone antibiotic (ophthalmic)',
    commonUses: 'Bacterial conjunctivitis (pink eye)',
    forms: [form('eye drops', ['0.5%'], [3], { costHint: 6.2 })],
    brands: [brand('Vigamox', { costHint: 52 })],
  },
  {
    name: 'Olopatadine',
    drugClass: 'Antihistamine and mast cell stabilizer (ophthalmic)',
    commonUses: 'Itchy eyes from allergies (allergic conjunctivitis)',
    forms: [form('eye drops', ['0.1%'], [5], { costHint: 2.4 })],
    brands: [],
  },
  {
    name: 'Tobramycin/Dexamethasone',
    drugClass: 'Antibiotic and corticosteroid combination (ophthalmic)',
    commonUses: 'Eye inflammation with, or at risk of, bacterial infection',
    nadacNames: ['TOBRAMYCIN-DEXAMETH'],
    forms: [form('eye drops', ['0.3%/0.1%'], [5, 10])],
    brands: [brand('TobraDex', { costHint: 27 })],
  },
  {
    name: 'Cyclosporine',
    slug: 'cyclosporine-ophthalmic',
    genericName: 'cyclosporine (ophthalmic emulsion)',
    drugClass: 'Calcineurin inhibitor (ophthalmic immunomodulator)',
    commonUses: 'Increasing tear production in chronic dry eye',
    forms: [
      form('eye drops', ['0.05% (single-use vials)'], [30, 60], {
        pricingUnit: 'EA',
        costHint: 4.3,
      }),
    ],
    brands: [brand('Restasis', { costHint: 10.4 })],
  },
  {
    name: 'Ofloxacin',
    slug: 'ofloxacin-ophthalmic',
    genericName: 'ofloxacin (ophthalmic)',
    drugClass: 'Fluoroquinolone antibiotic (ophthalmic)',
    commonUses: 'Bacterial conjunctivitis; corneal ulcers',
    forms: [form('eye drops', ['0.3%'], SMALL_BOTTLES)],
    brands: [],
  },
]);
