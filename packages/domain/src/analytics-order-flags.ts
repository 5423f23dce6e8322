/**
 * Generic names of diabetes medications (ADA Standards of Care drug classes: biguanides,
 * sulfonylureas, thiazolidinediones, DPP-4 and SGLT2 inhibitors, GLP-1 agonists, insulins):
 * an order item for one of them makes the order "diabetes eligible" in analytics.
 */
const DIABETES_MEDICATION_NAMES = [
  'metformin',
  'glipizide',
  'glimepiride',
  'glyburide',
  'pioglitazone',
  'rosiglitazone',
  'sitagliptin',
  'saxagliptin',
  'linagliptin',
  'alogliptin',
  'empagliflozin',
  'dapagliflozin',
  'canagliflozin',
  'ertugliflozin',
  'liraglutide',
  'semaglutide',
  'dulaglutide',
  'exenatide',
  'tirzepatide',
  'insulin',
  'repaglinide',
  'nateglinide',
  'acarbose',
  // Brands of the above that name no generic.
  'januvia',
  'janumet',
  'jardiance',
  'farxiga',
  'invokana',
  'ozempic',
  'rybelsus',
  'trulicity',
  'victoza',
  'mounjaro',
  'glucophage',
  'actos',
  'tradjenta',
  'lantus',
  'levemir',
  'humalog',
  'novolog',
  'basaglar',
  'tresiba',
  'toujeo',
];

/** True when a medication name (brand or generic, any case) is a diabetes medication. */
export function isDiabetesMedicationName(name: string): boolean {
  const words = name.toLowerCase().split(/[^a-z]+/);
  return words.some((word) => DIABETES_MEDICATION_NAMES.includes(word));
}
