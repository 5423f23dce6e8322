import {
  brand,
  brandOf,
  DAILY,
  dose,
  form,
  inCategory,
  THREE_TIMES_DAILY,
  TWICE_DAILY,
} from './curated-builders';

const ANTICONVULSANT = 'Anticonvulsant';
const SEIZURES = 'Seizure disorders (epilepsy)';
const DOPAMINE_AGONIST = 'Dopamine agonist';

/** Seizure, nerve pain, dementia and movement disorder drugs. */
export const NEUROLOGY_DRUGS = inCategory('CNS & Psychiatric', [
  {
    name: 'Gabapentin',
    drugClass: 'Anticonvulsant (gabapentinoid)',
    commonUses: 'Nerve pain after shingles; partial seizures; diabetic nerve pain (off-label)',
    forms: [
      form('capsule', ['100 mg', '300 mg', '400 mg'], [90, 270]),
      form('tablet', ['600 mg', '800 mg'], [90, 270]),
      form('oral solution', ['250 mg/5 mL'], [470], { costHint: 0.07 }),
    ],
    brands: [brandOf('Neurontin', ['capsule', 'tablet'])],
  },
  {
    name: 'Pregabalin',
    drugClass: 'Anticonvulsant (gabapentinoid)',
    commonUses: 'Diabetic nerve pain; nerve pain after shingles; fibromyalgia; partial seizures',
    deaSchedule: 'V',
    forms: [
      form(
        'capsule',
        ['25 mg', '50 mg', '75 mg', '100 mg', '150 mg', '200 mg', '225 mg', '300 mg'],
        TWICE_DAILY,
      ),
    ],
    brands: [brand('Lyrica')],
  },
  {
    name: 'Lamotrigine',
    drugClass: 'Anticonvulsant; mood stabilizer',
    commonUses: 'Seizure disorders; preventing mood episodes in bipolar disorder',
    forms: [form('tablet', ['25 mg', '100 mg', '150 mg', '200 mg'], [30, 60, 90])],
    brands: [brand('Lamictal')],
  },
  {
    name: 'Divalproex',
    genericName: 'divalproex sodium',
    drugClass: 'Anticonvulsant; mood stabilizer',
    commonUses: 'Seizure disorders; bipolar mania; migraine prevention',
    forms: [
      form('delayed-release tablet', ['125 mg', '250 mg', '500 mg'], [60, 90, 180]),
      form('extended-release tablet', ['250 mg', '500 mg'], [30, 60, 90]),
      form('delayed-release capsule', ['125 mg'], [60, 120]),
    ],
    brands: [
      brandOf('Depakote', ['delayed-release tablet', 'delayed-release capsule']),
      brandOf('Depakote ER', ['extended-release tablet'], undefined, { costHint: 4.8 }),
    ],
  },
  {
    name: 'Topiramate',
    drugClass: ANTICONVULSANT,
    commonUses: 'Seizure disorders; migraine prevention',
    forms: [form('tablet', ['25 mg', '50 mg', '100 mg', '200 mg'], TWICE_DAILY)],
    brands: [brand('Topamax')],
  },
  {
    name: 'Levetiracetam',
    drugClass: ANTICONVULSANT,
    commonUses: SEIZURES,
    forms: [
      form('tablet', ['250 mg', '500 mg', '750 mg', '1000 mg'], TWICE_DAILY, { costHint: 0.06 }),
      form('extended-release tablet', ['500 mg', '750 mg'], [30, 60, 90], { costHint: 0.15 }),
      form('oral solution', ['100 mg/mL'], [473]),
    ],
    brands: [brandOf('Keppra', ['tablet', 'oral solution'], undefined, { costHint: 10.6 })],
  },
  {
    name: 'Oxcarbazepine',
    drugClass: ANTICONVULSANT,
    commonUses: 'Partial seizures',
    forms: [
      form('tablet', ['150 mg', '300 mg', '600 mg'], TWICE_DAILY),
      form('oral suspension', ['300 mg/5 mL'], [250], { costHint: 0.3 }),
    ],
    brands: [brandOf('Trileptal', ['tablet', 'oral suspension'], undefined, { costHint: 8.1 })],
  },
  {
    name: 'Carbamazepine',
    drugClass: ANTICONVULSANT,
    commonUses:
      'Seizure disorders; trigeminal neuralgia; bipolar disorder (extended-release capsules)',
    forms: [
      form('tablet', ['200 mg'], [60, 90, 120], { costHint: 0.18 }),
      form('extended-release tablet', ['100 mg', '200 mg', '400 mg'], TWICE_DAILY, {
        costHint: 0.28,
      }),
      form('chewable tablet', ['100 mg'], [60, 120], { costHint: 0.2 }),
      form('oral suspension', ['100 mg/5 mL'], [450]),
    ],
    brands: [
      brandOf('Tegretol', ['tablet', 'oral suspension'], undefined, { costHint: 2.5 }),
      brandOf('Tegretol XR', ['extended-release tablet'], undefined, { costHint: 2.6 }),
    ],
  },
  {
    name: 'Phenytoin',
    drugClass: 'Anticonvulsant (hydantoin)',
    commonUses: 'Seizure disorders; requires blood level monitoring',
    forms: [
      form('extended-release capsule', ['100 mg'], [90, 270], { costHint: 0.32 }),
      form('chewable tablet', ['50 mg'], [90, 180]),
      form('oral suspension', ['125 mg/5 mL'], [237]),
    ],
    brands: [brandOf('Dilantin', ['extended-release capsule'], undefined, { costHint: 1.45 })],
  },
  {
    name: 'Lacosamide',
    drugClass: ANTICONVULSANT,
    commonUses: 'Partial seizures; primary generalized tonic-clonic seizures',
    deaSchedule: 'V',
    forms: [
      form('tablet', ['50 mg', '100 mg', '150 mg', '200 mg'], TWICE_DAILY, { costHint: 0.35 }),
      form('oral solution', ['10 mg/mL'], [200, 465]),
    ],
    brands: [brandOf('Vimpat', ['tablet', 'oral solution'], undefined, { costHint: 25.5 })],
  },
  {
    name: 'Zonisamide',
    drugClass: ANTICONVULSANT,
    commonUses: 'Partial seizures',
    forms: [form('capsule', ['25 mg', '50 mg', '100 mg'], [30, 60, 90])],
    brands: [],
  },
  {
    name: 'Primidone',
    drugClass: 'Anticonvulsant (barbiturate derivative)',
    commonUses: 'Seizure disorders; essential tremor (off-label)',
    forms: [form('tablet', ['50 mg', '250 mg'], [30, 90, 180])],
    brands: [brand('Mysoline', { costHint: 9.4 })],
  },
  {
    name: 'Donepezil',
    drugClass: 'Cholinesterase inhibitor',
    commonUses: "Dementia of Alzheimer's disease",
    forms: [form('tablet', ['5 mg', '10 mg', '23 mg'], DAILY)],
    brands: [brand('Aricept', { costHint: 12.8 })],
  },
  {
    name: 'Memantine',
    drugClass: 'NMDA receptor antagonist',
    commonUses: "Moderate to severe dementia of Alzheimer's disease",
    forms: [
      form('tablet', ['5 mg', '10 mg'], TWICE_DAILY),
      form('extended-release capsule', ['7 mg', '14 mg', '21 mg', '28 mg'], DAILY, {
        costHint: 1.6,
      }),
    ],
    brands: [
      brandOf('Namenda', ['tablet'], undefined, { costHint: 8.6 }),
      brandOf('Namenda XR', ['extended-release capsule'], undefined, { costHint: 16.1 }),
    ],
  },
  {
    name: 'Ropinirole',
    drugClass: DOPAMINE_AGONIST,
    commonUses: "Parkinson's disease; restless legs syndrome",
    forms: [
      form('tablet', ['0.25 mg', '0.5 mg', '1 mg', '2 mg', '3 mg', '4 mg', '5 mg'], [30, 90]),
      form('extended-release tablet', ['2 mg', '4 mg', '6 mg', '8 mg', '12 mg'], DAILY),
    ],
    brands: [],
  },
  {
    name: 'Pramipexole',
    drugClass: DOPAMINE_AGONIST,
    commonUses: "Parkinson's disease; restless legs syndrome",
    forms: [
      form('tablet', ['0.125 mg', '0.25 mg', '0.5 mg', '0.75 mg', '1 mg', '1.5 mg'], [30, 90]),
    ],
    brands: [],
  },
  {
    name: 'Carbidopa/Levodopa',
    drugClass: 'Dopamine precursor with decarboxylase inhibitor',
    commonUses: "Parkinson's disease",
    nadacNames: ['CARBIDOPA-LEVODOPA', 'CARBIDOPA-LEVO'],
    forms: [
      form('tablet', ['10 mg/100 mg', '25 mg/100 mg', '25 mg/250 mg'], THREE_TIMES_DAILY),
      form('extended-release tablet', ['25 mg/100 mg', '50 mg/200 mg'], TWICE_DAILY),
      form('orally disintegrating tablet', ['25 mg/100 mg'], THREE_TIMES_DAILY),
    ],
    brands: [brandOf('Sinemet', ['tablet'], undefined, { costHint: 3.4 })],
  },
  {
    name: 'Benztropine',
    drugClass: 'Anticholinergic (antiparkinson agent)',
    commonUses: "Parkinson's disease; movement side effects of antipsychotics",
    forms: [form('tablet', ['0.5 mg', '1 mg', '2 mg'], TWICE_DAILY)],
    brands: [],
  },
  {
    name: 'Amantadine',
    drugClass: 'Antiparkinson agent (NMDA antagonist)',
    commonUses: "Parkinson's disease; movement side effects of medicines",
    forms: [
      form('capsule', ['100 mg'], TWICE_DAILY),
      form('tablet', ['100 mg'], TWICE_DAILY),
      form('oral solution', ['50 mg/5 mL'], [473]),
    ],
    brands: [],
  },
  {
    name: 'Meclizine',
    drugClass: 'Antihistamine (antiemetic, antivertigo)',
    commonUses: 'Vertigo; motion sickness',
    category: 'Respiratory & Allergy',
    forms: [form('tablet', ['12.5 mg', '25 mg'], [30, 60, 90])],
    brands: [brand('Antivert', { costHint: 4.1 })],
  },
  {
    name: 'Butalbital/Acetaminophen/Caffeine',
    drugClass: 'Barbiturate, analgesic and caffeine combination',
    commonUses: 'Tension headache',
    category: 'Pain & Inflammation',
    nadacNames: ['BUTALBITAL-ACETAMINOPHEN-CAFFEINE'],
    forms: [
      form('tablet', ['50 mg/325 mg/40 mg'], [20, 30, 60]),
      form('capsule', ['50 mg/300 mg/40 mg'], [20, 30, 60]),
    ],
    brands: [brandOf('Fioricet', ['capsule'], undefined, { costHint: 6.2 })],
  },
  {
    name: 'Sumatriptan',
    drugClass: 'Triptan (serotonin 5-HT1B/1D agonist)',
    commonUses: 'Treating migraine attacks, with or without aura',
    category: 'Pain & Inflammation',
    forms: [
      form('tablet', ['25 mg', '50 mg', '100 mg'], [9, 18, 27]),
      form('nasal spray', [dose('20 mg', [6]), dose('5 mg', [6])], [6], {
        pricingUnit: 'EA',
        costHint: 13.5,
      }),
    ],
    brands: [brandOf('Imitrex', ['tablet'], undefined, { costHint: 36.5 })],
  },
  {
    name: 'Rizatriptan',
    drugClass: 'Triptan (serotonin 5-HT1B/1D agonist)',
    commonUses: 'Treating migraine attacks',
    category: 'Pain & Inflammation',
    forms: [
      form('tablet', ['5 mg', '10 mg'], [9, 18]),
      form('orally disintegrating tablet', ['5 mg', '10 mg'], [9, 18]),
    ],
    brands: [
      brandOf('Maxalt', ['tablet'], undefined, { costHint: 42.1 }),
      brandOf('Maxalt-MLT', ['orally disintegrating tablet'], undefined, { nadacName: 'MAXALT' }),
    ],
  },
  {
    name: 'Eletriptan',
    drugClass: 'Triptan (serotonin 5-HT1B/1D agonist)',
    commonUses: 'Treating migraine attacks',
    category: 'Pain & Inflammation',
    forms: [form('tablet', ['20 mg', '40 mg'], [6, 12])],
    brands: [brand('Relpax')],
  },
]);
