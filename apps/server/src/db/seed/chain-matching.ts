import type { ChainShortName } from './data/pharmacy-chains';

const CHAIN_PATTERNS: ReadonlyArray<readonly [ChainShortName, RegExp]> = [
  ['cvs', /\bCVS\b/i],
  ['walgreens', /\bWALGREENS?\b/i],
  ['walmart', /\bWAL-?MART\b/i],
  ['kroger', /\bKROGER\b/i],
  ['riteaid', /\bRITE ?AID\b/i],
  ['publix', /\bPUBLIX\b/i],
  ['albertsons', /\bALBERTSONS?\b/i],
  ['safeway', /\bSAFEWAY\b/i],
  ['heb', /\bH-?E-?B\b/i],
  ['costco', /\bCOSTCO\b/i],
  ['meijer', /\bMEIJER\b/i],
  ['harristeeter', /\bHARRIS TEETER\b/i],
];

/** The preferred chain a registered business name belongs to, if any. */
export function matchPreferredChain(name: string): ChainShortName | null {
  return CHAIN_PATTERNS.find(([, pattern]) => pattern.test(name))?.[0] ?? null;
}
