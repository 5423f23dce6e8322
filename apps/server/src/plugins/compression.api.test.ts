import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } from 'node:zlib';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { recordDataChange } from '../db/data-versions';
import { medications } from '../db/schema/index';
import { startTestServer, type TestServer } from '../test/test-server';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ seed: 'test' });
});
afterAll(async () => {
  await server?.close();
});

interface RawResponse {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** A request whose answer is left as sent (fetch would decompress it). */
function send(
  path: string,
  acceptEncoding: string | null,
  method: 'GET' | 'HEAD' = 'GET',
): Promise<RawResponse> {
  const headers = acceptEncoding === null ? {} : { 'accept-encoding': acceptEncoding };
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${server.baseUrl}${path}`, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

function decode(response: RawResponse): Buffer {
  const coding = response.headers['content-encoding'];
  if (coding === 'br') return brotliDecompressSync(response.body);
  if (coding === 'gzip') return gunzipSync(response.body);
  expect(coding).toBeUndefined();
  return response.body;
}

const DRUG_PAGE = '/api/v2/user/drugs/detail/atorvastatin';
/** Atorvastatin 20 mg tablets (ids are stable hashes of the catalogue entry). */
const ATORVASTATIN_20_MG = 240139578;
const PHARMACY_SEARCH = `/api/v2/pharmacies?zip_code=63103&med_id=${ATORVASTATIN_20_MG}&quantity=30&radius=150`;

describe('compressed answers', () => {
  it.each([
    ['a drug page', DRUG_PAGE],
    ['the directory', '/api/medications/top?limit=100'],
    ['a pharmacy search (written as bytes)', PHARMACY_SEARCH],
  ])('sends %s in brotli, gzip or as it is, all alike', async (_name, path) => {
    const identity = await send(path, 'identity');
    expect(identity.status).toBe(200);
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.headers.vary).toBe('Accept-Encoding');
    expect(identity.body.length).toBeGreaterThan(1024);
    expect(Number(identity.headers['content-length'])).toBe(identity.body.length);

    for (const [acceptEncoding, coding] of [
      ['gzip, deflate, br, zstd', 'br'],
      ['gzip, deflate', 'gzip'],
    ] as const) {
      const response = await send(path, acceptEncoding);
      expect(response.status).toBe(200);
      expect(response.headers['content-encoding']).toBe(coding);
      expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(response.headers.vary).toBe('Accept-Encoding');
      expect(Number(response.headers['content-length'])).toBe(response.body.length);
      expect(response.body.length).toBeLessThan(identity.body.length / 3);
      expect(decode(response).equals(identity.body)).toBe(true);
    }
  });

  it.each([
    ['no Accept-Encoding', null, undefined],
    ['identity', 'identity', undefined],
    ['br refused', 'br;q=0, gzip', 'gzip'],
    ['br refused, anything else welcome', 'br;q=0, *', 'gzip'],
    ['gzip preferred by weight', 'gzip;q=1, br;q=0.5', 'gzip'],
    ['both refused', 'br;q=0, gzip;q=0', undefined],
    ['everything refused', '*;q=0', undefined],
    ['only codings the server does not write', 'deflate, zstd', undefined],
  ])('answers %s (%j) in %s', async (_name, acceptEncoding, coding) => {
    const response = await send(DRUG_PAGE, acceptEncoding);
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe(coding);
    expect(response.headers.vary).toBe('Accept-Encoding');
    expect(JSON.parse(decode(response).toString())).toMatchObject({ result: expect.anything() });
  });

  it('sends answers under 1 KB as they are', async () => {
    const response = await send('/api/medications?name=atorvastatin&limit=1', 'br, gzip');
    expect(response.status).toBe(200);
    expect(response.body.length).toBeLessThan(1024);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers.vary).toBeUndefined();
    expect(JSON.parse(response.body.toString())).toMatchObject({ results: expect.any(Array) });
  });

  it('sends an error answer as it is', async () => {
    const response = await send('/api/v2/user/drugs/detail/no-such-drug', 'br, gzip');
    expect(response.status).toBe(404);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(response.body.toString())).toMatchObject({ code: 'not_found', status: 404 });
  });

  it('leaves HEAD requests alone', async () => {
    const identity = await send(DRUG_PAGE, 'identity');
    const head = await send(DRUG_PAGE, 'br, gzip', 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers['content-encoding']).toBeUndefined();
    expect(Number(head.headers['content-length'])).toBe(identity.body.length);
  });
});

describe('a drug page compressed once and kept', () => {
  /** The drug page in brotli at the best quality, as kept once it is asked for again. */
  const compressBest = (bytes: Buffer) =>
    brotliCompressSync(bytes, {
      params: {
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_QUALITY]: 11,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    });

  it('is reused, and made anew after the catalogue changes', async () => {
    const page = (await send(DRUG_PAGE, 'identity')).body;
    const first = await send(DRUG_PAGE, 'br');
    expect(decode(first).equals(page)).toBe(true);
    // Asked for again, the kept answer is compressed harder in the background, then reused.
    const best = compressBest(page);
    expect(best.length).toBeLessThan(first.body.length);
    await vi.waitFor(async () => expect((await send(DRUG_PAGE, 'br')).body).toEqual(best), {
      timeout: 10_000,
      interval: 50,
    });
    // Another spelling of the same page shares it.
    expect((await send(DRUG_PAGE.replace('atorvastatin', 'Atorvastatin'), 'br')).body).toEqual(
      best,
    );

    await server.db.transaction(async (tx) => {
      await tx
        .update(medications)
        .set({ unitCostMicrodollars: sql`${medications.unitCostMicrodollars} * 10` })
        .where(eq(medications.medId, ATORVASTATIN_20_MG));
      await recordDataChange(tx, ['catalogue']);
    });
    let changedPage = page;
    await vi.waitFor(
      async () => {
        changedPage = (await send(DRUG_PAGE, 'identity')).body;
        expect(changedPage.equals(page)).toBe(false);
      },
      { timeout: 15_000, interval: 100 },
    );
    const afterChange = await send(DRUG_PAGE, 'br');
    expect(afterChange.body).not.toEqual(best);
    expect(decode(afterChange).equals(changedPage)).toBe(true);
    const gzip = await send(DRUG_PAGE, 'gzip');
    expect(decode(gzip).equals(changedPage)).toBe(true);
  });
});
