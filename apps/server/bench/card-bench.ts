/**
 * The discount card: issuing cards (POST magic_card/signup after a sign-in with a texted code,
 * read from the SMS stand-in) measured one account each, ten at a time; and the pharmacy's claim
 * (POST /api/v2/claims) as a target measured like the catalogue reads, at 200 req/s and at full
 * load against the trivial route, with the cards just issued, real priced medications and
 * pharmacies of the card's network.
 */
import { CLAIM_QUANTITY_MAX } from '@fillwell/contracts';
import { toClientIp } from './bench-accounts';
import {
  expectOk,
  getJson,
  mapWithConcurrency,
  readSessionCookie,
  send,
  withClientQuery,
  type BenchVisitor,
} from './bench-client';
import type { Row } from './bench-table';
import { FULL_LOAD_CONNECTIONS, type BenchTarget } from './bench-targets';
import type { CatalogueSamples } from './catalogue-samples';
import { percentile } from './purchase-bench';
import type { SmsCapture } from './sms-capture';

const SIGNUP_PATH = withClientQuery('/api/v2/user/account/magic_card/signup');
const CLAIMS_PATH = '/api/v2/claims';
/** Account indexes (and so client addresses) apart from the other write benchmarks' accounts. */
const FIRST_CARD_ACCOUNT = 50_000;
const CARD_WARM_UP = 10;
const MEASURED_CARDS = 150;
const PREPARATION_CONCURRENCY = 4;
export const CARD_ISSUE_BUDGET_P99_MS = 100;
export const CLAIM_BUDGET_P99_MS = 10;
const DISTINCT_CLAIMS = 3_000;
/** Where the claims' pharmacies are looked for: big cities in many states (none in Texas). */
const CLAIM_ZIP_CODES = [
  '10001',
  '60601',
  '94103',
  '30303',
  '98101',
  '63103',
  '02108',
  '85004',
  '33101',
  '80202',
  '19103',
  '48226',
  '55401',
  '97205',
  '37203',
  '28202',
  '43215',
  '46204',
  '64106',
  '89101',
];

/** A card the claims are made on, with the plan its pharmacy keys in. */
export interface BenchMember {
  memberId: string;
  rxBin: string;
  rxPcn: string;
  rxGroup: string;
}

export interface CardIssuing {
  row: Row | null;
  members: BenchMember[];
  lines: string[];
}

interface WireCardResponse {
  card?: { cardholder_id: string; rx_bin: string; rx_pcn: string; rx_group: string };
}

interface IssueOutcome {
  ms: number;
  status: number;
  body: unknown;
}

export async function measureCardIssuing(
  label: string,
  baseUrl: string,
  sms: SmsCapture,
  runTag: string,
): Promise<CardIssuing> {
  const probe = await send(baseUrl, { method: 'POST', path: SIGNUP_PATH, body: {} });
  if (probe.status === 404) {
    const line = `${label}: POST magic_card/signup answers 404 — card issuing and claims not measured`;
    return { row: null, members: [], lines: [line] };
  }
  const indexes = Array.from(
    { length: CARD_WARM_UP + MEASURED_CARDS },
    (_, offset) => FIRST_CARD_ACCOUNT + offset,
  );
  const visitors = await mapWithConcurrency(indexes, PREPARATION_CONCURRENCY, (index) =>
    signInWithCode(baseUrl, sms, index, runTag),
  );
  const issue = async (visitor: BenchVisitor): Promise<IssueOutcome> => {
    const start = performance.now();
    const response = await send(baseUrl, { method: 'POST', path: SIGNUP_PATH, body: {}, visitor });
    return { ms: performance.now() - start, status: response.status, body: response.body };
  };
  const warmUp = await mapWithConcurrency(visitors.slice(0, CARD_WARM_UP), 2, issue);
  const started = performance.now();
  const measured = await mapWithConcurrency(
    visitors.slice(CARD_WARM_UP),
    FULL_LOAD_CONNECTIONS,
    issue,
  );
  const seconds = (performance.now() - started) / 1000;
  const members = [...warmUp, ...measured].flatMap((outcome) => toMember(outcome) ?? []);
  return { ...describeIssuing(label, measured, seconds), members };
}

/** A new phone-code account signed in with the code texted to its number. */
async function signInWithCode(
  baseUrl: string,
  sms: SmsCapture,
  index: number,
  runTag: string,
): Promise<BenchVisitor> {
  const clientIp = toClientIp(index);
  // Ten digits per account; the run tag keeps reruns on one database apart.
  const digits = `3${String(parseInt(runTag, 36) % 100).padStart(2, '0')}${String(index).padStart(7, '0')}`;
  const sent = await expectOk(baseUrl, {
    method: 'POST',
    path: withClientQuery('/api/v2/user/account/otp/login/send'),
    body: { mobile_number: digits },
    headers: { 'x-forwarded-for': clientIp },
  });
  const text = await sms.waitForText(`+1${digits}`);
  const code = /\b(\d{6})\b/.exec(text)?.[1];
  if (!code) throw new Error(`no code in the text to ${digits}`);
  const verified = await expectOk(baseUrl, {
    method: 'POST',
    path: withClientQuery('/api/v2/user/account/otp/login/verify'),
    body: {
      otp_code: code,
      tid: (sent.body as { token: string }).token,
      match_code: null,
      mobile_number: `+1${digits}`,
    },
    headers: { 'x-forwarded-for': clientIp },
  });
  return { cookie: readSessionCookie(verified.headers), clientIp };
}

function toMember(outcome: IssueOutcome): BenchMember | null {
  const card = outcome.status === 200 ? (outcome.body as WireCardResponse).card : undefined;
  if (!card) return null;
  return {
    memberId: card.cardholder_id,
    rxBin: card.rx_bin,
    rxPcn: card.rx_pcn,
    rxGroup: card.rx_group,
  };
}

function describeIssuing(
  label: string,
  outcomes: readonly IssueOutcome[],
  seconds: number,
): { row: Row; lines: string[] } {
  const latencies = outcomes.map((outcome) => outcome.ms).sort((a, b) => a - b);
  const failures = outcomes.filter((outcome) => outcome.status !== 200);
  const p99 = Math.round(percentile(latencies, 99));
  const row = {
    database: label,
    target: `issue a discount card (${outcomes.length} accounts, one each)`,
    mode: `${FULL_LOAD_CONNECTIONS} at once`,
    p50: Math.round(percentile(latencies, 50)),
    p99,
    rps: Math.round(outcomes.length / seconds),
    errors: failures.length,
    ratio: '',
    verdict:
      p99 <= CARD_ISSUE_BUDGET_P99_MS
        ? `ok (≤ ${CARD_ISSUE_BUDGET_P99_MS} ms)`
        : `OVER ${CARD_ISSUE_BUDGET_P99_MS} ms`,
  };
  const first = failures[0];
  const lines = first
    ? [
        `${label}: ${failures.length} card(s) not issued; the first: ` +
          `${first.status} ${JSON.stringify(first.body).slice(0, 200)}`,
      ]
    : [];
  return { row, lines };
}

/**
 * The claim target: the members' cards in turn, each with the next priced medication and the
 * next pharmacy of the card's network, so that consecutive claims touch different cards.
 */
export async function buildClaimTarget(
  baseUrl: string,
  members: readonly BenchMember[],
  samples: CatalogueSamples,
): Promise<BenchTarget | null> {
  const npis = await findNetworkPharmacies(baseUrl);
  const items = samples.pricedItems.filter((item) => item.quantity <= CLAIM_QUANTITY_MAX);
  if (members.length === 0 || npis.length === 0 || items.length === 0) return null;
  const bodies = Array.from({ length: DISTINCT_CLAIMS }, (_, index) => {
    const member = members[index % members.length] as BenchMember;
    const item = items[index % items.length] as CatalogueSamples['pricedItems'][number];
    return JSON.stringify({
      rx_bin: member.rxBin,
      rx_pcn: member.rxPcn,
      rx_group: member.rxGroup,
      member_id: member.memberId,
      med_id: item.medId,
      quantity: item.quantity,
      pharmacy_npi: npis[index % npis.length],
    });
  });
  return {
    name: `discount-card claim (POST ${CLAIMS_PATH}, ${members.length} cards)`,
    paths: [CLAIMS_PATH],
    bodies,
    budgetP99Ms: CLAIM_BUDGET_P99_MS,
  };
}

interface WirePharmacy {
  npi: string;
  in_network: boolean;
  is_delivery: boolean;
  location: { address: { state: string } };
}

async function findNetworkPharmacies(baseUrl: string): Promise<string[]> {
  const searches = await mapWithConcurrency(CLAIM_ZIP_CODES, PREPARATION_CONCURRENCY, (zip) =>
    getJson<{ results: WirePharmacy[] }>(
      baseUrl,
      `/api/v2/pharmacies?zip_code=${zip}&network_ids=4&limit=20`,
    ).catch(() => ({ results: [] })),
  );
  const npis = searches.flatMap((search) =>
    search.results
      .filter((result) => result.in_network && !result.is_delivery)
      .filter((result) => result.location.address.state !== 'TX')
      .map((result) => result.npi),
  );
  return [...new Set(npis)];
}
