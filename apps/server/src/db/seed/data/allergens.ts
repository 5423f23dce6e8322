/** How an allergen is identified, as the patient profile's allergenIdTypeCode. */
export const ALLERGEN_TYPE_CODES = {
  drugGroup: 1,
  drugIngredient: 2,
  food: 3,
  environmental: 4,
} as const;

export interface AllergenEntry {
  allergenId: number;
  description: string;
  allergenIdTypeCode: (typeof ALLERGEN_TYPE_CODES)[keyof typeof ALLERGEN_TYPE_CODES];
}

const { drugGroup, drugIngredient, food, environmental } = ALLERGEN_TYPE_CODES;

/** Ids are fixed: a patient profile stores them. Append new entries with new ids. */
export const ALLERGENS: readonly AllergenEntry[] = [
  { allergenId: 1001, description: 'Penicillins', allergenIdTypeCode: drugGroup },
  { allergenId: 1002, description: 'Cephalosporins', allergenIdTypeCode: drugGroup },
  { allergenId: 1003, description: 'Sulfonamide Antibiotics (Sulfa Drugs)', allergenIdTypeCode: drugGroup },
  { allergenId: 1004, description: 'NSAIDs (Nonsteroidal Anti-inflammatory Drugs)', allergenIdTypeCode: drugGroup },
  { allergenId: 1005, description: 'Opioid Analgesics', allergenIdTypeCode: drugGroup },
  { allergenId: 1006, description: 'Macrolide Antibiotics', allergenIdTypeCode: drugGroup },
  { allergenId: 1007, description: 'Fluoroquinolones', allergenIdTypeCode: drugGroup },
  { allergenId: 1008, description: 'Tetracyclines', allergenIdTypeCode: drugGroup },
  { allergenId: 1009, description: 'ACE Inhibitors', allergenIdTypeCode: drugGroup },
  { allergenId: 1010, description: 'Statins (HMG-CoA Reductase Inhibitors)', allergenIdTypeCode: drugGroup },
  { allergenId: 1011, description: 'Iodinated Contrast Media', allergenIdTypeCode: drugGroup },
  { allergenId: 1012, description: 'Local Anesthetics (Amide Type)', allergenIdTypeCode: drugGroup },
  { allergenId: 1013, description: 'Anticonvulsants (Aromatic)', allergenIdTypeCode: drugGroup },
  { allergenId: 2001, description: 'Penicillin', allergenIdTypeCode: drugIngredient },
  { allergenId: 2002, description: 'Amoxicillin', allergenIdTypeCode: drugIngredient },
  { allergenId: 2003, description: 'Ampicillin', allergenIdTypeCode: drugIngredient },
  { allergenId: 2004, description: 'Cephalexin', allergenIdTypeCode: drugIngredient },
  { allergenId: 2005, description: 'Sulfamethoxazole/Trimethoprim', allergenIdTypeCode: drugIngredient },
  { allergenId: 2006, description: 'Aspirin', allergenIdTypeCode: drugIngredient },
  { allergenId: 2007, description: 'Ibuprofen', allergenIdTypeCode: drugIngredient },
  { allergenId: 2008, description: 'Naproxen', allergenIdTypeCode: drugIngredient },
  { allergenId: 2009, description: 'Codeine', allergenIdTypeCode: drugIngredient },
  { allergenId: 2010, description: 'Morphine', allergenIdTypeCode: drugIngredient },
  { allergenId: 2011, description: 'Lidocaine', allergenIdTypeCode: drugIngredient },
  { allergenId: 2012, description: 'Erythromycin', allergenIdTypeCode: drugIngredient },
  { allergenId: 2013, description: 'Azithromycin', allergenIdTypeCode: drugIngredient },
  { allergenId: 2014, description: 'Ciprofloxacin', allergenIdTypeCode: drugIngredient },
  { allergenId: 2015, description: 'Tetracycline', allergenIdTypeCode: drugIngredient },
  { allergenId: 2016, description: 'Doxycycline', allergenIdTypeCode: drugIngredient },
  { allergenId: 2017, description: 'Carbamazepine', allergenIdTypeCode: drugIngredient },
  { allergenId: 2018, description: 'Phenytoin', allergenIdTypeCode: drugIngredient },
  { allergenId: 2019, description: 'Lamotrigine', allergenIdTypeCode: drugIngredient },
  { allergenId: 2020, description: 'Allopurinol', allergenIdTypeCode: drugIngredient },
  { allergenId: 2021, description: 'Vancomycin', allergenIdTypeCode: drugIngredient },
  { allergenId: 3001, description: 'Milk', allergenIdTypeCode: food },
  { allergenId: 3002, description: 'Eggs', allergenIdTypeCode: food },
  { allergenId: 3003, description: 'Fish', allergenIdTypeCode: food },
  { allergenId: 3004, description: 'Crustacean Shellfish', allergenIdTypeCode: food },
  { allergenId: 3005, description: 'Tree Nuts', allergenIdTypeCode: food },
  { allergenId: 3006, description: 'Peanuts', allergenIdTypeCode: food },
  { allergenId: 3007, description: 'Wheat', allergenIdTypeCode: food },
  { allergenId: 3008, description: 'Soybeans', allergenIdTypeCode: food },
  { allergenId: 3009, description: 'Sesame', allergenIdTypeCode: food },
  { allergenId: 4001, description: 'Latex', allergenIdTypeCode: environmental },
  { allergenId: 4002, description: 'Pollen', allergenIdTypeCode: environmental },
  { allergenId: 4003, description: 'Dust Mites', allergenIdTypeCode: environmental },
  { allergenId: 4004, description: 'Mold', allergenIdTypeCode: environmental },
  { allergenId: 4005, description: 'Pet Dander', allergenIdTypeCode: environmental },
  { allergenId: 4006, description: 'Bee Stings (Insect Venom)', allergenIdTypeCode: environmental },
];
