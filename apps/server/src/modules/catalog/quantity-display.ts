import type { PricedMedication } from '../pricing/index';

type Noun = readonly [singular: string, plural: string];

/** What one counted unit of a form is called; checked in order, first match wins. */
const COUNTED_NOUNS: ReadonlyArray<readonly [pattern: RegExp, noun: Noun]> = [
  [/tablet/, ['tablet', 'tablets']],
  [/capsule|perles?/, ['capsule', 'capsules']],
  [/inhaler/, ['inhaler', 'inhalers']],
  [/auto-?injector/, ['auto-injector', 'auto-injectors']],
  [/\bpens?\b/, ['pen', 'pens']],
  [/syringe/, ['syringe', 'syringes']],
  [/patch/, ['patch', 'patches']],
  [/film/, ['film', 'films']],
  [/suppositor/, ['suppository', 'suppositories']],
  [/\brings?\b/, ['ring', 'rings']],
  [/nasal spray/, ['nasal spray', 'nasal sprays']],
  [/eye drops|vial/, ['vial', 'vials']],
  [/kit/, ['kit', 'kits']],
];

const FALLBACK_NOUN: Noun = ['unit', 'units'];

/** How a quantity reads on screen: "30 tablets", "1 inhaler", "150 mL", "30 g". */
export function formatDisplayQuantity(
  form: string,
  pricingUnit: PricedMedication['pricingUnit'],
  quantity: number,
): string {
  const amount = quantity.toLocaleString('en-US');
  if (pricingUnit === 'ML') return `${amount} mL`;
  if (pricingUnit === 'GM') return `${amount} g`;
  const [singular, plural] = findCountedNoun(form);
  return `${amount} ${quantity === 1 ? singular : plural}`;
}

function findCountedNoun(form: string): Noun {
  const lowered = form.toLowerCase();
  return COUNTED_NOUNS.find(([pattern]) => pattern.test(lowered))?.[1] ?? FALLBACK_NOUN;
}
