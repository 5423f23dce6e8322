import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { composeMemberId } from '@fillwell/domain';
import { createApiClient } from '../../test/api-client';
import { findDefaultMedication, type DefaultMedication } from '../../test/api-helpers';
import { startTestServer, type TestServer } from '../../test/test-server';
import { createMember, findPharmacy, PLAN, postClaim } from './card-claims-test-helpers';
import { MEMBER_GUESS_LIMIT } from './routes';

let server: TestServer;
let medication: DefaultMedication;
let npi: string;

beforeAll(async () => {
  server = await startTestServer({ seed: 'test' });
  medication = await findDefaultMedication(createApiClient(server.baseUrl), 'atorvastatin');
  npi = (await findPharmacy(server.db, { isDiscountCard: true, isTexas: false })).npi;
}, 60_000);

afterAll(async () => {
  await server?.close();
});

function claimFor(memberId: string) {
  return {
    ...PLAN,
    member_id: memberId,
    med_id: medication.medId,
    quantity: medication.quantity,
    pharmacy_npi: npi,
  };
}

describe('guessing member IDs', () => {
  it('refuses a client that sent too many unknown member IDs, for the rest of its window', async () => {
    const member = await createMember(server.baseUrl);
    // Paid claims are not counted against the client.
    for (let fill = 0; fill < 3; fill += 1) {
      expect((await postClaim(server.baseUrl, claimFor(member.memberId))).status).toBe(200);
    }
    for (let guess = 0; guess < MEMBER_GUESS_LIMIT.limit; guess += 1) {
      const memberId = composeMemberId(String(100_000_000_000 + guess));
      const response = await postClaim(server.baseUrl, claimFor(memberId));
      expect(response.body.code).toBe('member_unknown');
    }
    const refused = await postClaim(server.baseUrl, claimFor(member.memberId));
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe('rate_limited');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
