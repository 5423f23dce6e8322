import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { z } from 'zod';
import { PRODUCT } from '@fillwell/domain';
import type { DatabaseTarget } from './db/client';
import { CRASH_POINTS, isCrashPointName, type CrashPointName } from './test-faults/crash-point';

/** The repository root, found from this file's location so the cwd does not matter. */
const repoRoot = fileURLToPath(new URL('../../../', import.meta.url)).replace(/[\\/]$/, '');

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const booleanFlag = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

const MAX_RENDER_THREADS = 16;
const DEFAULT_MAX_RENDER_THREADS = 4;

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).optional(),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
    .optional(),
  DATA_DIR: z.string().min(1).optional(),
  SEED_SCALE: z.enum(['demo', 'full', 'test']).default('demo'),
  LOG_LEVEL: z.enum(LOG_LEVELS).optional(),
  WEB_DIST_DIR: z.string().min(1).optional(),
  TRUST_PROXY: booleanFlag.default(false),
  SUPPORT_PHONE: z.string().min(7).max(40).default(PRODUCT.supportPhone),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().min(3).default(`${PRODUCT.name} <no-reply@${PRODUCT.slug}.com>`),
  PUBLIC_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })
    .transform((value) => value.replace(/\/+$/, ''))
    .optional(),
  STRIPE_SECRET_KEY: z.string().startsWith('sk_').optional(),
  STRIPE_PUBLISHABLE_KEY: z.string().startsWith('pk_').optional(),
  FULFILLMENT_SIMULATOR: z.enum(['on', 'off']).optional(),
  FULFILLMENT_STEP_SECONDS: z.coerce.number().int().min(1).default(60),
  JOB_TICK_SECONDS: z.coerce.number().int().min(1).max(86400).default(60),
  CLINICIAN_DEMO_PASSWORD: z.string().min(8, 'must be at least 8 characters').optional(),
  PARTNER_DEMO_PASSWORD: z.string().min(8, 'must be at least 8 characters').optional(),
  SUPPORT_DEMO_PASSWORD: z.string().min(8, 'must be at least 8 characters').optional(),
  ANALYTICS_WRITE_KEY: z.string().min(1).optional(),
  ANALYTICS_FORWARD_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })
    .default('https://api.segment.io/v1/batch'),
  ANALYTICS_STRICT_EVENTS: booleanFlag.default(false),
  FAULT_CRASH_AT: z.string().optional(),
  DISCOUNT_CARD_BIN: z
    .string()
    .regex(/^\d{6}$/, 'must be six digits')
    .default('019876'),
  DISCOUNT_CARD_PCN: z
    .string()
    .regex(/^[A-Z0-9]{1,10}$/, 'must be 1-10 capital letters or digits')
    .default('FWCARD'),
  DISCOUNT_CARD_GROUP: z
    .string()
    .regex(/^[A-Z0-9]{1,15}$/, 'must be 1-15 capital letters or digits')
    .default('FW0001'),
  SMS_API_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })
    .default('https://api.twilio.com'),
  SMS_ACCOUNT_SID: z.string().min(1).optional(),
  SMS_AUTH_TOKEN: z.string().min(1).optional(),
  SMS_FROM_NUMBER: z
    .string()
    .regex(/^\+\d{11,15}$/, 'must be a number like +15551234567')
    .optional(),
  DATABASE_WAIT_SECONDS: z.coerce.number().int().min(0).default(300),
  HTTP_REQUEST_TIMEOUT_SECONDS: z.coerce.number().int().min(1).default(30),
  HTTP_IDLE_TIMEOUT_SECONDS: z.coerce.number().int().min(1).default(60),
  HTTP_KEEP_ALIVE_TIMEOUT_SECONDS: z.coerce.number().int().min(1).default(72),
  HTTP_MAX_CONNECTIONS_PER_CLIENT: z.coerce.number().int().min(0).optional(),
  RENDER_THREADS: z.coerce.number().int().min(1).max(MAX_RENDER_THREADS).optional(),
  CONTENT_DIR: z.string().min(1).optional(),
  BLOG_PREVIEW_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
});

export type NodeEnv = 'development' | 'production' | 'test';
export type LogLevel = (typeof LOG_LEVELS)[number];

export interface AppConfig {
  port: number;
  host: string;
  nodeEnv: NodeEnv;
  isProduction: boolean;
  database: DatabaseTarget;
  /** 'test' is the small catalogue the tests' spawned servers load. */
  seedScale: 'demo' | 'full' | 'test';
  logLevel: LogLevel;
  webDistDir: string;
  /** Threads that render public pages (RENDER_THREADS; one per core, at most four, by default). */
  renderThreads: number;
  trustProxy: boolean;
  repoRoot: string;
  /** The content store: pages, blog posts, careers and legal documents (CONTENT_DIR). */
  contentDir: string;
  /**
   * Opens a draft blog post at /blog/preview/{slug}?token=… (BLOG_PREVIEW_TOKEN); a fixed token
   * outside production, and in production no previews unless the variable is set.
   */
  blogPreviewToken: string | null;
  /** Shown in messages such as the address check's; from SUPPORT_PHONE. */
  supportPhone: string;
  /** Real email through SMTP when set; otherwise messages stay in the outbox table. */
  smtpUrl: string | null;
  mailFrom: string;
  /**
   * The site's address for links in emails (password reset, sign-in links); from PUBLIC_URL. When
   * unset, links use the address the request came to (set it in production).
   */
  publicUrl: string | null;
  /** Stripe instead of the embedded test gateway when both keys are set. */
  stripe: { secretKey: string; publishableKey: string } | null;
  /**
   * Moves paid orders along their fulfillment steps by itself (no pharmacy is connected): on by
   * default outside production (FULFILLMENT_SIMULATOR), one step every FULFILLMENT_STEP_SECONDS.
   */
  fulfillmentSimulator: { isEnabled: boolean; stepSeconds: number };
  /**
   * How often scheduled jobs (renewals, auto-refills…) run: each runs once per this many seconds
   * across all server processes on the database (JOB_TICK_SECONDS, 60 by default).
   */
  jobTickSeconds: number;
  /**
   * The password of the demo clinician (clinician@fillwell.test) seeded at start, from
   * CLINICIAN_DEMO_PASSWORD; 'fillwell-clinician' outside production, and in production no
   * demo clinician unless the variable is set.
   */
  clinicianDemoPassword: string | null;
  /**
   * The password of the demo partner pharmacy's staff login (partner@fillwell.test) seeded at
   * start, from PARTNER_DEMO_PASSWORD; 'fillwell-partner' outside production, and in production
   * no demo partner staff unless the variable is set.
   */
  partnerDemoPassword: string | null;
  /**
   * The password of the demo support login (support@fillwell.test, sees the funnel) seeded at
   * start, from SUPPORT_DEMO_PASSWORD; 'fillwell-support' outside production, and in production
   * no demo support login unless the variable is set.
   */
  supportDemoPassword: string | null;
  /** Where analytics events go besides the database (see AnalyticsConfig). */
  analytics: AnalyticsConfig;
  /** Tests only (NODE_ENV=test, else ignored): the crash point the process dies at (FAULT_CRASH_AT). */
  faultCrashAt: CrashPointName | null;
  /**
   * Every couple of seconds, finishes purchases and refunds that a server process which died
   * left half done. Always on; tests may turn it off to run it by hand.
   */
  isPurchaseRecoveryEnabled: boolean;
  /** How long start-up waits for an unreachable PostgreSQL, retrying (DATABASE_WAIT_SECONDS). */
  databaseWaitMs: number;
  /** Limits against slow and greedy HTTP clients (see docs/operations.md). */
  http: HttpLimits;
  /** The discount card's claim routing: what a pharmacy keys in with the member ID. */
  discountCardPlan: DiscountCardPlan;
  /**
   * Real text messages through a Twilio-style HTTP API when SMS_ACCOUNT_SID, SMS_AUTH_TOKEN and
   * SMS_FROM_NUMBER are set; otherwise texts stay in the outbox table.
   */
  sms: SmsProviderConfig | null;
}

/**
 * Events are always stored by the first-party collector; with ANALYTICS_WRITE_KEY they are also
 * forwarded to a Segment-compatible batch endpoint (ANALYTICS_FORWARD_URL). With
 * ANALYTICS_STRICT_EVENTS only the whitelisted event names are accepted (off by default).
 */
export interface AnalyticsConfig {
  writeKey: string | null;
  forwardUrl: string;
  isStrict: boolean;
}

export interface DiscountCardPlan {
  rxBin: string;
  rxPcn: string;
  rxGroup: string;
}

export interface SmsProviderConfig {
  apiUrl: string;
  accountSid: string;
  authToken: string;
  fromNumber: string;
}

export interface HttpLimits {
  /** The whole request, headers and body, must arrive within it (HTTP_REQUEST_TIMEOUT_SECONDS). */
  requestTimeoutMs: number;
  /** A connection silent this long is closed, even mid-request (HTTP_IDLE_TIMEOUT_SECONDS). */
  idleTimeoutMs: number;
  /** An idle keep-alive connection is closed after it (HTTP_KEEP_ALIVE_TIMEOUT_SECONDS). */
  keepAliveTimeoutMs: number;
  /**
   * Open connections one client address may hold; more are closed at once. 0: no cap, the
   * default behind a proxy (TRUST_PROXY), where every connection comes from the proxy.
   */
  maxConnectionsPerClient: number;
}

const DEMO_CLINICIAN_PASSWORD = 'fillwell-clinician';
const DEMO_PARTNER_PASSWORD = 'fillwell-partner';
const DEMO_SUPPORT_PASSWORD = 'fillwell-support';
/** Outside production only: the draft preview link's token. */
export const DEV_BLOG_PREVIEW_TOKEN = 'fillwell-draft-preview';
const DEFAULT_MAX_CONNECTIONS_PER_CLIENT = 100;

/** Raised when the environment is invalid; the message names each offending variable. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Reads and validates the environment. The only reader of process.env in the server. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(withoutEmptyValues(env));
  if (!parsed.success) throw new ConfigError(describeIssues(parsed.error));
  const vars = parsed.data;
  const faultCrashAt = vars.NODE_ENV === 'test' ? readCrashPoint(vars.FAULT_CRASH_AT) : null;
  return {
    port: vars.PORT,
    // Outside production only this machine can reach the server (and its developer tools).
    host: vars.HOST ?? (vars.NODE_ENV === 'production' ? '0.0.0.0' : '127.0.0.1'),
    nodeEnv: vars.NODE_ENV,
    isProduction: vars.NODE_ENV === 'production',
    database: vars.DATABASE_URL
      ? { kind: 'postgres', url: vars.DATABASE_URL }
      : { kind: 'pglite', dataDir: resolveFromRoot(vars.DATA_DIR ?? '.data/db') },
    seedScale: vars.SEED_SCALE,
    logLevel: vars.LOG_LEVEL ?? defaultLogLevel(vars.NODE_ENV),
    webDistDir: resolveFromRoot(vars.WEB_DIST_DIR ?? 'apps/web/dist'),
    renderThreads:
      vars.RENDER_THREADS ?? Math.min(DEFAULT_MAX_RENDER_THREADS, availableParallelism()),
    trustProxy: vars.TRUST_PROXY,
    repoRoot,
    contentDir: resolveFromRoot(vars.CONTENT_DIR ?? 'content'),
    blogPreviewToken:
      vars.BLOG_PREVIEW_TOKEN ?? (vars.NODE_ENV === 'production' ? null : DEV_BLOG_PREVIEW_TOKEN),
    supportPhone: vars.SUPPORT_PHONE,
    smtpUrl: vars.SMTP_URL ?? null,
    mailFrom: vars.MAIL_FROM,
    publicUrl: vars.PUBLIC_URL ?? null,
    stripe:
      vars.STRIPE_SECRET_KEY && vars.STRIPE_PUBLISHABLE_KEY
        ? { secretKey: vars.STRIPE_SECRET_KEY, publishableKey: vars.STRIPE_PUBLISHABLE_KEY }
        : null,
    fulfillmentSimulator: {
      isEnabled:
        (vars.FULFILLMENT_SIMULATOR ?? (vars.NODE_ENV === 'production' ? 'off' : 'on')) === 'on',
      stepSeconds: vars.FULFILLMENT_STEP_SECONDS,
    },
    jobTickSeconds: vars.JOB_TICK_SECONDS,
    clinicianDemoPassword:
      vars.CLINICIAN_DEMO_PASSWORD ??
      (vars.NODE_ENV === 'production' ? null : DEMO_CLINICIAN_PASSWORD),
    partnerDemoPassword:
      vars.PARTNER_DEMO_PASSWORD ?? (vars.NODE_ENV === 'production' ? null : DEMO_PARTNER_PASSWORD),
    supportDemoPassword:
      vars.SUPPORT_DEMO_PASSWORD ?? (vars.NODE_ENV === 'production' ? null : DEMO_SUPPORT_PASSWORD),
    analytics: {
      writeKey: vars.ANALYTICS_WRITE_KEY ?? null,
      forwardUrl: vars.ANALYTICS_FORWARD_URL,
      isStrict: vars.ANALYTICS_STRICT_EVENTS,
    },
    faultCrashAt,
    isPurchaseRecoveryEnabled: true,
    databaseWaitMs: vars.DATABASE_WAIT_SECONDS * 1000,
    http: {
      requestTimeoutMs: vars.HTTP_REQUEST_TIMEOUT_SECONDS * 1000,
      idleTimeoutMs: vars.HTTP_IDLE_TIMEOUT_SECONDS * 1000,
      keepAliveTimeoutMs: vars.HTTP_KEEP_ALIVE_TIMEOUT_SECONDS * 1000,
      maxConnectionsPerClient:
        vars.HTTP_MAX_CONNECTIONS_PER_CLIENT ??
        (vars.TRUST_PROXY ? 0 : DEFAULT_MAX_CONNECTIONS_PER_CLIENT),
    },
    discountCardPlan: {
      rxBin: vars.DISCOUNT_CARD_BIN,
      rxPcn: vars.DISCOUNT_CARD_PCN,
      rxGroup: vars.DISCOUNT_CARD_GROUP,
    },
    sms:
      vars.SMS_ACCOUNT_SID && vars.SMS_AUTH_TOKEN && vars.SMS_FROM_NUMBER
        ? {
            apiUrl: vars.SMS_API_URL.replace(/\/+$/, ''),
            accountSid: vars.SMS_ACCOUNT_SID,
            authToken: vars.SMS_AUTH_TOKEN,
            fromNumber: vars.SMS_FROM_NUMBER,
          }
        : null,
  };
}

function readCrashPoint(value: string | undefined): CrashPointName | null {
  if (value === undefined) return null;
  if (isCrashPointName(value)) return value;
  throw new ConfigError(
    `Invalid environment configuration:\n  FAULT_CRASH_AT: must be one of ${CRASH_POINTS.join(', ')}`,
  );
}

function withoutEmptyValues(env: NodeJS.ProcessEnv): Record<string, string> {
  return Object.fromEntries(
    Object.entries(env).filter((entry): entry is [string, string] => Boolean(entry[1])),
  );
}

function resolveFromRoot(target: string): string {
  return path.resolve(repoRoot, target);
}

function defaultLogLevel(nodeEnv: NodeEnv): LogLevel {
  return nodeEnv === 'test' ? 'silent' : 'info';
}

function describeIssues(error: z.ZodError): string {
  const lines = error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
  return `Invalid environment configuration:\n${lines.join('\n')}`;
}
