/**
 * Real catalogue entries read from the running server before it is measured: the names,
 * dosages, quantities and prices the benchmark's requests are made of.
 */
import { getJson, mapWithConcurrency } from './bench-client';
import { createRandom, shuffle } from './request-variety';

interface WireSearchResult {
  name: string;
  slug: string;
}

interface WirePrice {
  price_id: string;
  amount_cents: number;
}

interface WireDrugDetail {
  slug: string;
  is_opioid: boolean;
  dea_schedule: string | null;
  telemed_conditions: string[];
  forms: Array<{
    dosages: Array<{
      med_id: number;
      quantities: Array<{ raw_quantity: number; price: Record<'edlp' | 'local', WirePrice> }>;
    }>;
  }>;
}

/** A medication at a quantity it is sold in: what a pharmacy search prices. */
export interface PricedItem {
  medId: number;
  quantity: number;
}

/** A drug anyone may buy at a counter without a controlled-substance or online-visit step. */
export interface PlainDrug {
  slug: string;
  /** Its everyday-low-price (pickup) prices at every dosage and quantity. */
  pickupPrices: WirePrice[];
}

export interface CatalogueSamples {
  /** Names of the real (not synthetic) drugs, generics and brands. */
  realNames: string[];
  /** Drug pages the sampling did not open (so none is served from the page memo yet). */
  pageSlugs: string[];
  pricedItems: PricedItem[];
  /** Plain drugs, most prescribed first. */
  plainDrugs: PlainDrug[];
}

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';
const SAMPLING_CONCURRENCY = 8;
const SEARCH_LIMIT = 50;

/**
 * Reads the real drugs (top list and A–Z directory), opens the drug pages of every other one
 * for their dosages and prices, and finds synthetic drugs through searches. The pages opened
 * here are left out of `pageSlugs`.
 */
export async function readCatalogueSamples(baseUrl: string): Promise<CatalogueSamples> {
  const realDrugs = await readRealDrugs(baseUrl);
  const opened = realDrugs.filter((_, index) => index % 2 === 0);
  const details = await mapWithConcurrency(opened, SAMPLING_CONCURRENCY, (drug) =>
    getJson<{ result: WireDrugDetail }>(baseUrl, `/api/v2/user/drugs/detail/${drug.slug}`),
  );
  const openedSlugs = new Set(opened.map((drug) => drug.slug));
  const realSlugs = new Set(realDrugs.map((drug) => drug.slug));
  const syntheticSlugs = await findSyntheticSlugs(baseUrl, realSlugs);
  const unopenedReal = realDrugs.map((drug) => drug.slug).filter((slug) => !openedSlugs.has(slug));
  return {
    realNames: realDrugs.map((drug) => drug.name),
    pageSlugs: shuffle([...unopenedReal, ...syntheticSlugs], createRandom(11)),
    pricedItems: shuffle(
      details.flatMap(({ result }) => listPricedItems(result)),
      createRandom(13),
    ),
    plainDrugs: details.flatMap(({ result }) => toPlainDrug(result) ?? []),
  };
}

/** Real drugs, most prescribed first, then the rest of the A–Z directory. */
async function readRealDrugs(baseUrl: string): Promise<WireSearchResult[]> {
  const top = await getJson<{ result: { top_medications: WireSearchResult[] } }>(
    baseUrl,
    '/api/medications/top?limit=500',
  );
  const byLetter = await mapWithConcurrency(['0', ...LETTERS], SAMPLING_CONCURRENCY, (letter) =>
    getJson<{ result: { medications_by_letter: WireSearchResult[] } }>(
      baseUrl,
      `/api/medications/index/${letter}`,
    ),
  );
  const drugs = new Map<string, WireSearchResult>();
  for (const drug of top.result.top_medications) drugs.set(drug.slug, drug);
  for (const page of byLetter) {
    for (const drug of page.result.medications_by_letter) drugs.set(drug.slug, drug);
  }
  return [...drugs.values()];
}

/**
 * Synthetic drugs found by searching every two-letter prefix, and the three-letter prefixes of
 * those that filled a whole answer (where more names hide).
 */
async function findSyntheticSlugs(
  baseUrl: string,
  realSlugs: ReadonlySet<string>,
): Promise<string[]> {
  const search = (prefixes: readonly string[]) =>
    mapWithConcurrency(prefixes, SAMPLING_CONCURRENCY, async (prefix) => {
      const answer = await getJson<{ results: WireSearchResult[] }>(
        baseUrl,
        `/api/medications?name=${prefix}&limit=${SEARCH_LIMIT}`,
      );
      return { prefix, slugs: answer.results.map((result) => result.slug) };
    });
  const short = await search(extendPrefixes([...LETTERS]));
  const full = short.filter((answer) => answer.slugs.length === SEARCH_LIMIT);
  const long = await search(extendPrefixes(full.map((answer) => answer.prefix)));
  const slugs = new Set([...short, ...long].flatMap((answer) => answer.slugs));
  return [...slugs].filter((slug) => !realSlugs.has(slug));
}

function extendPrefixes(prefixes: readonly string[]): string[] {
  return prefixes.flatMap((prefix) => [...LETTERS].map((letter) => prefix + letter));
}

function listPricedItems(detail: WireDrugDetail): PricedItem[] {
  return detail.forms.flatMap((form) =>
    form.dosages.flatMap((dosage) =>
      dosage.quantities.map((quantity) => ({
        medId: dosage.med_id,
        quantity: quantity.raw_quantity,
      })),
    ),
  );
}

function toPlainDrug(detail: WireDrugDetail): PlainDrug | null {
  const isPlain =
    !detail.is_opioid && detail.dea_schedule === null && detail.telemed_conditions.length === 0;
  if (!isPlain) return null;
  const pickupPrices = detail.forms.flatMap((form) =>
    form.dosages.flatMap((dosage) => dosage.quantities.map((quantity) => quantity.price.edlp)),
  );
  return { slug: detail.slug, pickupPrices };
}
