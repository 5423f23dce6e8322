import { brand, brandOf, dose, form, inCategory } from './curated-builders';

const COLD_SORES = ['cold-sores' as const];
const PENICILLIN = 'Penicillin antibiotic';
const CEPHALOSPORIN_1 = 'Cephalosporin antibiotic (first generation)';
const FLUOROQUINOLONE = 'Fluoroquinolone antibiotic';
const TETRACYCLINE = 'Tetracycline antibiotic';
const ANTIVIRAL_HERPES = 'Antiviral (nucleoside analog)';
const COURSE = [14, 20, 28];
const SUSPENSION_BOTTLES = [100, 150, 200];

export const ANTI_INFECTIVE_DRUGS = inCategory('Anti-infectives', [
  {
    name: 'Amoxicillin',
    drugClass: PENICILLIN,
    commonUses:
      'Ear, nose, throat, chest, skin and urinary infections; H. pylori (with other drugs)',
    forms: [
      form('capsule', [dose('250 mg', [21, 30]), dose('500 mg', [21, 30])], [21], {
        costHint: 0.05,
      }),
      form('tablet', [dose('500 mg', [20, 30]), dose('875 mg', [14, 20])], [20], {
        costHint: 0.12,
      }),
      form('oral suspension', ['125 mg/5 mL', '250 mg/5 mL', '400 mg/5 mL'], SUSPENSION_BOTTLES),
    ],
    brands: [],
  },
  {
    name: 'Amoxicillin/Clavulanate',
    drugClass: 'Penicillin antibiotic with beta-lactamase inhibitor',
    commonUses: 'Sinus, ear, lung, skin and urinary infections, including bite wounds',
    nadacNames: ['AMOXICILLIN-CLAVULANATE', 'AMOX-CLAV'],
    forms: [
      form('tablet', ['500 mg/125 mg', '875 mg/125 mg'], [14, 20], { costHint: 0.32 }),
      form('oral suspension', ['400 mg/57 mg per 5 mL', '250 mg/62.5 mg per 5 mL'], [50, 75, 100]),
    ],
    brands: [brandOf('Augmentin', ['tablet'], ['875 mg/125 mg'], { costHint: 8.2 })],
  },
  {
    name: 'Cephalexin',
    drugClass: CEPHALOSPORIN_1,
    commonUses: 'Skin, bone, ear, throat (strep) and urinary infections',
    forms: [
      form('capsule', ['250 mg', '500 mg'], [20, 28, 40], { costHint: 0.06 }),
      form('oral suspension', ['125 mg/5 mL', '250 mg/5 mL'], [100, 200]),
    ],
    brands: [brandOf('Keflex', ['capsule'], undefined, { costHint: 7.9 })],
  },
  {
    name: 'Cefadroxil',
    drugClass: CEPHALOSPORIN_1,
    commonUses: 'Skin, throat (strep) and urinary infections',
    forms: [form('capsule', ['500 mg'], [20, 28])],
    brands: [],
  },
  {
    name: 'Cefuroxime',
    genericName: 'cefuroxime axetil',
    drugClass: 'Cephalosporin antibiotic (second generation)',
    commonUses: 'Sinus, ear, throat, lung, skin and urinary infections; early Lyme disease',
    forms: [form('tablet', ['250 mg', '500 mg'], [14, 20])],
    brands: [],
  },
  {
    name: 'Cefdinir',
    drugClass: 'Cephalosporin antibiotic (third generation)',
    commonUses: 'Ear, sinus, throat, lung and skin infections',
    forms: [
      form('capsule', ['300 mg'], [14, 20]),
      form('oral suspension', ['125 mg/5 mL', '250 mg/5 mL'], [60, 100]),
    ],
    brands: [],
  },
  {
    name: 'Azithromycin',
    drugClass: 'Macrolide antibiotic',
    commonUses: 'Respiratory, ear, skin and sexually transmitted infections',
    forms: [
      form('tablet', [dose('250 mg', [6]), dose('500 mg', [3, 6])], [6], { costHint: 0.45 }),
      form('oral suspension', ['100 mg/5 mL', '200 mg/5 mL'], [15, 30]),
    ],
    brands: [brandOf('Zithromax', ['tablet'], undefined, { costHint: 14.9 })],
  },
  {
    name: 'Clarithromycin',
    drugClass: 'Macrolide antibiotic',
    commonUses: 'Respiratory and skin infections; H. pylori (with other drugs)',
    forms: [form('tablet', ['250 mg', '500 mg'], COURSE)],
    brands: [],
  },
  {
    name: 'Ciprofloxacin',
    drugClass: FLUOROQUINOLONE,
    commonUses:
      'Urinary, bone, joint and abdominal infections when other antibiotics are not suitable',
    forms: [
      form(
        'tablet',
        [dose('250 mg', [6, 14]), dose('500 mg', [6, 14, 20]), dose('750 mg', [14, 20])],
        [14],
      ),
      form('eye drops', ['0.3%'], [5, 10], { costHint: 1.1 }),
    ],
    brands: [brandOf('Cipro', ['tablet'], undefined, { costHint: 8.1 })],
  },
  {
    name: 'Levofloxacin',
    drugClass: FLUOROQUINOLONE,
    commonUses:
      'Pneumonia, sinus, urinary and skin infections when other antibiotics are not suitable',
    forms: [form('tablet', ['250 mg', '500 mg', '750 mg'], [5, 7, 10, 14])],
    brands: [],
  },
  {
    name: 'Doxycycline',
    genericName: 'doxycycline hyclate',
    drugClass: TETRACYCLINE,
    commonUses: 'Acne; respiratory infections; Lyme disease; sexually transmitted infections',
    forms: [
      form('capsule', ['50 mg', '100 mg'], [14, 20, 28, 60], { defaultQuantity: 20 }),
      form('tablet', ['20 mg', '100 mg'], [20, 28, 60]),
    ],
    brands: [brandOf('Vibramycin', ['capsule'], ['100 mg'], { costHint: 14.8 })],
  },
  {
    name: 'Minocycline',
    drugClass: TETRACYCLINE,
    commonUses: 'Acne; respiratory and skin infections',
    forms: [form('capsule', ['50 mg', '75 mg', '100 mg'], [30, 60])],
    brands: [],
  },
  {
    name: 'Sulfamethoxazole/Trimethoprim',
    drugClass: 'Sulfonamide and folate antagonist antibiotic combination',
    commonUses: "Urinary tract infections; skin infections including MRSA; traveler's diarrhea",
    nadacNames: ['SULFAMETHOXAZOLE-TMP', 'SMX-TMP'],
    forms: [
      form(
        'tablet',
        [dose('400 mg/80 mg', [6, 14, 20]), dose('800 mg/160 mg', [6, 10, 14, 20, 28])],
        [14],
        {
          costHint: 0.038,
        },
      ),
      form('oral suspension', ['200 mg/40 mg per 5 mL'], [100, 200, 473], { costHint: 0.05 }),
    ],
    brands: [brandOf('Bactrim', ['tablet'], undefined, { costHint: 3.2 })],
  },
  {
    name: 'Clindamycin',
    drugClass: 'Lincosamide antibiotic',
    commonUses: 'Serious skin, bone, dental and lung infections; acne (topical gel)',
    forms: [
      form('capsule', ['75 mg', '150 mg', '300 mg'], [21, 30, 40]),
      form('gel', ['1%'], [30, 60], { costHint: 0.5 }),
    ],
    brands: [brandOf('Cleocin', ['capsule'], undefined, { costHint: 5.8 })],
  },
  {
    name: 'Metronidazole',
    drugClass: 'Nitroimidazole antibiotic and antiprotozoal',
    commonUses: 'Bacterial vaginosis; trichomoniasis; abdominal infections; C. difficile colitis',
    forms: [
      form('tablet', [dose('250 mg', [14, 21, 28]), dose('500 mg', [4, 14, 20, 28])], [14]),
      form('vaginal gel', ['0.75%'], [70], { costHint: 0.6 }),
    ],
    brands: [brandOf('Flagyl', ['tablet'], undefined, { costHint: 9.9 })],
  },
  {
    name: 'Nitrofurantoin',
    genericName: 'nitrofurantoin monohydrate/macrocrystals',
    drugClass: 'Urinary antibacterial',
    commonUses: 'Bladder infections (uncomplicated urinary tract infections)',
    nadacNames: ['NITROFURANTOIN MONO-MCR', 'NITROFURANTOIN MCR'],
    forms: [form('capsule', ['100 mg'], [10, 14, 20])],
    brands: [brand('Macrobid', { costHint: 11.9 })],
  },
  {
    name: 'Penicillin V Potassium',
    slug: 'penicillin-v-potassium',
    drugClass: PENICILLIN,
    commonUses: 'Strep throat; dental and mild skin infections; preventing rheumatic fever',
    nadacNames: ['PENICILLIN VK'],
    forms: [
      form('tablet', ['250 mg', '500 mg'], [20, 28, 40], { costHint: 0.09 }),
      form('oral solution', ['125 mg/5 mL', '250 mg/5 mL'], [100, 200]),
    ],
    brands: [],
  },
  {
    name: 'Mupirocin',
    drugClass: 'Topical antibiotic',
    commonUses: 'Impetigo and other skin infections; clearing MRSA from the nose',
    forms: [form('ointment', ['2%'], [22]), form('cream', ['2%'], [15, 30], { costHint: 0.7 })],
    brands: [],
  },
  {
    name: 'Fluconazole',
    drugClass: 'Azole antifungal',
    commonUses: 'Vaginal yeast infections; thrush; other fungal infections',
    forms: [
      form(
        'tablet',
        [
          dose('150 mg', [1, 2, 3]),
          dose('50 mg', [7, 14, 30]),
          dose('100 mg', [7, 14, 30]),
          dose('200 mg', [7, 14, 30]),
        ],
        [1],
      ),
    ],
    brands: [brand('Diflucan', { strengths: ['150 mg'], costHint: 17.5 })],
  },
  {
    name: 'Ketoconazole',
    drugClass: 'Azole antifungal',
    commonUses: 'Fungal skin infections and dandruff (cream, shampoo)',
    forms: [
      form('cream', ['2%'], [15, 30, 60], { costHint: 0.32 }),
      form('shampoo', ['2%'], [120]),
    ],
    brands: [],
  },
  {
    name: 'Terbinafine',
    drugClass: 'Allylamine antifungal',
    commonUses: 'Fungal infections of the toenails and fingernails',
    forms: [form('tablet', ['250 mg'], [30, 90])],
    brands: [],
  },
  {
    name: 'Nystatin',
    drugClass: 'Polyene antifungal',
    commonUses: 'Oral thrush (suspension); yeast infections of the skin (cream)',
    forms: [
      form('oral suspension', ['100,000 units/mL'], [60, 473]),
      form('cream', ['100,000 units/g'], [15, 30], { costHint: 0.19 }),
    ],
    brands: [],
  },
  {
    name: 'Valacyclovir',
    drugClass: ANTIVIRAL_HERPES,
    commonUses: 'Cold sores; genital herpes outbreaks and suppression; shingles',
    telemedConditions: COLD_SORES,
    forms: [form('tablet', [dose('500 mg', [6, 30, 90], 30), dose('1 g', [4, 21, 30], 21)], [30])],
    brands: [brand('Valtrex')],
  },
  {
    name: 'Acyclovir',
    drugClass: ANTIVIRAL_HERPES,
    commonUses: 'Genital herpes; cold sores; shingles; chickenpox',
    telemedConditions: COLD_SORES,
    forms: [
      form('tablet', [dose('400 mg', [21, 30, 90]), dose('800 mg', [35, 50])], [30], {
        costHint: 0.1,
      }),
      form('capsule', ['200 mg'], [25, 50], { costHint: 0.12 }),
      form('ointment', ['5%'], [15, 30], { costHint: 3.6 }),
    ],
    brands: [brandOf('Zovirax', ['ointment'], undefined, { costHint: 26.5 })],
  },
  {
    name: 'Famciclovir',
    drugClass: ANTIVIRAL_HERPES,
    commonUses: 'Cold sores; genital herpes; shingles',
    forms: [
      form('tablet', [dose('125 mg', [10]), dose('250 mg', [60]), dose('500 mg', [3, 21])], [10]),
    ],
    brands: [],
  },
  {
    name: 'Oseltamivir',
    drugClass: 'Neuraminidase inhibitor antiviral',
    commonUses: 'Treating and preventing influenza (flu)',
    forms: [
      form('capsule', ['30 mg', '45 mg', '75 mg'], [10], { costHint: 1.1 }),
      form('oral suspension', ['6 mg/mL'], [60]),
    ],
    brands: [brandOf('Tamiflu', ['capsule'], undefined, { costHint: 13.8 })],
  },
  {
    name: 'Ivermectin',
    drugClass: 'Anthelmintic',
    commonUses: 'Intestinal worm infections (strongyloidiasis, onchocerciasis)',
    forms: [form('tablet', ['3 mg'], [2, 4, 10, 20], { costHint: 1.9 })],
    brands: [brand('Stromectol', { costHint: 7.8 })],
  },
  {
    name: 'Emtricitabine/Tenofovir Disoproxil Fumarate',
    slug: 'emtricitabine-tenofovir',
    genericName: 'emtricitabine/tenofovir disoproxil fumarate',
    drugClass: 'Antiretroviral (nucleoside reverse transcriptase inhibitor combination)',
    commonUses: 'HIV treatment with other drugs; HIV pre-exposure prophylaxis (PrEP)',
    nadacNames: ['EMTRICITABINE-TENOFOVIR DISOPROXIL'],
    forms: [form('tablet', ['200 mg/300 mg'], [30, 90])],
    brands: [brand('Truvada', { costHint: 62 })],
  },
  {
    name: 'Bictegravir/Emtricitabine/Tenofovir Alafenamide',
    slug: 'bictegravir-emtricitabine-tenofovir',
    genericName: 'bictegravir/emtricitabine/tenofovir alafenamide',
    drugClass: 'Antiretroviral (integrase inhibitor combination)',
    commonUses: 'HIV-1 infection, as a complete once-daily regimen',
    isBrandOnly: true,
    nadacNames: ['BIKTARVY'],
    forms: [form('tablet', ['50 mg/200 mg/25 mg'], [30, 90], { costHint: 136 })],
    brands: [brand('Biktarvy')],
  },
]);
