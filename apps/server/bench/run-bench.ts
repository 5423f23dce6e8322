/**
 * `npm run bench`: starts the real server on a full-scale catalogue (PGlite, and PostgreSQL when
 * DATABASE_URL or TEST_DATABASE_URL is set), loads each catalogue target at a fixed rate and at
 * full load with many distinct requests, measures adding to the cart and buying with signed-up
 * accounts, checks duplicate purchases, sends hostile input to every operation (fuzz-bench.ts),
 * and prints a table. Budgets are reported, never asserted
 * by tests.
 */
import { availableParallelism, loadavg } from 'node:os';
import { prepareBenchDatabase, repoRoot, startBenchServer } from './bench-server';
import { printColumns, printTable, type Row } from './bench-table';
import { buildBenchTargets } from './bench-targets';
import { measureCatalogue, type VarietyLine } from './catalogue-bench';
import { measureFuzz, readFuzzOperations } from './fuzz-bench';
import { readCatalogueSamples } from './catalogue-samples';
import { measureWrites } from './purchase-bench';
import { measureSlowClients } from './slow-clients-bench';
import { INITIAL_JS_BUDGET_BYTES, measureInitialJs } from './web-bundle-size';

interface DatabaseReport {
  rows: Row[];
  variety: VarietyLine[];
  lines: string[];
}

async function measureDatabase(label: string, baseUrl: string): Promise<DatabaseReport> {
  console.error(`${label}: reading catalogue samples…`);
  const samples = await readCatalogueSamples(baseUrl);
  console.error(`${label}: measuring the catalogue targets…`);
  const catalogue = await measureCatalogue(label, baseUrl, buildBenchTargets(samples));
  console.error(`${label}: measuring adding to the cart and buying…`);
  const writes = await measureWrites(label, baseUrl, samples);
  return {
    rows: [...catalogue.rows, ...writes.rows],
    variety: catalogue.variety,
    lines: writes.lines,
  };
}

async function main(): Promise<void> {
  const loadBefore = loadavg()[0] ?? 0;
  const reports: DatabaseReport[] = [];
  const slowClientLines: string[] = [];
  const fuzzOperations = await readFuzzOperations();
  const fuzzLines: string[] = [];
  const postgresUrl = process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? null;
  const databases: Array<[string, string | null]> = [['PGlite', null]];
  if (postgresUrl) databases.push(['PostgreSQL', await prepareBenchDatabase(postgresUrl)]);
  for (const [label, url] of databases) {
    console.error(`Starting the server on ${label} with the full-scale catalogue…`);
    const server = await startBenchServer(url);
    try {
      reports.push(await measureDatabase(label, server.baseUrl));
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
  printTable(reports.flatMap((report) => report.rows));
  printVariety(reports.flatMap((report) => report.variety));
  console.log('\nPurchases sent more than once');
  for (const line of reports.flatMap((report) => report.lines)) console.log(line);
  console.log('\nHostile input (requests tried, 5xx answers; none may be a 5xx or show internals)');
  for (const line of fuzzLines) console.log(line);
  console.log('\nSlow clients (a slowloris attack against the per-client connection cap)');
  for (const line of slowClientLines) console.log(line);
  printWebBundle();
  printMachineLoad(loadBefore);
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

function printWebBundle(): void {
  const measured = measureInitialJs(`${repoRoot}/apps/web/dist`);
  if (!measured) {
    console.log('\nweb: not built (run npm run build) — initial JS not measured');
    return;
  }
  const kb = (measured.gzipBytes / 1024).toFixed(1);
  const verdict = measured.gzipBytes <= INITIAL_JS_BUDGET_BYTES ? 'ok (≤ 150 KB)' : 'OVER 150 KB';
  console.log(`\nweb: initial JS ${kb} KB gzip in ${measured.files.length} files — ${verdict}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
