import type { NadacFormClass, NadacRelease } from './dosage-forms';

/** A NADAC description ("METOPROLOL SUCC ER 25 MG TAB") broken into comparable parts. */
export interface ParsedDescription {
  name: string;
  strength: string | null;
  formClass: NadacFormClass | null;
  release: NadacRelease;
}

const RELEASE_TOKENS: Record<string, NadacRelease> = {
  ER: 'extended',
  XL: 'extended',
  XR: 'extended',
  SR: 'extended',
  LA: 'extended',
  CD: 'extended',
  CR: 'extended',
  XT: 'extended',
  EXT: 'extended',
  '24HR': 'extended',
  '12HR': 'extended',
  DR: 'delayed',
  EC: 'delayed',
  ODT: 'odt',
  MLT: 'odt',
  DISINTEGRATING: 'odt',
  CHEW: 'chewable',
  CHEWABLE: 'chewable',
  SL: 'sublingual',
  SUBLINGUAL: 'sublingual',
};

const FORM_TOKENS: Record<string, NadacFormClass> = {
  TAB: 'tablet',
  TABS: 'tablet',
  TABLET: 'tablet',
  TABLETS: 'tablet',
  TB: 'tablet',
  CAPLET: 'tablet',
  CPLT: 'tablet',
  DOSEPK: 'tablet',
  CAP: 'capsule',
  CAPS: 'capsule',
  CAPSULE: 'capsule',
  CP: 'capsule',
  PULVULE: 'capsule',
  SOFTGEL: 'capsule',
  GELCAP: 'capsule',
  SUSP: 'suspension',
  SUS: 'suspension',
  SUSPENSION: 'suspension',
  SOLN: 'solution',
  SOLUTION: 'solution',
  LIQ: 'solution',
  LIQUID: 'solution',
  SYRUP: 'solution',
  ELIX: 'solution',
  ELIXIR: 'solution',
  CONC: 'solution',
  CREAM: 'cream',
  CRM: 'cream',
  OINT: 'ointment',
  OINTMENT: 'ointment',
  GEL: 'gel',
  LOTION: 'lotion',
  PATCH: 'patch',
  PTCH: 'patch',
  DROP: 'eye-drops',
  DROPS: 'eye-drops',
  DRP: 'eye-drops',
  INHALER: 'inhaler',
  HFA: 'inhaler',
  DISKUS: 'inhaler',
  ELLIPTA: 'inhaler',
  RESPIMAT: 'inhaler',
  PEN: 'pen',
  AUTOINJ: 'syringe',
  'AUTO-INJECTOR': 'syringe',
  SYR: 'syringe',
  SYRINGE: 'syringe',
  VIAL: 'vial',
  VL: 'vial',
  NEB: 'vial',
  RING: 'ring',
  SUPP: 'suppository',
  SUPPOS: 'suppository',
  SUPPOSITORY: 'suppository',
  FILM: 'film',
  POWD: 'powder',
  POWDER: 'powder',
  PACKET: 'powder',
};

/** Context words that turn a generic form word into a more specific one. */
const OPHTHALMIC_TOKENS = new Set(['EYE', 'OPHTH', 'OPHTHALMIC', 'OTIC', 'EAR']);
const NASAL_TOKENS = new Set(['NASAL']);
const SPRAY_TOKENS = new Set(['SPRAY', 'SPRY']);
/** Route and device words that are not part of a product's name. */
const ROUTE_TOKENS = new Set([
  ...OPHTHALMIC_TOKENS,
  ...NASAL_TOKENS,
  ...SPRAY_TOKENS,
  'ORAL',
  'TOPICAL',
  'VAGINAL',
  'TRANSDERMAL',
]);

/** Salt and ester words that do not change which product a name refers to. */
const SALT_TOKENS = new Set([
  'HCL',
  'HBR',
  'HYDROCHLORIDE',
  'HYDROBROMIDE',
  'SODIUM',
  'SOD',
  'POTASSIUM',
  'POT',
  'CALCIUM',
  'CALC',
  'MAG',
  'MAGNESIUM',
  'MALEATE',
  'BESYLATE',
  'MESYLATE',
  'FUMARATE',
  'ACETATE',
  'ACET',
  'SULFATE',
  'SULF',
  'CITRATE',
  'PHOSPHATE',
  'PHOS',
  'HYCLATE',
  'MONOHYDRATE',
  'MEDOXOMIL',
  'TARTRATE',
  'BITARTRATE',
  'SUCCINATE',
  'SUCC',
  'SUCCNT',
  'BROMIDE',
  'MALATE',
  'DIPR',
  'PROP',
  'PROPIONATE',
  'FUROATE',
  'TROMETHAMINE',
  'DISODIUM',
  'XINAFOATE',
  'CARB',
  'CARBONATE',
  'AXETIL',
  'BR',
]);

const NUMBER = String.raw`\d+(?:\.\d+)?`;
const UNIT = String.raw`MCG|MG|GM|G|GRAM|GRAMS|UNIT|UNITS|MEQ|%`;
const STRENGTH_PATTERN = new RegExp(
  String.raw`(${NUMBER}(?:-${NUMBER})*)\s*(${UNIT})(?![A-Z])(?:\s*/\s*(${NUMBER})?\s*(ML|GM|G|HR|24HR|DAY|ACTUAT|ACTUATION|ACT|SPRAY|DOSE)(?![A-Z]))?`,
);
const PER_TIME_OR_DOSE = new Set([
  'HR',
  '24HR',
  'DAY',
  'ACTUAT',
  'ACTUATION',
  'ACT',
  'SPRAY',
  'DOSE',
]);

function normaliseNumber(value: string | number): string {
  return String(Number(Number(value).toPrecision(6)));
}

function normaliseUnit(unit: string): string {
  const upper = unit.toUpperCase();
  if (upper === 'UNITS') return 'UNIT';
  if (upper === 'G' || upper === 'GRAM' || upper === 'GRAMS') return 'GM';
  return upper;
}

/** Writes "5 MG-325 MG" and "1.2%-0.025%" as "5-325 MG" and "1.2-0.025%". */
function collapseRepeatedUnits(text: string): string {
  return text.replace(/(\d)\s*(MCG|MG|%)\s*-\s*(?=\d)/g, '$1-');
}

function removeParentheses(text: string): string {
  return text.replace(/\([^)]*\)/g, ' ');
}

/**
 * Canonical strength key: "5 mg/325 mg" and "5-325 MG" both give "5-325MG";
 * concentrations are per one unit of volume ("125 mg/5 mL" gives "25MG/ML").
 */
export function normaliseStrength(strength: string): string | null {
  const text = collapseRepeatedUnits(
    removeParentheses(strength.toUpperCase().replace(/(\d),(\d{3})/g, '$1$2')).replace(
      /(\d)\s*(MCG|MG|%)\s*\/\s*(?=\d+(?:\.\d+)?\s*\2(?![A-Z]))/g,
      '$1$2-',
    ),
  );
  const match = STRENGTH_PATTERN.exec(text);
  if (!match) return null;
  const [, amounts = '', unit = '', perAmount, perUnit] = match;
  const hasVolume = perUnit !== undefined && !PER_TIME_OR_DOSE.has(perUnit);
  const divisor = hasVolume && perAmount ? Number(perAmount) : 1;
  const amount = amounts
    .split('-')
    .map((value) => normaliseNumber(Number(value) / divisor))
    .join('-');
  const base = `${amount}${normaliseUnit(unit)}`;
  return hasVolume ? `${base}/${normaliseUnit(perUnit)}` : base;
}

/** The first amount of a strength key and its unit, used to scale costs between strengths. */
export function readLeadingAmount(strengthKey: string): { amount: number; unit: string } | null {
  const match = /^(\d+(?:\.\d+)?)(?:-[\d.]+)*([A-Z%]+)/.exec(strengthKey);
  if (!match?.[1] || !match[2]) return null;
  return { amount: Number(match[1]), unit: match[2] };
}

function removeReleaseParts(token: string): string {
  return token
    .split('-')
    .filter((part) => !(part in RELEASE_TOKENS))
    .join('-');
}

function isDescriptiveToken(token: string): boolean {
  return SALT_TOKENS.has(token) || ROUTE_TOKENS.has(token) || token in FORM_TOKENS;
}

/** Canonical product name: upper case, combos joined with "-", salt, form and release words dropped. */
export function normaliseName(name: string): string {
  const tokens = removeParentheses(name)
    .toUpperCase()
    .replace(/\s*\/\s*/g, '-')
    .split(/\s+/)
    .map(removeReleaseParts)
    .filter((token) => token.length > 0);
  return tokens.filter((token, index) => index === 0 || !isDescriptiveToken(token)).join(' ');
}

function detectRelease(tokens: string[]): NadacRelease {
  for (const token of tokens) {
    for (const part of token.split(/[-/]/)) {
      const release = RELEASE_TOKENS[part];
      if (release) return release;
    }
  }
  return 'immediate';
}

function detectFormClass(tokens: string[]): NadacFormClass | null {
  const words = new Set(tokens);
  if (
    [...SPRAY_TOKENS].some((word) => words.has(word)) &&
    [...NASAL_TOKENS].some((w) => words.has(w))
  )
    return 'nasal-spray';
  if (words.has('INHALER') || words.has('HFA')) return 'inhaler';
  for (const token of tokens) {
    const formClass = FORM_TOKENS[token];
    if (!formClass) continue;
    const isOphthalmic = [...OPHTHALMIC_TOKENS].some((word) => words.has(word));
    if (isOphthalmic && ['suspension', 'solution', 'gel', 'ointment'].includes(formClass))
      return 'eye-drops';
    return formClass;
  }
  return null;
}

function isStrengthStart(token: string): boolean {
  return /^[\d.#]/.test(token);
}

export function parseDescription(description: string): ParsedDescription {
  const text = removeParentheses(description.toUpperCase().replace(/(\d),(\d{3})/g, '$1$2'));
  const tokens = text.split(/\s+/).filter((token) => token.length > 0);
  const firstStrengthIndex = tokens.findIndex(isStrengthStart);
  const nameTokens = firstStrengthIndex === -1 ? tokens : tokens.slice(0, firstStrengthIndex);
  const nameWithoutForms = nameTokens.filter(
    (token, index) => index === 0 || !(token in FORM_TOKENS),
  );
  return {
    name: normaliseName(nameWithoutForms.join(' ')),
    strength: normaliseStrength(text),
    formClass: detectFormClass(tokens),
    release: detectRelease(tokens),
  };
}
