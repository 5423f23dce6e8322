import { Readable } from 'node:stream';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compressionPlugin, toKeptKey } from './compression';
import { createKeptAnswers } from './kept-answers';

const LARGE = JSON.stringify({ items: Array.from({ length: 100 }, (_, id) => ({ id, n: 'x' })) });
const SMALL = JSON.stringify({ ok: true });

let app: FastifyInstance;
const keptAnswers = createKeptAnswers();

beforeAll(async () => {
  app = Fastify();
  await app.register(compressionPlugin, { keptAnswers, keptRoutes: ['/kept/:slug'] });
  const json = 'application/json; charset=utf-8';
  app.get('/large', async (_request, reply) => reply.type(json).send(LARGE));
  app.get('/bytes', async (_request, reply) => reply.type(json).send(Buffer.from(LARGE)));
  app.get('/object', async () => JSON.parse(LARGE) as unknown);
  app.get('/small', async (_request, reply) => reply.type(json).send(SMALL));
  app.get('/kept/:slug', async (_request, reply) => reply.type(json).send(LARGE));
  app.get('/text', async (_request, reply) => reply.type('text/plain').send(LARGE));
  app.get('/empty', async (_request, reply) => reply.code(204).send());
  app.get('/varied', async (_request, reply) =>
    reply.type(json).header('vary', 'Origin').send(LARGE),
  );
  app.get('/stream', async (_request, reply) => reply.type(json).send(Readable.from([LARGE])));
  app.get('/gzipped', async (_request, reply) =>
    reply.type(json).header('content-encoding', 'gzip').send(gzipSync(LARGE)),
  );
  await app.ready();
});
afterAll(async () => {
  await app?.close();
});

const get = (url: string, acceptEncoding = 'gzip, deflate, br', method: 'GET' | 'HEAD' = 'GET') =>
  app.inject({ method, url, headers: { 'accept-encoding': acceptEncoding } });

describe('the compression plugin', () => {
  it.each(['/large', '/bytes', '/object', '/kept/a'])(
    'compresses the JSON of %s with a correct length',
    async (url) => {
      const response = await get(url);
      expect(response.headers['content-encoding']).toBe('br');
      expect(response.headers.vary).toBe('Accept-Encoding');
      expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
      expect(brotliDecompressSync(response.rawPayload).toString()).toBe(LARGE);
      const gzip = await get(url, 'gzip');
      expect(gunzipSync(gzip.rawPayload).toString()).toBe(LARGE);
    },
  );

  it('sends a large answer as it is to a client that accepts no coding, still varying', async () => {
    const response = await get('/large', 'identity');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers.vary).toBe('Accept-Encoding');
    expect(response.payload).toBe(LARGE);
  });

  it.each([
    ['a small answer', '/small'],
    ['text', '/text'],
    ['a 204', '/empty'],
    ['a stream', '/stream'],
  ])('leaves %s alone', async (_name, url) => {
    const response = await get(url);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers.vary).toBeUndefined();
  });

  it('leaves an answer with its own coding alone', async () => {
    const response = await get('/gzipped', 'br');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(response.rawPayload).toString()).toBe(LARGE);
  });

  it('leaves HEAD requests alone', async () => {
    const response = await get('/large', 'br', 'HEAD');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(Number(response.headers['content-length'])).toBe(LARGE.length);
  });

  it('adds to a Vary header the answer already has', async () => {
    const response = await get('/varied');
    expect(response.headers.vary).toBe('Origin, Accept-Encoding');
  });

  it('keeps the compressed answers of kept routes', async () => {
    keptAnswers.clear();
    await get('/kept/a');
    await get('/kept/A');
    await get('/large');
    expect(keptAnswers.measure().entries).toBe(1);
  });
});

describe('toKeptKey', () => {
  it('ignores the case of the path and the order of the query', () => {
    expect(toKeptKey('/api/X/Lipitor')).toBe('/api/x/lipitor');
    expect(toKeptKey('/api/top?platform=web&limit=20')).toBe(
      toKeptKey('/api/TOP?limit=20&platform=web'),
    );
    expect(toKeptKey('/api/top?Limit=20')).toBe('/api/top?Limit=20');
  });
});
