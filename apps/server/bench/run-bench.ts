/**
 * `npm run bench`: starts the real server on a full-scale catalogue (PGlite, and PostgreSQL when
 * DATABASE_URL or TEST_DATABASE_URL is set), loads each catalogue target at a fixed rate and at
 * full load with many distinct requests, measures adding to the cart and buying with signed-up
 * accounts, checks duplicate purchases, issues discount cards and prices pharmacies' claims on
 * them (card-bench.ts), sends hostile input to every operation (fuzz-bench.ts), and prints a
 * table. Budgets are reported, never asserted by tests.
 *
 * For a quick look at one part on a busy machine (figures then not comparable):
 * BENCH_ONLY=discount-card measures only card issuing and the claim (with the trivial route),
 * BENCH_ONLY=writes only adding to the cart and buying, BENCH_ONLY=pages only the rendered
 * drug pages (with the trivial route), BENCH_ONLY=events only event collection,
 * and BENCH_SEED_SCALE=demo starts the server on the smaller demo catalogue. BENCH_CPU_PROF_DIR
 * keeps a CPU profile of each server thread (bench-server.ts).
 */
import { spawnSync } from 'node:child_process';
import { availableParallelism, loadavg } from 'node:os';
import { prepareBenchDatabase, repoRoot, startBenchServer } from './bench-server';
import { printColumns, printTable, type Row } from './bench-table';
import { buildBenchTargets, type BenchTarget } from './bench-targets';
import { buildClaimTarget, measureCardIssuing } from './card-bench';
import { measureEventCollection } from './events-bench';
import { measureCatalogue, type VarietyLine } from './catalogue-bench';
import { measureFuzz, readFuzzOperations } from './fuzz-bench';
import { readCatalogueSamples } from './catalogue-samples';
import { measureWrites } from './purchase-bench';
import { measureSlowClients } from './slow-clients-bench';
import { startSmsCapture, type SmsCapture } from './sms-capture';
import { INITIAL_JS_BUDGET_BYTES, measureInitialJs } from './web-bundle-size';

interface DatabaseReport {
  rows: Row[];
  variety: VarietyLine[];
  lines: string[];
  cardLines: string[];
}

const isDiscountCardOnly = process.env.BENCH_ONLY === 'discount-card';
const isWritesOnly = process.env.BENCH_ONLY === 'writes';
const isPagesOnly = process.env.BENCH_ONLY === 'pages';
const isEventsOnly = process.env.BENCH_ONLY === 'events';
const isPartial = isDiscountCardOnly || isWritesOnly || isPagesOnly || isEventsOnly;

async function measureDatabase(
  label: string,
  baseUrl: string,
  sms: SmsCapture,
): Promise<DatabaseReport> {
  if (isEventsOnly) {
    console.error(`${label}: measuring event collection…`);
    const events = await measureEventCollection(label, baseUrl);
    return { rows: [events], variety: [], lines: [], cardLines: [] };
  }
  console.error(`${label}: reading catalogue samples…`);
  const samples = await readCatalogueSamples(baseUrl);
  if (isWritesOnly) {
    console.error(`${label}: measuring adding to the cart and buying…`);
    const writes = await measureWrites(label, baseUrl, samples);
    return { rows: writes.rows, variety: [], lines: writes.lines, cardLines: [] };
  }
  if (isPagesOnly) {
    const targets = buildBenchTargets(samples).filter(
      (target) => target.isTrivial || target.isPage,
    );
    const pages = await measureCatalogue(label, baseUrl, targets);
    return { rows: pages.rows, variety: pages.variety, lines: [], cardLines: [] };
  }
  console.error(`${label}: issuing discount cards…`);
  const cards = await measureCardIssuing(label, baseUrl, sms, Date.now().toString(36));
  const claims = await buildClaimTarget(baseUrl, cards.members, samples);
  const catalogueTargets = buildBenchTargets(samples).filter(
    (target) => !isDiscountCardOnly || target.isTrivial,
  );
  // Rendered pages go last: above the server's rate at 200 req/s, their backlog was still being
  // answered during the next target's run and counted against it.
  const targets: BenchTarget[] = [
    ...catalogueTargets.filter((target) => !target.isPage),
    ...(claims ? [claims] : []),
    ...catalogueTargets.filter((target) => target.isPage),
  ];
  console.error(`${label}: measuring the catalogue targets and the discount-card claim…`);
  const catalogue = await measureCatalogue(label, baseUrl, targets);
  const cardRows = cards.row ? [cards.row] : [];
  const cardLines = [...cards.lines];
  if (cards.row && !claims) {
    cardLines.push(`${label}: claims not measured (no card issued or no network pharmacy found)`);
  }
  if (isDiscountCardOnly) {
    const rows = [...catalogue.rows, ...cardRows];
    return { rows, variety: catalogue.variety, lines: [], cardLines };
  }
  console.error(`${label}: measuring adding to the cart and buying…`);
  const writes = await measureWrites(label, baseUrl, samples);
  console.error(`${label}: measuring event collection…`);
  const events = await measureEventCollection(label, baseUrl);
  return {
    rows: [...catalogue.rows, ...cardRows, ...writes.rows, events],
    variety: catalogue.variety,
    lines: writes.lines,
    cardLines,
  };
}

async function main(): Promise<void> {
  const loadBefore = loadavg()[0] ?? 0;
  // The servers serve the web app as built from the current sources (their pages are measured).
  const isWebBuilt = buildWebIfChanged();
  const reports: DatabaseReport[] = [];
  const slowClientLines: string[] = [];
  const fuzzOperations = await readFuzzOperations();
  const fuzzLines: string[] = [];
  const postgresUrl = process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? null;
  const databases: Array<[string, string | null]> = [['PGlite', null]];
  if (postgresUrl) databases.push(['PostgreSQL', await prepareBenchDatabase(postgresUrl)]);
  const sms = await startSmsCapture();
  const serverEnv = {
    ...sms.env,
    ...(process.env.BENCH_SEED_SCALE ? { SEED_SCALE: process.env.BENCH_SEED_SCALE } : {}),
  };
  for (const [label, url] of databases) {
    console.error(`Starting the server on ${label} with the full-scale catalogue…`);
    const server = await startBenchServer(url, serverEnv);
    try {
      reports.push(await measureDatabase(label, server.baseUrl, sms));
      if (isPartial) continue;
      console.error(`${label}: sending hostile input to every operation…`);
      fuzzLines.push(...(await measureFuzz(label, server.baseUrl, fuzzOperations)));
      // Not a database matter: once is enough.
      if (slowClientLines.length === 0) {
        console.error(`${label}: holding many slow connections from one host…`);
        slowClientLines.push(await measureSlowClients(label, server.baseUrl));
      }
    } finally {
      await server.stop();
    }
  }
  await sms.close();
  printTable(reports.flatMap((report) => report.rows));
  if (isEventsOnly) return;
  if (isWritesOnly) {
    printPurchaseLines(reports);
    return;
  }
  printVariety(reports.flatMap((report) => report.variety));
  console.log('\nDiscount card');
  const cardLines = reports.flatMap((report) => report.cardLines);
  const cardSummary = 'every card issued (claims answered otherwise count as errors above)';
  for (const line of cardLines.length ? cardLines : [cardSummary]) console.log(line);
  if (isDiscountCardOnly) return;
  printPurchaseLines(reports);
  console.log('\nHostile input (requests tried, 5xx answers; none may be a 5xx or show internals)');
  for (const line of fuzzLines) console.log(line);
  console.log('\nSlow clients (a slowloris attack against the per-client connection cap)');
  for (const line of slowClientLines) console.log(line);
  printWebBundle(isWebBuilt);
  printMachineLoad(loadBefore);
}

function printPurchaseLines(reports: readonly DatabaseReport[]): void {
  console.log('\nPurchases sent more than once');
  for (const line of reports.flatMap((report) => report.lines)) console.log(line);
}

/** Other work on the machine inflates latencies: the load before the bench says how busy it was. */
function printMachineLoad(loadBefore: number): void {
  console.log(
    `machine: ${availableParallelism()} cores; 1-minute load average ${loadBefore.toFixed(2)} ` +
      'before the bench started',
  );
}

function printVariety(lines: readonly VarietyLine[]): void {
  console.log(
    '\nRequest variety: each target cycles through its distinct requests in turn (a pharmacy\n' +
      'search is worked out afresh every time; a drug page is made once per drug and kept, so\n' +
      'only its first-asked requests do the work)',
  );
  const percent = (share: number) => `${Math.round(100 * share)}%`;
  printColumns(
    ['database', 'target', 'distinct requests', 'first asked, 200 req/s', 'first asked, full load'],
    lines.map((line) => [
      line.database,
      line.target,
      String(line.distinct),
      percent(line.firstAskedAtFixedRate),
      percent(line.firstAskedAtFullLoad),
    ]),
  );
}

/** Builds the web app when its sources changed since the last build; false when the build failed. */
function buildWebIfChanged(): boolean {
  const build = spawnSync(process.execPath, ['scripts/build-web-if-changed.mjs'], {
    cwd: repoRoot,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return build.status === 0;
}

/** The initial JS of the web app as built from the current sources; the run fails above the budget. */
function printWebBundle(isWebBuilt: boolean): void {
  const measured = isWebBuilt ? measureInitialJs(`${repoRoot}/apps/web/dist`) : null;
  if (!measured) {
    console.log('\nweb: the build failed — initial JS not measured');
    process.exitCode = 1;
    return;
  }
  const kb = (measured.gzipBytes / 1024).toFixed(1);
  const budget = `${INITIAL_JS_BUDGET_BYTES / 1024} KB`;
  const isWithin = measured.gzipBytes <= INITIAL_JS_BUDGET_BYTES;
  const verdict = isWithin ? `ok (≤ ${budget})` : `OVER ${budget}`;
  console.log(`\nweb: initial JS ${kb} KB gzip in ${measured.files.length} files — ${verdict}`);
  if (!isWithin) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
