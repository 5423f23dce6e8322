import { createRandom, seedFromText, type Random } from '../db/seed/random';

/**
 * Hostile requests for every operation of the OpenAPI document: wrong types, NUL bytes, huge
 * and negative numbers, deep nesting, markup and SQL, odd Unicode, unknown fields, malformed and
 * oversized bodies. Each case starts from a plausible request built from the operation's schemas
 * (known ids where the caller has them) and spoils one part of it, so that most cases get past
 * the first check and reach the code behind it. The same seed always gives the same cases.
 */

/** The parts of a JSON schema (OpenAPI 3.0 flavour) the generator reads. */
export interface JsonSchema {
  type?: string | string[];
  nullable?: boolean;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  exclusiveMaximum?: boolean | number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
  format?: string;
  additionalProperties?: boolean | JsonSchema;
}

interface OpenApiParameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  required?: boolean;
  schema?: JsonSchema;
}

interface OpenApiOperation {
  parameters?: OpenApiParameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
}

export interface FuzzParameter {
  name: string;
  required: boolean;
  schema: JsonSchema;
}

export interface FuzzOperation {
  method: string;
  /** The path template, e.g. `/api/v2/orders/{id}`. */
  path: string;
  pathParams: FuzzParameter[];
  queryParams: FuzzParameter[];
  headerParams: FuzzParameter[];
  body: JsonSchema | null;
}

export interface FuzzCase {
  operation: FuzzOperation;
  attack: AttackName;
  method: string;
  /** Path and query string. */
  url: string;
  headers: Record<string, string>;
  body?: string;
  /** The hostile values sent, so an answer that merely echoes one is not taken for a leak. */
  payloads: string[];
}

/** Values the generator may use for fields of these wire names (real ids make deeper cases). */
export type KnownValues = Record<string, readonly unknown[]>;

const HTTP_METHODS = new Set(['get', 'post', 'put', 'patch', 'delete']);
/** Query parameters every call carries; the client params guard has its own tests. */
const CLIENT_PARAMS = new Set(['platform', 'app']);
const CLIENT_QUERY = 'platform=web&app=5.0.12';

/** Every operation of the document; `exclude` leaves out paths (e.g. the docs themselves). */
export function listFuzzOperations(
  document: OpenApiDocument,
  exclude: (path: string) => boolean = () => false,
): FuzzOperation[] {
  const operations: FuzzOperation[] = [];
  for (const [path, methods] of Object.entries(document.paths)) {
    if (exclude(path)) continue;
    for (const [method, operation] of Object.entries(methods)) {
      if (!HTTP_METHODS.has(method)) continue;
      const parameters = (operation.parameters ?? []).filter(
        (parameter) => !(parameter.in === 'query' && CLIENT_PARAMS.has(parameter.name)),
      );
      const toFuzzParameter = (parameter: OpenApiParameter): FuzzParameter => ({
        name: parameter.name,
        required: parameter.required ?? false,
        schema: parameter.schema ?? { type: 'string' },
      });
      operations.push({
        method: method.toUpperCase(),
        path,
        pathParams: parameters.filter((entry) => entry.in === 'path').map(toFuzzParameter),
        queryParams: parameters.filter((entry) => entry.in === 'query').map(toFuzzParameter),
        headerParams: parameters.filter((entry) => entry.in === 'header').map(toFuzzParameter),
        body: operation.requestBody?.content?.['application/json']?.schema ?? null,
      });
    }
  }
  return operations;
}

export const ATTACKS = [
  'nul-byte',
  'huge-number',
  'negative-number',
  'wrong-type',
  'deep-nesting',
  'markup',
  'sql',
  'oversized',
  'unknown-field',
  'malformed-body',
  'odd-unicode',
  'boundary-string',
] as const;
export type AttackName = (typeof ATTACKS)[number];

const NUL_VALUES = ['ab\u0000cd', '\u0000', '1\u0000', '\u0000--'];
const HUGE_NUMBERS = [2_147_483_648, 4_294_967_296, 2 ** 53 + 2, 1e21, 1e308];
const NEGATIVE_NUMBERS = [-1, 0, -2_147_483_649, -1e308, -0.5];
const NUMBER_TEXTS = ['2147483648', '99999999999999999999', '1e309', '-2147483649', 'NaN', '0x10'];
const MARKUP = [
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  '{{7*7}}${7*7}',
  '<?xml version="1.0"?><!DOCTYPE a [<!ENTITY e SYSTEM "file:///etc/passwd">]><a>&e;</a>',
];
const SQL = [
  "' OR '1'='1",
  '1; DROP TABLE accounts; --',
  '" OR 1=1 --',
  "%' UNION SELECT null, version() --",
  "'); SELECT pg_sleep(0); --",
];
const ODD_UNICODE = [
  '\ud800',
  '\udfff\ud800',
  '\u202e\u0041\u0042',
  '\u200b',
  'é'.normalize('NFD'),
  '😀'.repeat(50),
  '\u2028\u2029',
  '../../etc/passwd',
  '%00%2e%2e%2f',
];
const BOUNDARY_STRINGS = ['', ' ', '\t\n', 'x'.repeat(10_000)];
const WRONG_TYPES: unknown[] = [null, true, [], {}, 'text', 1.5, [[1]], { $gt: '' }];
const DEEP_LEVELS = 20_000;
/** Just over the 1 MiB body limit. */
const OVERSIZED_BYTES = 1024 * 1024 + 16;

/**
 * The run's size and seed: FUZZ_CASES cases per session (`defaultCount` without it) and
 * FUZZ_SEED, so that a longer or different run needs no change to the code.
 */
export function readFuzzSettings(defaultCount: number): { count: number; seed: number } {
  return {
    count: Number(process.env.FUZZ_CASES ?? defaultCount),
    seed: Number(process.env.FUZZ_SEED ?? 16_016),
  };
}

export interface FuzzCaseOptions {
  seed: number;
  count: number;
  known?: KnownValues;
}

/**
 * `count` cases: operations in turn, so that every operation is tried early; each operation meets
 * the attacks in turn from its own starting point; the spoiled part and the value are drawn from
 * the seeded random source.
 */
export function createFuzzCases(
  operations: readonly FuzzOperation[],
  options: FuzzCaseOptions,
): FuzzCase[] {
  const random = createRandom(options.seed);
  const known = options.known ?? {};
  const cases: FuzzCase[] = [];
  for (let index = 0; index < options.count && operations.length > 0; index += 1) {
    const operationIndex = index % operations.length;
    const round = Math.floor(index / operations.length);
    const operation = operations[operationIndex];
    if (!operation) continue;
    const attack =
      ATTACKS[(round + seedFromText(operation.method + operation.path)) % ATTACKS.length];
    if (!attack) continue;
    cases.push(createFuzzCase(operation, attack, random, known));
  }
  return cases;
}

/** A request's parts while it is being spoiled. */
interface Draft {
  path: Record<string, string>;
  query: Array<[string, string]>;
  headers: Record<string, string>;
  body: unknown;
  /** GET requests carry no body. */
  canHaveBody: boolean;
  rawBody?: string;
  contentType: string;
  payloads: string[];
}

/** A place in the request a value can go. */
export interface Slot {
  where: 'path' | 'query' | 'header' | 'body';
  /** Parameter name, or the key path into the body. */
  key: string | Array<string | number>;
  schema: JsonSchema;
}

export function createFuzzCase(
  operation: FuzzOperation,
  attack: AttackName,
  random: Random,
  known: KnownValues = {},
): FuzzCase {
  const draft = createValidDraft(operation, random, known);
  spoil(draft, operation, attack, random);
  const query = new URLSearchParams(draft.query).toString();
  const url = `${fillPath(operation, draft.path)}?${CLIENT_QUERY}${query ? `&${query}` : ''}`;
  const headers: Record<string, string> = { ...draft.headers };
  let body: string | undefined;
  if (draft.rawBody !== undefined) body = draft.rawBody;
  else if (draft.body !== undefined) body = JSON.stringify(draft.body);
  if (body !== undefined) headers['content-type'] = draft.contentType;
  return {
    operation,
    attack,
    method: operation.method,
    url,
    headers,
    body,
    payloads: draft.payloads,
  };
}

function createValidDraft(operation: FuzzOperation, random: Random, known: KnownValues): Draft {
  const path: Record<string, string> = {};
  for (const parameter of operation.pathParams) {
    path[parameter.name] = String(sampleValue(parameter.schema, parameter.name, random, known));
  }
  const query: Array<[string, string]> = [];
  for (const parameter of operation.queryParams) {
    if (!parameter.required && random.chance(0.5)) continue;
    const value = sampleValue(parameter.schema, parameter.name, random, known);
    if (value !== null && value !== undefined) query.push([parameter.name, String(value)]);
  }
  const headers: Record<string, string> = {};
  for (const parameter of operation.headerParams) {
    if (random.chance(0.5)) headers[parameter.name] = `fuzz-${random.int(0, 1_000_000)}`;
  }
  const body = operation.body ? sampleValue(operation.body, '', random, known) : undefined;
  const canHaveBody = operation.method !== 'GET';
  return { path, query, headers, body, canHaveBody, contentType: 'application/json', payloads: [] };
}

/** A plausible value for a schema: a known value for the field when there is one. */
export function sampleValue(
  schema: JsonSchema,
  name: string,
  random: Random,
  known: KnownValues,
  depth = 0,
): unknown {
  const knownValues = known[name];
  if (knownValues?.length) return random.pick(knownValues);
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return random.pick(schema.enum);
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants?.length) {
    const concrete = variants.filter((variant) => primaryType(variant) !== 'null');
    return sampleValue(random.pick(concrete.length ? concrete : variants), name, random, known);
  }
  if (schema.allOf?.[0]) return sampleValue(schema.allOf[0], name, random, known, depth);
  switch (primaryType(schema)) {
    case 'object':
      return sampleObject(schema, random, known, depth);
    case 'array': {
      const itemCount = Math.max(1, schema.minItems ?? 1);
      return Array.from({ length: itemCount }, () =>
        schema.items ? sampleValue(schema.items, name, random, known, depth + 1) : 'x',
      );
    }
    case 'integer':
    case 'number':
      return sampleNumber(schema);
    case 'boolean':
      return random.chance(0.5);
    case 'null':
      return null;
    default:
      return sampleString(schema, name);
  }
}

function sampleObject(
  schema: JsonSchema,
  random: Random,
  known: KnownValues,
  depth: number,
): Record<string, unknown> {
  const value: Record<string, unknown> = {};
  const required = new Set(schema.required ?? []);
  for (const [key, property] of Object.entries(schema.properties ?? {})) {
    const isWanted = required.has(key) || (known[key] !== undefined && depth <= 3);
    if (!isWanted && (depth > 3 || random.chance(0.5))) continue;
    value[key] = sampleValue(property, key, random, known, depth + 1);
  }
  return value;
}

function sampleNumber(schema: JsonSchema): number {
  const minimum = typeof schema.minimum === 'number' ? schema.minimum : 1;
  const lowest = schema.exclusiveMinimum === true ? minimum + 1 : minimum;
  const highest = typeof schema.maximum === 'number' ? schema.maximum : lowest + 10;
  return Math.min(Math.max(lowest, 1), highest);
}

/** Strings that satisfy the common formats and patterns of the contracts. */
function sampleString(schema: JsonSchema, name: string): string {
  if (schema.format === 'email' || name.includes('email')) return 'fuzz.nobody@example.com';
  if (schema.format === 'date' || name === 'dob') return '1980-04-02';
  if (schema.format === 'date-time') return '2030-01-01T00:00:00.000Z';
  if (name.includes('zip')) return '63108';
  if (name.includes('state')) return 'MO';
  if (name.includes('phone') || name.includes('mobile')) return '3145550123';
  if (name.includes('password')) return 'correct horse battery';
  if (schema.pattern && /\\d\{5\}/.test(schema.pattern)) return '63108';
  const length = Math.max(schema.minLength ?? 1, 3);
  return 'abc'.repeat(Math.ceil(length / 3)).slice(0, Math.min(length, schema.maxLength ?? length));
}

export function primaryType(schema: JsonSchema): string | undefined {
  if (Array.isArray(schema.type)) return schema.type.find((type) => type !== 'null');
  return schema.type;
}

/** The operation's path with its parameters' values put in (encoded). */
export function fillPath(operation: FuzzOperation, values: Record<string, string>): string {
  let parameterIndex = 0;
  return operation.path.replace(/\{([^}]+)\}/g, (_match, placeholder: string) => {
    const parameter =
      operation.pathParams.find((entry) => entry.name === placeholder) ??
      operation.pathParams.find((entry) => entry.name === toSnake(placeholder)) ??
      operation.pathParams[parameterIndex];
    parameterIndex += 1;
    return encodeURIComponent(toWellFormed(parameter ? (values[parameter.name] ?? 'x') : 'x'));
  });
}

/** Lone surrogates cannot be put in a URL: they become U+FFFD, as a browser would send them. */
function toWellFormed(text: string): string {
  return Buffer.from(text, 'utf8').toString('utf8');
}

function toSnake(name: string): string {
  return name.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase();
}

/** Every place a value can go: path and query parameters, and the body's fields at any depth. */
export function listSlots(operation: FuzzOperation, body: unknown): Slot[] {
  const slots: Slot[] = [
    ...operation.pathParams.map((parameter): Slot => ({
      where: 'path',
      key: parameter.name,
      schema: parameter.schema,
    })),
    ...operation.queryParams.map((parameter): Slot => ({
      where: 'query',
      key: parameter.name,
      schema: parameter.schema,
    })),
    ...operation.headerParams.map((parameter): Slot => ({
      where: 'header',
      key: parameter.name,
      schema: parameter.schema,
    })),
  ];
  if (operation.body) collectBodySlots(operation.body, body, [], slots);
  return slots;
}

function collectBodySlots(
  schema: JsonSchema,
  value: unknown,
  keyPath: Array<string | number>,
  slots: Slot[],
): void {
  const variant = (schema.anyOf ?? schema.oneOf)?.find((entry) => primaryType(entry) !== 'null');
  const resolved = variant ?? schema;
  if (keyPath.length > 0) slots.push({ where: 'body', key: keyPath, schema: resolved });
  if (primaryType(resolved) === 'object' && isRecord(value)) {
    for (const [key, property] of Object.entries(resolved.properties ?? {})) {
      collectBodySlots(property, value[key], [...keyPath, key], slots);
    }
  }
  if (primaryType(resolved) === 'array' && Array.isArray(value) && resolved.items) {
    collectBodySlots(resolved.items, value[0], [...keyPath, 0], slots);
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isStringSlot(slot: Slot): boolean {
  const type = primaryType(slot.schema);
  return slot.where !== 'body' || type === 'string' || type === undefined;
}

function isNumberSlot(slot: Slot): boolean {
  const type = primaryType(slot.schema);
  return type === 'integer' || type === 'number';
}

function setSlot(draft: Draft, slot: Slot, value: unknown): void {
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  draft.payloads.push(text);
  if (slot.where === 'path') draft.path[slot.key as string] = text;
  else if (slot.where === 'header') draft.headers[slot.key as string] = toHeaderValue(text);
  else if (slot.where === 'query') {
    draft.query = draft.query.filter(([name]) => name !== slot.key);
    draft.query.push([slot.key as string, text]);
  } else draft.body = setAtPath(draft.body, slot.key as Array<string | number>, value);
}

/** Header values are Latin-1 without control characters: anything else becomes `?`. */
function toHeaderValue(text: string): string {
  return text.replace(/[^\x20-\x7e\xa0-\xff]/g, '?');
}

/** A copy of `target` with `value` at the key path (objects and lists made where missing). */
export function setAtPath(
  target: unknown,
  keyPath: Array<string | number>,
  value: unknown,
): unknown {
  const [head, ...rest] = keyPath;
  if (head === undefined) return value;
  if (typeof head === 'number') {
    const list = Array.isArray(target) ? [...(target as unknown[])] : [];
    list[head] = setAtPath(list[head], rest, value);
    return list;
  }
  const record = isRecord(target) ? { ...target } : {};
  record[head] = setAtPath(record[head], rest, value);
  return record;
}

/** Attacks on the body itself; a GET gets a deeply bracketed query value instead. */
const BODY_ATTACKS = new Set<AttackName>(['deep-nesting', 'malformed-body']);

/** An extra query parameter, for operations with no field of the attacked kind. */
const EXTRA_QUERY_SLOT: Slot = { where: 'query', key: 'fuzz', schema: { type: 'string' } };

function pickSlot(slots: Slot[], accepts: (slot: Slot) => boolean, random: Random): Slot {
  const fitting = slots.filter(accepts);
  return fitting.length ? random.pick(fitting) : EXTRA_QUERY_SLOT;
}

function spoil(draft: Draft, operation: FuzzOperation, attack: AttackName, random: Random): void {
  const slots = listSlots(operation, draft.body);
  const hasBody = operation.body !== null;
  if (!draft.canHaveBody && BODY_ATTACKS.has(attack)) {
    setSlot(draft, pickSlot(slots, isStringSlot, random), '['.repeat(2_000));
    return;
  }
  switch (attack) {
    case 'nul-byte':
      return setSlot(draft, pickSlot(slots, isStringSlot, random), random.pick(NUL_VALUES));
    case 'huge-number':
    case 'negative-number': {
      const numbers = attack === 'huge-number' ? HUGE_NUMBERS : NEGATIVE_NUMBERS;
      const slot = pickSlot(
        slots,
        (entry) => isNumberSlot(entry) || entry.where !== 'body',
        random,
      );
      const value = random.pick(numbers);
      return setSlot(draft, slot, slot.where === 'body' ? value : numberText(value, random));
    }
    case 'wrong-type':
      return spoilType(draft, slots, random);
    case 'deep-nesting':
      return spoilDepth(draft, hasBody, slots, random);
    case 'markup':
      return setSlot(draft, pickSlot(slots, isStringSlot, random), random.pick(MARKUP));
    case 'sql':
      return setSlot(draft, pickSlot(slots, isStringSlot, random), random.pick(SQL));
    case 'oversized':
      return spoilSize(draft, slots, random);
    case 'unknown-field':
      if (hasBody && isRecord(draft.body) && random.chance(0.7)) {
        draft.body = { ...draft.body, fuzz_unknown_field: 'x' };
        return;
      }
      return setSlot(draft, EXTRA_QUERY_SLOT, 'x');
    case 'malformed-body':
      return spoilFraming(draft, random);
    case 'odd-unicode':
      return setSlot(draft, pickSlot(slots, isStringSlot, random), random.pick(ODD_UNICODE));
    case 'boundary-string':
      return setSlot(draft, pickSlot(slots, isStringSlot, random), random.pick(BOUNDARY_STRINGS));
  }
}

function numberText(value: number, random: Random): string {
  return random.chance(0.5) ? String(value) : random.pick(NUMBER_TEXTS);
}

function spoilType(draft: Draft, slots: Slot[], random: Random): void {
  const bodySlots = slots.filter((slot) => slot.where === 'body');
  if (draft.body !== undefined && (bodySlots.length === 0 || random.chance(0.2))) {
    draft.body = random.pick<unknown>(['text', 42, null, [], [draft.body]]);
    return;
  }
  if (bodySlots.length) {
    setSlot(draft, random.pick(bodySlots), random.pick(WRONG_TYPES));
    return;
  }
  // Path and query values are text: a repeated query parameter arrives as a list.
  const slot = pickSlot(slots, (entry) => entry.where === 'query', random);
  if (slot.where === 'query') {
    draft.query.push([slot.key as string, 'a'], [slot.key as string, 'b']);
    return;
  }
  setSlot(draft, random.pick(slots.length ? slots : [EXTRA_QUERY_SLOT]), '[object Object]');
}

function spoilDepth(draft: Draft, hasBody: boolean, slots: Slot[], random: Random): void {
  const isArray = random.chance(0.5);
  const opening = isArray ? '[' : '{"a":';
  const closing = isArray ? ']' : '}';
  const nested = `${opening.repeat(DEEP_LEVELS)}1${closing.repeat(DEEP_LEVELS)}`;
  const bodySlots = slots.filter((slot) => slot.where === 'body');
  if (hasBody && bodySlots.length && random.chance(0.5)) {
    const slot = random.pick(bodySlots);
    const marker = '"__fuzz_nested__"';
    setSlot(draft, slot, '__fuzz_nested__');
    draft.rawBody = JSON.stringify(draft.body).replace(marker, nested);
  } else {
    draft.rawBody = nested;
  }
  draft.payloads.push(nested);
}

function spoilSize(draft: Draft, slots: Slot[], random: Random): void {
  if (draft.canHaveBody && random.chance(0.6)) {
    draft.rawBody = JSON.stringify({ filler: 'x'.repeat(OVERSIZED_BYTES) });
    return;
  }
  // A long value that still fits the body and header limits.
  setSlot(draft, pickSlot(slots, isStringSlot, random), 'y'.repeat(random.pick([2_000, 6_000])));
}

function spoilFraming(draft: Draft, random: Random): void {
  const choice = random.int(0, 4);
  if (choice === 0) draft.rawBody = '{"a":';
  else if (choice === 1) draft.rawBody = '{"__proto__":{"isAdmin":true}}';
  else if (choice === 2) draft.rawBody = '{"constructor":{"prototype":{"isAdmin":true}}}';
  else if (choice === 3) {
    draft.rawBody = 'a=1&b=2';
    draft.contentType = 'application/x-www-form-urlencoded';
  } else {
    draft.rawBody = JSON.stringify(draft.body ?? {});
    draft.contentType = 'application/json; charset=utf-16';
  }
}
