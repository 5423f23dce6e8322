import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient, type ApiClient } from '../../test/api-client';
import { startTestServer, type TestServer } from '../../test/test-server';

let server: TestServer;
let client: ApiClient;

beforeAll(async () => {
  server = await startTestServer({ seed: 'test' });
  client = createApiClient(server.baseUrl);
});
afterAll(async () => {
  await server?.close();
});

interface WireCount {
  value: string;
  label: string;
  count: number;
}
interface WireDirectory {
  result: {
    total: number;
    page: number;
    page_count: number;
    chains: WireCount[];
    states: WireCount[];
    results: Array<{
      brand: { short_name: string };
      location: { address: { state: string; zip_code: string } };
    }>;
  };
}

async function listDirectory(query: Record<string, string> = {}) {
  return client.get<WireDirectory>('/api/v2/pharmacies/participating', { query });
}

describe('GET /api/v2/pharmacies/participating', () => {
  it('counts the whole directory by chain and by state', async () => {
    const { status, body } = await listDirectory();
    expect(status).toBe(200);
    const { total, chains, states } = body.result;
    expect(total).toBeGreaterThan(0);
    expect(chains.reduce((sum, chain) => sum + chain.count, 0)).toBe(total);
    expect(states.reduce((sum, state) => sum + state.count, 0)).toBe(total);
    expect(body.result.results.length).toBe(Math.min(20, total));
  });

  it('narrows by chain, state and ZIP prefix, each count matching what it narrows to', async () => {
    const all = (await listDirectory()).body.result;
    const chain = all.chains[0] as WireCount;
    const byChain = (await listDirectory({ chain: chain.value.toUpperCase() })).body.result;
    expect(byChain.total).toBe(chain.count);
    expect(byChain.results.every((pharmacy) => pharmacy.brand.short_name === chain.value)).toBe(
      true,
    );
    const state = all.states[0] as WireCount;
    const byState = (await listDirectory({ state: state.value.toLowerCase() })).body.result;
    expect(byState.total).toBe(state.count);
    const zip = byState.results[0]?.location.address.zip_code.slice(0, 3) ?? '';
    const byZip = (await listDirectory({ state: state.value, zip_code: zip })).body.result;
    expect(
      byZip.results.every((pharmacy) => pharmacy.location.address.zip_code.startsWith(zip)),
    ).toBe(true);
  });

  it('refuses a bad state or ZIP code, and answers 404 past the last page', async () => {
    expect((await listDirectory({ state: 'Texas' })).status).toBe(400);
    expect((await listDirectory({ zip_code: '12' })).status).toBe(400);
    expect((await listDirectory({ zip_code: '<script>' })).status).toBe(400);
    expect((await listDirectory({ page: '100000' })).status).toBe(400);
    expect((await listDirectory({ page: '9999' })).status).toBe(404);
    expect((await listDirectory({ chain: 'nobody' })).body.result.total).toBe(0);
  });
});
