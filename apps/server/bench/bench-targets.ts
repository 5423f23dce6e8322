/** What the benchmark measures: a trivial route (the floor) and routes that read the catalogue. */
export interface BenchTarget {
  name: string;
  path: string;
  /** The p99 budget in milliseconds at the fixed rate, where DESIGN §8 gives one. */
  budgetP99Ms: number | null;
  isTrivial?: boolean;
}

export const BENCH_TARGETS: BenchTarget[] = [
  { name: 'trivial (/healthz)', path: '/healthz', budgetP99Ms: null, isTrivial: true },
  {
    name: 'returning visitor (/api/v2/user)',
    path: '/api/v2/user?platform=web&app=5.0.12',
    budgetP99Ms: null,
  },
  { name: 'catalogue counts (/readyz)', path: '/readyz', budgetP99Ms: null },
  {
    name: 'pharmacies near a ZIP (/api/v2/pharmacies)',
    path: '/api/v2/pharmacies?zip_code=63103&platform=web&app=5.0.12',
    budgetP99Ms: 25,
  },
  {
    name: 'pharmacies near a ZIP with prices (atorvastatin 20 mg)',
    path: '/api/v2/pharmacies?zip_code=63103&med_id=240139578&quantity=30&platform=web&app=5.0.12',
    budgetP99Ms: 25,
  },
  {
    name: 'search suggestions (ator)',
    path: '/api/medications?name=ator&limit=4&platform=web&app=5.0.12',
    budgetP99Ms: 20,
  },
  {
    name: 'search with a typo (lisinipril)',
    path: '/api/v2/drugs/search/category/med_name?name=lisinipril&platform=web&app=5.0.12',
    budgetP99Ms: 20,
  },
  {
    name: 'drug page with prices (lipitor)',
    path: '/api/v2/user/drugs/detail/lipitor?platform=web&app=5.0.12',
    budgetP99Ms: 30,
  },
];

export const FIXED_RATE_PER_SECOND = 200;
export const FIXED_RATE_SECONDS = 5;
export const FULL_LOAD_CONNECTIONS = 10;
export const FULL_LOAD_SECONDS = 5;
/** Each route's p99 at full load must stay within this factor of the trivial route's. */
export const MAX_P99_RATIO = 3;
