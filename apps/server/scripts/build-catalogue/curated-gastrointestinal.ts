import { brand, brandOf, DAILY, dose, form, inCategory } from './curated-builders';

const ACID_REFLUX = ['acid-reflux' as const];
const PROTON_PUMP_INHIBITOR = 'Proton pump inhibitor (PPI)';
const PPI_USES = 'Acid reflux (GERD); stomach and duodenal ulcers; erosive esophagitis';
const ANTIEMETIC_QUANTITIES = [10, 20, 30];

export const GASTROINTESTINAL_DRUGS = inCategory('Gastrointestinal', [
  {
    name: 'Omeprazole',
    drugClass: PROTON_PUMP_INHIBITOR,
    commonUses: `${PPI_USES}; H. pylori (with antibiotics)`,
    telemedConditions: ACID_REFLUX,
    forms: [form('delayed-release capsule', ['10 mg', '20 mg', '40 mg'], DAILY)],
    brands: [],
  },
  {
    name: 'Pantoprazole',
    drugClass: PROTON_PUMP_INHIBITOR,
    commonUses: PPI_USES,
    telemedConditions: ACID_REFLUX,
    forms: [form('delayed-release tablet', ['20 mg', '40 mg'], DAILY)],
    brands: [brand('Protonix', { costHint: 13.8 })],
  },
  {
    name: 'Esomeprazole',
    genericName: 'esomeprazole magnesium',
    drugClass: PROTON_PUMP_INHIBITOR,
    commonUses: PPI_USES,
    telemedConditions: ACID_REFLUX,
    forms: [form('delayed-release capsule', ['20 mg', '40 mg'], DAILY)],
    brands: [brand('Nexium')],
  },
  {
    name: 'Lansoprazole',
    drugClass: PROTON_PUMP_INHIBITOR,
    commonUses: PPI_USES,
    forms: [form('delayed-release capsule', ['15 mg', '30 mg'], DAILY)],
    brands: [brand('Prevacid', { costHint: 12.6 })],
  },
  {
    name: 'Dexlansoprazole',
    drugClass: PROTON_PUMP_INHIBITOR,
    commonUses: 'Acid reflux (GERD); healing erosive esophagitis',
    forms: [form('delayed-release capsule', ['30 mg', '60 mg'], DAILY)],
    brands: [brand('Dexilant', { costHint: 12.9 })],
  },
  {
    name: 'Rabeprazole',
    genericName: 'rabeprazole sodium',
    drugClass: PROTON_PUMP_INHIBITOR,
    commonUses: PPI_USES,
    forms: [form('delayed-release tablet', ['20 mg'], DAILY)],
    brands: [brand('Aciphex', { costHint: 16.2 })],
  },
  {
    name: 'Famotidine',
    drugClass: 'Histamine-2 (H2) receptor blocker',
    commonUses: 'Heartburn and acid reflux (GERD); stomach and duodenal ulcers',
    telemedConditions: ACID_REFLUX,
    forms: [
      form('tablet', ['20 mg', '40 mg'], [30, 60, 90]),
      form('oral suspension', ['40 mg/5 mL'], [50], { costHint: 0.55 }),
    ],
    brands: [brandOf('Pepcid', ['tablet'], undefined, { costHint: 3.4 })],
  },
  {
    name: 'Sucralfate',
    drugClass: 'Mucosal protectant',
    commonUses: 'Duodenal ulcers',
    forms: [
      form('tablet', ['1 g'], [120, 360], { costHint: 0.2 }),
      form('oral suspension', ['1 g/10 mL'], [420]),
    ],
    brands: [brandOf('Carafate', ['tablet'], undefined, { costHint: 3.1 })],
  },
  {
    name: 'Ondansetron',
    drugClass: 'Serotonin 5-HT3 receptor antagonist (antiemetic)',
    commonUses: 'Preventing nausea and vomiting from chemotherapy, radiation or surgery',
    forms: [
      form('tablet', ['4 mg', '8 mg'], ANTIEMETIC_QUANTITIES),
      form('orally disintegrating tablet', ['4 mg', '8 mg'], ANTIEMETIC_QUANTITIES, {
        costHint: 0.09,
      }),
      form('oral solution', ['4 mg/5 mL'], [50], { costHint: 0.28 }),
    ],
    brands: [brandOf('Zofran', ['tablet'], undefined, { costHint: 31.5 })],
  },
  {
    name: 'Metoclopramide',
    drugClass: 'Dopamine antagonist (prokinetic)',
    commonUses:
      'Diabetic gastroparesis; acid reflux that has not responded to other treatment (short term)',
    forms: [form('tablet', ['5 mg', '10 mg'], [30, 60, 120], { costHint: 0.06 })],
    brands: [brand('Reglan', { costHint: 4.2 })],
  },
  {
    name: 'Prochlorperazine',
    genericName: 'prochlorperazine maleate',
    drugClass: 'Phenothiazine antiemetic',
    commonUses: 'Severe nausea and vomiting; short-term anxiety',
    forms: [
      form('tablet', ['5 mg', '10 mg'], ANTIEMETIC_QUANTITIES),
      form('suppository', ['25 mg'], [12], { costHint: 3.1 }),
    ],
    brands: [],
  },
  {
    name: 'Dicyclomine',
    drugClass: 'Anticholinergic antispasmodic',
    commonUses: 'Irritable bowel syndrome (cramping)',
    forms: [
      form('capsule', ['10 mg'], [60, 120], { costHint: 0.06 }),
      form('tablet', ['20 mg'], [60, 120]),
    ],
    brands: [brand('Bentyl', { costHint: 5.3 })],
  },
  {
    name: 'Hyoscyamine',
    genericName: 'hyoscyamine sulfate',
    drugClass: 'Anticholinergic antispasmodic',
    commonUses: 'Irritable bowel syndrome; bladder spasms; peptic ulcer (with other drugs)',
    forms: [
      form('tablet', ['0.125 mg'], [30, 60, 120]),
      form('orally disintegrating tablet', ['0.125 mg'], [30, 60, 120], { costHint: 0.3 }),
      form('extended-release tablet', ['0.375 mg'], [60], { costHint: 0.55 }),
    ],
    brands: [],
  },
  {
    name: 'Diphenoxylate/Atropine',
    drugClass: 'Antidiarrheal (opioid-related)',
    commonUses: 'Diarrhea',
    deaSchedule: 'V',
    forms: [form('tablet', ['2.5 mg/0.025 mg'], [20, 30, 60])],
    brands: [brand('Lomotil', { costHint: 3.9 })],
  },
  {
    name: 'Polyethylene Glycol 3350',
    slug: 'polyethylene-glycol-3350',
    drugClass: 'Osmotic laxative',
    commonUses: 'Occasional constipation',
    nadacNames: ['POLYETHYLENE GLYCOL'],
    forms: [form('oral powder', ['17 g/dose'], [238, 510])],
    brands: [brand('MiraLax', { costHint: 0.06 })],
  },
  {
    name: 'Lactulose',
    drugClass: 'Osmotic laxative',
    commonUses: 'Constipation; lowering ammonia in liver disease (hepatic encephalopathy)',
    forms: [form('oral solution', ['10 g/15 mL'], [237, 473, 946])],
    brands: [],
  },
  {
    name: 'Linaclotide',
    drugClass: 'Guanylate cyclase-C agonist',
    commonUses: 'Irritable bowel syndrome with constipation; chronic idiopathic constipation',
    isBrandOnly: true,
    nadacNames: ['LINZESS'],
    forms: [form('capsule', ['72 mcg', '145 mcg', '290 mcg'], DAILY, { costHint: 18.3 })],
    brands: [brand('Linzess')],
  },
  {
    name: 'Mesalamine',
    drugClass: 'Aminosalicylate',
    commonUses: 'Ulcerative colitis',
    forms: [
      form('delayed-release tablet', [dose('1.2 g', [60, 120]), dose('800 mg', [90, 180])], [60], {
        costHint: 1.4,
      }),
      form('extended-release capsule', ['0.375 g'], [120, 360], { costHint: 1.1 }),
    ],
    brands: [brandOf('Lialda', ['delayed-release tablet'], ['1.2 g'], { costHint: 11.9 })],
  },
  {
    name: 'Sulfasalazine',
    drugClass: 'Aminosalicylate (sulfa drug)',
    commonUses: 'Ulcerative colitis; rheumatoid arthritis (delayed-release tablets)',
    forms: [
      form('tablet', ['500 mg'], [120, 240]),
      form('delayed-release tablet', ['500 mg'], [120, 240], { costHint: 0.24 }),
    ],
    brands: [brandOf('Azulfidine', ['tablet'], undefined, { costHint: 1.3 })],
  },
  {
    name: 'Ursodiol',
    drugClass: 'Bile acid',
    commonUses: 'Dissolving gallstones; primary biliary cholangitis',
    forms: [
      form('capsule', ['300 mg'], [60, 90, 180], { costHint: 0.42 }),
      form('tablet', ['250 mg', '500 mg'], [60, 120]),
    ],
    brands: [],
  },
  {
    name: 'Scopolamine',
    drugClass: 'Anticholinergic (antiemetic)',
    commonUses: 'Preventing motion sickness and nausea after surgery; one patch lasts 3 days',
    forms: [form('patch', ['1 mg/3 days'], [4, 10])],
    brands: [brand('Transderm Scop', { costHint: 8.6 })],
  },
]);
