import { describe, expect, it } from 'vitest';
import { createZipDatabaseVerifier, type ZipPlace } from './zip-database-verifier';

const PLACES: Record<string, ZipPlace> = {
  '63103': { zipCode: '63103', city: 'Saint Louis', stateCode: 'MO' },
};
const verifier = createZipDatabaseVerifier(async (zipCode) => PLACES[zipCode]);
const address = { street: '123 main street', city: 'St. Louis', state: 'mo', zipCode: '63103' };

describe('the ZIP database verifier', () => {
  it("suggests the normalised street with the ZIP code's own city and state", async () => {
    expect(await verifier.verify(address)).toEqual([
      { street: '123 Main St', city: 'Saint Louis', state: 'MO', zipCode: '63103' },
    ]);
  });

  it('suggests the canonical city for a wrong one', async () => {
    const [suggestion] = await verifier.verify({ ...address, city: 'Kansas City' });
    expect(suggestion?.city).toBe('Saint Louis');
  });

  it('finds nothing for an unknown ZIP code, another state or a street without a number', async () => {
    expect(await verifier.verify({ ...address, zipCode: '00000' })).toEqual([]);
    expect(await verifier.verify({ ...address, state: 'IL' })).toEqual([]);
    expect(await verifier.verify({ ...address, street: 'Main Street' })).toEqual([]);
  });
});
