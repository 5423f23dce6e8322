import { brand, brandOf, DAILY, dose, form, inCategory, TWICE_DAILY } from './curated-builders';

const NSAID = 'Nonsteroidal anti-inflammatory drug (NSAID)';
const OPIOID_COMBINATION = 'Opioid analgesic and acetaminophen combination';
const OPIOID_ANALGESIC = 'Opioid analgesic';
const SEVERE_PAIN = 'Pain severe enough to need an opioid when other treatments are not enough';
const MUSCLE_RELAXANT = 'Skeletal muscle relaxant';
const MUSCLE_SPASMS = 'Painful muscle spasms, with rest and physical therapy';
const CORTICOSTEROID = 'Corticosteroid';
const OPIOID_QUANTITIES = [10, 20, 30, 60, 90];
const SHORT_COURSE = [10, 20, 30];

export const PAIN_DRUGS = inCategory('Pain & Inflammation', [
  {
    name: 'Hydrocodone/Acetaminophen',
    drugClass: OPIOID_COMBINATION,
    commonUses: SEVERE_PAIN,
    deaSchedule: 'II',
    isOpioid: true,
    forms: [
      form('tablet', ['5 mg/325 mg', '7.5 mg/325 mg', '10 mg/325 mg'], OPIOID_QUANTITIES, {
        defaultQuantity: 30,
      }),
    ],
    brands: [],
  },
  {
    name: 'Oxycodone/Acetaminophen',
    drugClass: OPIOID_COMBINATION,
    commonUses: SEVERE_PAIN,
    deaSchedule: 'II',
    isOpioid: true,
    forms: [
      form('tablet', ['5 mg/325 mg', '7.5 mg/325 mg', '10 mg/325 mg'], OPIOID_QUANTITIES, {
        defaultQuantity: 30,
      }),
    ],
    brands: [brand('Percocet'), brand('Endocet')],
  },
  {
    name: 'Oxycodone',
    drugClass: OPIOID_ANALGESIC,
    commonUses: `${SEVERE_PAIN}; extended-release tablets for severe daily long-term pain`,
    deaSchedule: 'II',
    isOpioid: true,
    forms: [
      form('tablet', ['5 mg', '10 mg', '15 mg', '20 mg', '30 mg'], OPIOID_QUANTITIES, {
        defaultQuantity: 30,
        costHint: 0.12,
      }),
      form(
        'extended-release tablet',
        ['10 mg', '15 mg', '20 mg', '30 mg', '40 mg', '60 mg', '80 mg'],
        [60],
        {
          costHint: 4.6,
        },
      ),
      form('oral solution', ['5 mg/5 mL'], [100, 500]),
    ],
    brands: [
      brandOf('Roxicodone', ['tablet'], ['5 mg', '15 mg', '30 mg'], { costHint: 8.8 }),
      brandOf('OxyContin', ['extended-release tablet']),
    ],
  },
  {
    name: 'Acetaminophen/Codeine',
    drugClass: OPIOID_COMBINATION,
    commonUses: 'Mild to moderately severe pain',
    deaSchedule: 'III',
    isOpioid: true,
    nadacNames: ['ACETAMINOPHEN-COD'],
    forms: [
      form('tablet', ['300 mg/30 mg', '300 mg/60 mg'], [12, 20, 30], { defaultQuantity: 20 }),
    ],
    brands: [brand('Tylenol with Codeine', { costHint: 2.9 })],
  },
  {
    name: 'Tramadol',
    drugClass: 'Opioid analgesic (with serotonin and norepinephrine reuptake inhibition)',
    commonUses: 'Pain severe enough to need an opioid',
    deaSchedule: 'IV',
    isOpioid: true,
    forms: [
      form('tablet', ['50 mg', '100 mg'], [20, 30, 60, 90, 120], { defaultQuantity: 30 }),
      form('extended-release tablet', ['100 mg', '200 mg', '300 mg'], [30]),
    ],
    brands: [brandOf('Ultram', ['tablet'], ['50 mg'], { costHint: 5.2 })],
  },
  {
    name: 'Morphine',
    genericName: 'morphine sulfate',
    drugClass: OPIOID_ANALGESIC,
    commonUses: 'Severe pain; extended-release tablets for severe daily long-term pain',
    deaSchedule: 'II',
    isOpioid: true,
    forms: [
      form('extended-release tablet', ['15 mg', '30 mg', '60 mg', '100 mg', '200 mg'], [60], {
        costHint: 0.55,
      }),
      form('tablet', ['15 mg', '30 mg'], OPIOID_QUANTITIES, { defaultQuantity: 30, costHint: 0.3 }),
      form('oral solution', ['10 mg/5 mL', '20 mg/5 mL'], [100, 500]),
    ],
    brands: [brandOf('MS Contin', ['extended-release tablet'], undefined, { costHint: 5.6 })],
  },
  {
    name: 'Hydromorphone',
    drugClass: OPIOID_ANALGESIC,
    commonUses: 'Severe pain',
    deaSchedule: 'II',
    isOpioid: true,
    forms: [
      form('tablet', ['2 mg', '4 mg', '8 mg'], OPIOID_QUANTITIES, { defaultQuantity: 30 }),
      form('oral solution', ['1 mg/mL'], [473], { costHint: 0.12 }),
    ],
    brands: [brandOf('Dilaudid', ['tablet'], undefined, { costHint: 9.2 })],
  },
  {
    name: 'Methadone',
    drugClass: OPIOID_ANALGESIC,
    commonUses: 'Severe long-term pain; opioid use disorder (in certified programs)',
    deaSchedule: 'II',
    isOpioid: true,
    forms: [
      form('tablet', ['5 mg', '10 mg'], [30, 60, 90, 120], { costHint: 0.08 }),
      form('oral solution', ['5 mg/5 mL', '10 mg/5 mL'], [500]),
    ],
    brands: [],
  },
  {
    name: 'Fentanyl',
    drugClass: OPIOID_ANALGESIC,
    commonUses:
      'Severe daily long-term pain in people already tolerant to opioids; patch changed every 72 hours',
    deaSchedule: 'II',
    isOpioid: true,
    forms: [
      form('patch', ['12 mcg/hr', '25 mcg/hr', '50 mcg/hr', '75 mcg/hr', '100 mcg/hr'], [5, 10], {
        costHint: 2.9,
      }),
    ],
    brands: [brand('Duragesic', { costHint: 48 })],
  },
  {
    name: 'Tapentadol',
    drugClass: OPIOID_ANALGESIC,
    commonUses: 'Acute pain severe enough to need an opioid',
    deaSchedule: 'II',
    isOpioid: true,
    isBrandOnly: true,
    nadacNames: ['NUCYNTA'],
    forms: [form('tablet', ['50 mg', '75 mg', '100 mg'], [30, 60, 90, 120], { costHint: 10.6 })],
    brands: [brand('Nucynta')],
  },
  {
    name: 'Buprenorphine',
    drugClass: 'Opioid partial agonist',
    commonUses: 'Opioid use disorder (sublingual tablets); severe long-term pain (weekly patch)',
    deaSchedule: 'III',
    isOpioid: true,
    forms: [
      form('sublingual tablet', ['2 mg', '8 mg'], [14, 30, 60]),
      form('patch', ['5 mcg/hr', '7.5 mcg/hr', '10 mcg/hr', '15 mcg/hr', '20 mcg/hr'], [4], {
        costHint: 28,
      }),
    ],
    brands: [brandOf('Butrans', ['patch'], undefined, { costHint: 68 })],
  },
  {
    name: 'Buprenorphine/Naloxone',
    drugClass: 'Opioid partial agonist and opioid antagonist combination',
    commonUses: 'Opioid use disorder (dependence)',
    deaSchedule: 'III',
    isOpioid: true,
    forms: [
      form(
        'sublingual film',
        ['2 mg/0.5 mg', '4 mg/1 mg', '8 mg/2 mg', '12 mg/3 mg'],
        [14, 30, 60],
        {
          costHint: 2.6,
        },
      ),
      form('sublingual tablet', ['2 mg/0.5 mg', '8 mg/2 mg'], [14, 30, 60]),
    ],
    brands: [brandOf('Suboxone', ['sublingual film'], undefined, { costHint: 8.7 })],
  },
  {
    name: 'Naloxone',
    drugClass: 'Opioid antagonist',
    commonUses: 'Emergency treatment of a known or suspected opioid overdose',
    forms: [form('nasal spray', ['4 mg/0.1 mL'], [2], { pricingUnit: 'EA', costHint: 22 })],
    brands: [brand('Narcan', { costHint: 22.5 })],
  },
  {
    name: 'Ibuprofen',
    drugClass: NSAID,
    commonUses: 'Pain; fever; arthritis; menstrual cramps',
    forms: [
      form('tablet', ['400 mg', '600 mg', '800 mg'], [30, 60, 90], { costHint: 0.035 }),
      form('oral suspension', ['100 mg/5 mL'], [120, 237]),
    ],
    brands: [],
  },
  {
    name: 'Naproxen',
    drugClass: NSAID,
    commonUses: 'Arthritis; pain; menstrual cramps; gout flares',
    forms: [form('tablet', ['250 mg', '375 mg', '500 mg'], [30, 60])],
    brands: [brand('Naprosyn', { costHint: 4.6 })],
  },
  {
    name: 'Meloxicam',
    drugClass: NSAID,
    commonUses: 'Osteoarthritis; rheumatoid arthritis',
    forms: [form('tablet', ['7.5 mg', '15 mg'], DAILY)],
    brands: [],
  },
  {
    name: 'Diclofenac',
    drugClass: NSAID,
    commonUses: 'Arthritis pain; joint pain (gel); pain and menstrual cramps (potassium tablets)',
    forms: [
      form('delayed-release tablet', ['50 mg', '75 mg'], TWICE_DAILY),
      form('tablet', ['50 mg'], [30, 60, 90], { costHint: 0.3 }),
      form('extended-release tablet', ['100 mg'], DAILY),
      form('gel', ['1%'], [100, 200], { costHint: 0.08 }),
    ],
    brands: [brandOf('Voltaren', ['gel'], undefined, { costHint: 0.12 })],
  },
  {
    name: 'Celecoxib',
    drugClass: 'NSAID (COX-2 selective)',
    commonUses: 'Osteoarthritis; rheumatoid arthritis; acute pain; menstrual cramps',
    forms: [form('capsule', ['50 mg', '100 mg', '200 mg', '400 mg'], [30, 60, 90])],
    brands: [brand('Celebrex', { costHint: 12 })],
  },
  {
    name: 'Nabumetone',
    drugClass: NSAID,
    commonUses: 'Osteoarthritis; rheumatoid arthritis',
    forms: [form('tablet', ['500 mg', '750 mg'], TWICE_DAILY)],
    brands: [],
  },
  {
    name: 'Etodolac',
    drugClass: NSAID,
    commonUses: 'Osteoarthritis; rheumatoid arthritis; acute pain',
    forms: [
      form('tablet', ['400 mg', '500 mg'], [30, 60]),
      form('capsule', ['200 mg', '300 mg'], [30, 60]),
    ],
    brands: [],
  },
  {
    name: 'Indomethacin',
    drugClass: NSAID,
    commonUses: 'Gout flares; arthritis; bursitis and tendinitis',
    forms: [form('capsule', ['25 mg', '50 mg'], [30, 60, 90], { costHint: 0.3 })],
    brands: [],
  },
  {
    name: 'Ketorolac',
    drugClass: NSAID,
    commonUses: 'Short-term (up to 5 days) treatment of moderately severe pain',
    forms: [form('tablet', ['10 mg'], [10, 20])],
    brands: [],
  },
  {
    name: 'Acetaminophen',
    drugClass: 'Analgesic and antipyretic',
    commonUses: 'Pain; fever',
    forms: [
      form('tablet', ['325 mg', '500 mg'], [30, 100], { costHint: 0.015 }),
      form('oral suspension', ['160 mg/5 mL'], [118, 237], { costHint: 0.01 }),
    ],
    brands: [brandOf('Tylenol', ['tablet'], undefined, { costHint: 0.09 })],
  },
  {
    name: 'Lidocaine',
    drugClass: 'Local anesthetic',
    commonUses:
      'Nerve pain after shingles (patch); numbing the mouth and throat (viscous solution)',
    forms: [
      form('patch', ['5%'], [30, 90], { costHint: 1.9 }),
      form('oral solution', ['2% (viscous)'], [100]),
    ],
    brands: [brandOf('Lidoderm', ['patch'], undefined, { costHint: 10.6 })],
  },
  {
    name: 'Cyclobenzaprine',
    drugClass: MUSCLE_RELAXANT,
    commonUses: MUSCLE_SPASMS,
    forms: [form('tablet', ['5 mg', '10 mg'], [30, 60, 90])],
    brands: [],
  },
  {
    name: 'Tizanidine',
    drugClass: 'Central alpha-2 agonist (muscle relaxant)',
    commonUses: 'Muscle spasticity from multiple sclerosis or spinal cord injury',
    forms: [form('tablet', ['2 mg', '4 mg'], [30, 90, 120])],
    brands: [brand('Zanaflex', { costHint: 6.5 })],
  },
  {
    name: 'Baclofen',
    drugClass: 'GABA-B agonist (muscle relaxant)',
    commonUses: 'Muscle spasticity from multiple sclerosis or spinal cord injury',
    forms: [form('tablet', ['5 mg', '10 mg', '20 mg'], [90, 270])],
    brands: [],
  },
  {
    name: 'Methocarbamol',
    drugClass: MUSCLE_RELAXANT,
    commonUses: MUSCLE_SPASMS,
    forms: [form('tablet', ['500 mg', '750 mg'], [30, 60, 90, 120])],
    brands: [brand('Robaxin', { strengths: ['750 mg'], costHint: 3.2 })],
  },
  {
    name: 'Metaxalone',
    drugClass: MUSCLE_RELAXANT,
    commonUses: MUSCLE_SPASMS,
    forms: [form('tablet', ['800 mg'], [30, 60, 90])],
    brands: [brand('Skelaxin', { costHint: 14.6 })],
  },
  {
    name: 'Carisoprodol',
    drugClass: MUSCLE_RELAXANT,
    commonUses: 'Short-term (2 to 3 weeks) relief of painful muscle conditions',
    deaSchedule: 'IV',
    forms: [form('tablet', ['250 mg', '350 mg'], [30, 60, 90])],
    brands: [brand('Soma', { strengths: ['250 mg', '350 mg'], costHint: 9.8 })],
  },
  {
    name: 'Prednisone',
    drugClass: CORTICOSTEROID,
    commonUses:
      'Inflammation and allergic conditions: asthma flares, arthritis, skin and autoimmune diseases',
    forms: [
      form(
        'tablet',
        [
          dose('1 mg', [30, 90]),
          dose('2.5 mg', [30, 90]),
          dose('5 mg', [21, 30, 90]),
          dose('10 mg', SHORT_COURSE),
          dose('20 mg', SHORT_COURSE),
          dose('50 mg', [5, 10]),
        ],
        SHORT_COURSE,
      ),
    ],
    brands: [],
  },
  {
    name: 'Methylprednisolone',
    drugClass: CORTICOSTEROID,
    commonUses: 'Inflammation and allergic conditions; the 4 mg dose pack is a 6-day taper',
    forms: [
      form(
        'tablet',
        [dose('4 mg', [21, 30]), dose('8 mg', [30]), dose('16 mg', [30]), dose('32 mg', [30])],
        [30],
      ),
    ],
    brands: [brand('Medrol', { strengths: ['4 mg', '16 mg', '32 mg'], costHint: 1.5 })],
  },
  {
    name: 'Prednisolone',
    drugClass: CORTICOSTEROID,
    commonUses: 'Inflammation and allergic conditions, often for children (oral solution)',
    forms: [form('oral solution', ['15 mg/5 mL', '5 mg/5 mL'], [50, 100, 237])],
    brands: [],
  },
  {
    name: 'Dexamethasone',
    drugClass: CORTICOSTEROID,
    commonUses: 'Inflammation and allergic conditions; croup; nausea from chemotherapy',
    forms: [
      form(
        'tablet',
        ['0.5 mg', '0.75 mg', '1 mg', '1.5 mg', '2 mg', '4 mg', '6 mg'],
        SHORT_COURSE,
        { costHint: 0.12 },
      ),
    ],
    brands: [],
  },
  {
    name: 'Hydroxychloroquine',
    drugClass: 'Disease-modifying antirheumatic drug (antimalarial)',
    commonUses: 'Rheumatoid arthritis; lupus; malaria',
    forms: [form('tablet', ['200 mg'], [30, 60, 180])],
    brands: [brand('Plaquenil', { costHint: 6.9 })],
  },
  {
    name: 'Methotrexate',
    drugClass: 'Disease-modifying antirheumatic drug (antimetabolite)',
    commonUses: 'Rheumatoid arthritis and psoriasis (taken once weekly); some cancers',
    forms: [form('tablet', ['2.5 mg'], [12, 24, 36])],
    brands: [],
  },
]);
