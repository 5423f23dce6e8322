import {
  AS_NEEDED_LARGE,
  brand,
  brandOf,
  DAILY,
  DAILY_OR_TWICE,
  dose,
  form,
  inCategory,
  TWICE_DAILY,
} from './curated-builders';

const SSRI = 'Selective serotonin reuptake inhibitor (SSRI)';
const SNRI = 'Serotonin-norepinephrine reuptake inhibitor (SNRI)';
const BENZODIAZEPINE = 'Benzodiazepine';
const ATYPICAL_ANTIPSYCHOTIC = 'Atypical antipsychotic';
const STIMULANT = 'Central nervous system stimulant';
const ADHD = 'Attention deficit hyperactivity disorder (ADHD)';
const SLEEP_AID_QUANTITIES = [30];

/** Antidepressants, anxiolytics, hypnotics, antipsychotics, mood stabilizers and ADHD drugs. */
export const PSYCHIATRIC_DRUGS = inCategory('CNS & Psychiatric', [
  {
    name: 'Sertraline',
    drugClass: SSRI,
    commonUses: 'Depression; panic disorder; OCD; PTSD; social anxiety disorder',
    forms: [
      form('tablet', ['25 mg', '50 mg', '100 mg'], DAILY),
      form('oral solution', ['20 mg/mL'], [60], { costHint: 0.45 }),
    ],
    brands: [brand('Zoloft', { costHint: 12.6 })],
  },
  {
    name: 'Escitalopram',
    drugClass: SSRI,
    commonUses: 'Depression; generalized anxiety disorder',
    forms: [
      form('tablet', ['5 mg', '10 mg', '20 mg'], DAILY),
      form('oral solution', ['5 mg/5 mL'], [240], { costHint: 0.12 }),
    ],
    brands: [brandOf('Lexapro', ['tablet'], undefined, { costHint: 14.2 })],
  },
  {
    name: 'Citalopram',
    drugClass: SSRI,
    commonUses: 'Depression',
    forms: [form('tablet', ['10 mg', '20 mg', '40 mg'], DAILY)],
    brands: [brand('Celexa', { costHint: 8.9 })],
  },
  {
    name: 'Fluoxetine',
    drugClass: SSRI,
    commonUses: 'Depression; OCD; bulimia; panic disorder',
    forms: [
      form('capsule', ['10 mg', '20 mg', '40 mg'], DAILY),
      form('tablet', ['10 mg', '20 mg', '60 mg'], DAILY),
      form('oral solution', ['20 mg/5 mL'], [120], { costHint: 0.14 }),
    ],
    brands: [brandOf('Prozac', ['capsule'])],
  },
  {
    name: 'Paroxetine',
    drugClass: SSRI,
    commonUses: 'Depression; panic disorder; social anxiety; PTSD; generalized anxiety disorder',
    forms: [form('tablet', ['10 mg', '20 mg', '30 mg', '40 mg'], DAILY)],
    brands: [brand('Paxil')],
  },
  {
    name: 'Fluvoxamine',
    drugClass: SSRI,
    commonUses: 'Obsessive-compulsive disorder (OCD)',
    forms: [form('tablet', ['25 mg', '50 mg', '100 mg'], TWICE_DAILY)],
    brands: [],
  },
  {
    name: 'Vortioxetine',
    drugClass: 'Serotonin modulator and stimulator',
    commonUses: 'Depression',
    isBrandOnly: true,
    nadacNames: ['TRINTELLIX'],
    forms: [form('tablet', ['5 mg', '10 mg', '20 mg'], DAILY, { costHint: 15.6 })],
    brands: [brand('Trintellix')],
  },
  {
    name: 'Duloxetine',
    drugClass: SNRI,
    commonUses:
      'Depression; generalized anxiety; diabetic nerve pain; fibromyalgia; chronic musculoskeletal pain',
    forms: [form('delayed-release capsule', ['20 mg', '30 mg', '60 mg'], DAILY)],
    brands: [brand('Cymbalta')],
  },
  {
    name: 'Venlafaxine',
    drugClass: SNRI,
    commonUses: 'Depression; generalized anxiety; social anxiety; panic disorder',
    forms: [
      form('extended-release capsule', ['37.5 mg', '75 mg', '150 mg'], DAILY),
      form('tablet', ['25 mg', '37.5 mg', '50 mg', '75 mg', '100 mg'], TWICE_DAILY),
    ],
    brands: [brandOf('Effexor XR', ['extended-release capsule'])],
  },
  {
    name: 'Desvenlafaxine',
    drugClass: SNRI,
    commonUses: 'Depression',
    forms: [form('extended-release tablet', ['25 mg', '50 mg', '100 mg'], DAILY)],
    brands: [brand('Pristiq')],
  },
  {
    name: 'Bupropion XL',
    slug: 'bupropion-xl',
    genericName: 'bupropion extended-release (XL)',
    drugClass: 'Norepinephrine-dopamine reuptake inhibitor (NDRI)',
    commonUses: 'Depression; preventing seasonal depression',
    nadacNames: ['BUPROPION'],
    forms: [
      form('extended-release tablet', ['150 mg', '300 mg', '450 mg'], DAILY, { costHint: 0.1 }),
    ],
    brands: [brand('Wellbutrin XL', { costHint: 62 })],
  },
  {
    name: 'Bupropion SR',
    slug: 'bupropion-sr',
    genericName: 'bupropion sustained-release (SR)',
    drugClass: 'Norepinephrine-dopamine reuptake inhibitor (NDRI)',
    commonUses: 'Depression; quitting smoking',
    nadacNames: ['BUPROPION'],
    forms: [form('extended-release tablet', ['100 mg', '150 mg', '200 mg'], TWICE_DAILY)],
    brands: [brand('Wellbutrin SR', { nadacName: 'WELLBUTRIN' })],
  },
  {
    name: 'Trazodone',
    drugClass: 'Serotonin antagonist and reuptake inhibitor',
    commonUses: 'Depression; trouble sleeping (off-label)',
    forms: [form('tablet', ['50 mg', '100 mg', '150 mg', '300 mg'], DAILY)],
    brands: [],
  },
  {
    name: 'Mirtazapine',
    drugClass: 'Tetracyclic antidepressant',
    commonUses: 'Depression, especially with poor sleep or appetite',
    forms: [
      form('tablet', ['7.5 mg', '15 mg', '30 mg', '45 mg'], DAILY),
      form('orally disintegrating tablet', ['15 mg', '30 mg', '45 mg'], [30]),
    ],
    brands: [brandOf('Remeron', ['tablet'], undefined, { costHint: 11.1 })],
  },
  {
    name: 'Amitriptyline',
    drugClass: 'Tricyclic antidepressant',
    commonUses: 'Depression; nerve pain and migraine prevention (off-label)',
    forms: [form('tablet', ['10 mg', '25 mg', '50 mg', '75 mg', '100 mg', '150 mg'], DAILY)],
    brands: [],
  },
  {
    name: 'Nortriptyline',
    drugClass: 'Tricyclic antidepressant',
    commonUses: 'Depression; nerve pain (off-label)',
    forms: [
      form('capsule', ['10 mg', '25 mg', '50 mg', '75 mg'], DAILY),
      form('oral solution', ['10 mg/5 mL'], [473], { costHint: 0.09 }),
    ],
    brands: [brandOf('Pamelor', ['capsule'], undefined, { costHint: 13.2 })],
  },
  {
    name: 'Doxepin',
    drugClass: 'Tricyclic antidepressant',
    commonUses: 'Depression and anxiety (capsules); trouble staying asleep (3 mg and 6 mg tablets)',
    forms: [
      form('capsule', ['10 mg', '25 mg', '50 mg', '75 mg', '100 mg', '150 mg'], DAILY),
      form('tablet', ['3 mg', '6 mg'], SLEEP_AID_QUANTITIES, { costHint: 2.4 }),
    ],
    brands: [brandOf('Silenor', ['tablet'], undefined, { costHint: 14.5 })],
  },
  {
    name: 'Buspirone',
    drugClass: 'Anxiolytic (azapirone)',
    commonUses: 'Generalized anxiety disorder',
    forms: [form('tablet', ['5 mg', '7.5 mg', '10 mg', '15 mg', '30 mg'], TWICE_DAILY)],
    brands: [],
  },
  {
    name: 'Alprazolam',
    drugClass: BENZODIAZEPINE,
    commonUses: 'Anxiety disorders; panic disorder',
    deaSchedule: 'IV',
    forms: [
      form('tablet', ['0.25 mg', '0.5 mg', '1 mg', '2 mg'], AS_NEEDED_LARGE),
      form('extended-release tablet', ['0.5 mg', '1 mg', '2 mg', '3 mg'], [30, 60]),
    ],
    brands: [
      brandOf('Xanax', ['tablet']),
      brandOf('Xanax XR', ['extended-release tablet'], undefined, { costHint: 14.6 }),
    ],
  },
  {
    name: 'Lorazepam',
    drugClass: BENZODIAZEPINE,
    commonUses: 'Anxiety disorders; anxiety-related trouble sleeping',
    deaSchedule: 'IV',
    forms: [form('tablet', ['0.5 mg', '1 mg', '2 mg'], AS_NEEDED_LARGE)],
    brands: [brand('Ativan', { costHint: 9.6 })],
  },
  {
    name: 'Clonazepam',
    drugClass: BENZODIAZEPINE,
    commonUses: 'Panic disorder; seizure disorders',
    deaSchedule: 'IV',
    forms: [
      form('tablet', ['0.5 mg', '1 mg', '2 mg'], AS_NEEDED_LARGE),
      form(
        'orally disintegrating tablet',
        ['0.125 mg', '0.25 mg', '0.5 mg', '1 mg', '2 mg'],
        [30, 60],
      ),
    ],
    brands: [brandOf('Klonopin', ['tablet'], undefined, { costHint: 7.8 })],
  },
  {
    name: 'Diazepam',
    drugClass: BENZODIAZEPINE,
    commonUses: 'Anxiety; muscle spasms; alcohol withdrawal; with other drugs for seizures',
    deaSchedule: 'IV',
    forms: [form('tablet', ['2 mg', '5 mg', '10 mg'], AS_NEEDED_LARGE)],
    brands: [brand('Valium', { costHint: 8.2 })],
  },
  {
    name: 'Temazepam',
    drugClass: BENZODIAZEPINE,
    commonUses: 'Short-term treatment of trouble sleeping (insomnia)',
    deaSchedule: 'IV',
    forms: [form('capsule', ['7.5 mg', '15 mg', '22.5 mg', '30 mg'], SLEEP_AID_QUANTITIES)],
    brands: [brand('Restoril', { costHint: 16.5 })],
  },
  {
    name: 'Zolpidem',
    drugClass: 'Sedative-hypnotic (non-benzodiazepine)',
    commonUses: 'Trouble falling or staying asleep (insomnia)',
    deaSchedule: 'IV',
    forms: [
      form('tablet', ['5 mg', '10 mg'], SLEEP_AID_QUANTITIES),
      form('extended-release tablet', ['6.25 mg', '12.5 mg'], SLEEP_AID_QUANTITIES),
    ],
    brands: [
      brandOf('Ambien', ['tablet']),
      brandOf('Ambien CR', ['extended-release tablet'], undefined, { costHint: 22.4 }),
    ],
  },
  {
    name: 'Eszopiclone',
    drugClass: 'Sedative-hypnotic (non-benzodiazepine)',
    commonUses: 'Trouble falling or staying asleep (insomnia)',
    deaSchedule: 'IV',
    forms: [form('tablet', ['1 mg', '2 mg', '3 mg'], SLEEP_AID_QUANTITIES)],
    brands: [brand('Lunesta', { costHint: 14.9 })],
  },
  {
    name: 'Quetiapine',
    drugClass: ATYPICAL_ANTIPSYCHOTIC,
    commonUses: 'Schizophrenia; bipolar disorder; added to an antidepressant for depression (XR)',
    forms: [
      form('tablet', ['25 mg', '50 mg', '100 mg', '200 mg', '300 mg', '400 mg'], DAILY_OR_TWICE),
      form('extended-release tablet', ['50 mg', '150 mg', '200 mg', '300 mg', '400 mg'], DAILY),
    ],
    brands: [
      brandOf('Seroquel', ['tablet']),
      brandOf('Seroquel XR', ['extended-release tablet'], undefined, { costHint: 16.8 }),
    ],
  },
  {
    name: 'Risperidone',
    drugClass: ATYPICAL_ANTIPSYCHOTIC,
    commonUses: 'Schizophrenia; bipolar mania; irritability in autism',
    forms: [
      form('tablet', ['0.25 mg', '0.5 mg', '1 mg', '2 mg', '3 mg', '4 mg'], DAILY_OR_TWICE),
      form('oral solution', ['1 mg/mL'], [30], { costHint: 0.3 }),
    ],
    brands: [brandOf('Risperdal', ['tablet'])],
  },
  {
    name: 'Olanzapine',
    drugClass: ATYPICAL_ANTIPSYCHOTIC,
    commonUses: 'Schizophrenia; bipolar disorder',
    forms: [
      form('tablet', ['2.5 mg', '5 mg', '7.5 mg', '10 mg', '15 mg', '20 mg'], DAILY),
      form('orally disintegrating tablet', ['5 mg', '10 mg', '15 mg', '20 mg'], DAILY),
    ],
    brands: [
      brandOf('Zyprexa', ['tablet']),
      brandOf('Zyprexa Zydis', ['orally disintegrating tablet'], undefined, { costHint: 27.5 }),
    ],
  },
  {
    name: 'Aripiprazole',
    drugClass: ATYPICAL_ANTIPSYCHOTIC,
    commonUses:
      'Schizophrenia; bipolar disorder; added to an antidepressant for depression; Tourette syndrome',
    forms: [form('tablet', ['2 mg', '5 mg', '10 mg', '15 mg', '20 mg', '30 mg'], DAILY)],
    brands: [brand('Abilify')],
  },
  {
    name: 'Lurasidone',
    drugClass: ATYPICAL_ANTIPSYCHOTIC,
    commonUses: 'Schizophrenia; bipolar depression; taken with food',
    forms: [form('tablet', ['20 mg', '40 mg', '60 mg', '80 mg', '120 mg'], DAILY)],
    brands: [brand('Latuda')],
  },
  {
    name: 'Cariprazine',
    drugClass: ATYPICAL_ANTIPSYCHOTIC,
    commonUses: 'Schizophrenia; bipolar disorder; added to an antidepressant for depression',
    isBrandOnly: true,
    nadacNames: ['VRAYLAR'],
    forms: [form('capsule', ['1.5 mg', '3 mg', '4.5 mg', '6 mg'], DAILY)],
    brands: [brand('Vraylar')],
  },
  {
    name: 'Ziprasidone',
    drugClass: ATYPICAL_ANTIPSYCHOTIC,
    commonUses: 'Schizophrenia; bipolar disorder; taken with food',
    forms: [form('capsule', ['20 mg', '40 mg', '60 mg', '80 mg'], TWICE_DAILY)],
    brands: [brand('Geodon', { costHint: 19.8 })],
  },
  {
    name: 'Paliperidone',
    drugClass: ATYPICAL_ANTIPSYCHOTIC,
    commonUses: 'Schizophrenia; schizoaffective disorder',
    forms: [form('extended-release tablet', ['1.5 mg', '3 mg', '6 mg', '9 mg'], DAILY)],
    brands: [brand('Invega')],
  },
  {
    name: 'Clozapine',
    drugClass: ATYPICAL_ANTIPSYCHOTIC,
    commonUses:
      'Schizophrenia that has not responded to other treatment; requires blood monitoring',
    forms: [form('tablet', ['25 mg', '50 mg', '100 mg', '200 mg'], [30, 60, 90])],
    brands: [brand('Clozaril', { costHint: 7.4 })],
  },
  {
    name: 'Haloperidol',
    drugClass: 'Typical antipsychotic (butyrophenone)',
    commonUses: 'Schizophrenia; Tourette syndrome; severe agitation',
    forms: [form('tablet', ['0.5 mg', '1 mg', '2 mg', '5 mg', '10 mg', '20 mg'], DAILY_OR_TWICE)],
    brands: [],
  },
  {
    name: 'Lithium',
    genericName: 'lithium carbonate',
    drugClass: 'Mood stabilizer',
    commonUses: 'Bipolar disorder; requires blood level monitoring',
    forms: [
      form('capsule', ['150 mg', '300 mg', '600 mg'], [60, 90, 180]),
      form('extended-release tablet', ['300 mg', '450 mg'], TWICE_DAILY),
    ],
    brands: [brandOf('Lithobid', ['extended-release tablet'], ['300 mg'], { costHint: 3.1 })],
  },
  {
    name: 'Guanfacine',
    drugClass: 'Central alpha-2A agonist',
    commonUses: 'ADHD (extended-release); high blood pressure (immediate-release)',
    forms: [
      form('extended-release tablet', ['1 mg', '2 mg', '3 mg', '4 mg'], DAILY),
      form('tablet', ['1 mg', '2 mg'], DAILY),
    ],
    brands: [brandOf('Intuniv', ['extended-release tablet'])],
  },
  {
    name: 'Amphetamine/Dextroamphetamine',
    genericName: 'amphetamine/dextroamphetamine (mixed amphetamine salts)',
    drugClass: STIMULANT,
    commonUses: 'ADHD; narcolepsy',
    deaSchedule: 'II',
    nadacNames: [
      'DEXTROAMP-AMPHETAMINE',
      'DEXTROAMP-AMPHETAMIN',
      'DEXTROAMP-AMPHETAM',
      'DEXTROAMP-AMPHET',
    ],
    forms: [
      form(
        'tablet',
        ['5 mg', '7.5 mg', '10 mg', '12.5 mg', '15 mg', '20 mg', '30 mg'],
        [30, 60, 90],
      ),
      form('extended-release capsule', ['5 mg', '10 mg', '15 mg', '20 mg', '25 mg', '30 mg'], [30]),
    ],
    brands: [
      brandOf('Adderall', ['tablet'], undefined, { costHint: 8.5 }),
      brandOf('Adderall XR', ['extended-release capsule'], undefined, { nadacName: 'ADDERALL' }),
    ],
  },
  {
    name: 'Lisdexamfetamine',
    drugClass: STIMULANT,
    commonUses: 'ADHD; moderate to severe binge eating disorder',
    deaSchedule: 'II',
    forms: [
      form('capsule', ['10 mg', '20 mg', '30 mg', '40 mg', '50 mg', '60 mg', '70 mg'], [30]),
      form('chewable tablet', ['10 mg', '20 mg', '30 mg', '40 mg', '50 mg', '60 mg'], [30]),
    ],
    brands: [brand('Vyvanse', { costHint: 12.35 })],
  },
  {
    name: 'Methylphenidate',
    drugClass: STIMULANT,
    commonUses: 'ADHD; narcolepsy (immediate-release)',
    deaSchedule: 'II',
    forms: [
      form('tablet', ['5 mg', '10 mg', '20 mg'], [60, 90], { costHint: 0.3 }),
      form('extended-release tablet', ['18 mg', '27 mg', '36 mg', '54 mg'], [30], {
        costHint: 3.1,
      }),
    ],
    brands: [brandOf('Ritalin', ['tablet']), brandOf('Concerta', ['extended-release tablet'])],
  },
  {
    name: 'Dexmethylphenidate',
    drugClass: STIMULANT,
    commonUses: ADHD,
    deaSchedule: 'II',
    forms: [
      form('tablet', ['2.5 mg', '5 mg', '10 mg'], [60]),
      form(
        'extended-release capsule',
        ['5 mg', '10 mg', '15 mg', '20 mg', '25 mg', '30 mg', '35 mg', '40 mg'],
        [30],
        { costHint: 1.6 },
      ),
    ],
    brands: [
      brandOf('Focalin', ['tablet']),
      brandOf('Focalin XR', ['extended-release capsule'], undefined, { costHint: 13.9 }),
    ],
  },
  {
    name: 'Dextroamphetamine',
    drugClass: STIMULANT,
    commonUses: 'ADHD; narcolepsy',
    deaSchedule: 'II',
    forms: [
      form('tablet', ['5 mg', '10 mg'], [60, 90]),
      form('extended-release capsule', ['5 mg', '10 mg', '15 mg'], [30, 60], { costHint: 1.2 }),
    ],
    brands: [],
  },
  {
    name: 'Atomoxetine',
    drugClass: 'Selective norepinephrine reuptake inhibitor (non-stimulant)',
    commonUses: ADHD,
    forms: [
      form('capsule', ['10 mg', '18 mg', '25 mg', '40 mg', '60 mg', '80 mg', '100 mg'], DAILY),
    ],
    brands: [brand('Strattera')],
  },
  {
    name: 'Modafinil',
    drugClass: 'Wakefulness-promoting agent',
    commonUses: 'Excessive sleepiness from narcolepsy, sleep apnea or shift work',
    deaSchedule: 'IV',
    forms: [form('tablet', ['100 mg', '200 mg'], DAILY)],
    brands: [brand('Provigil', { costHint: 41.5 })],
  },
  {
    name: 'Armodafinil',
    drugClass: 'Wakefulness-promoting agent',
    commonUses: 'Excessive sleepiness from narcolepsy, sleep apnea or shift work',
    deaSchedule: 'IV',
    forms: [form('tablet', ['50 mg', '150 mg', '200 mg', '250 mg'], [30])],
    brands: [brand('Nuvigil', { costHint: 33.8 })],
  },
  {
    name: 'Varenicline',
    drugClass: 'Nicotinic receptor partial agonist',
    commonUses: 'Quitting smoking',
    forms: [form('tablet', [dose('0.5 mg', [56]), dose('1 mg', [56, 112])], [56])],
    brands: [],
  },
  {
    name: 'Naltrexone',
    drugClass: 'Opioid antagonist',
    commonUses: 'Alcohol dependence; preventing relapse to opioid use after detoxification',
    forms: [form('tablet', ['50 mg'], DAILY)],
    brands: [],
  },
]);
