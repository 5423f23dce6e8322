import { describe, expect, it, vi } from 'vitest';
import type { ClaimRequest } from '@fillwell/contracts';
import { composeMemberId, NETWORK_IDS } from '@fillwell/domain';
import type { AppDatabase } from '../../db/client';
import { isHttpError } from '../../plugins/http-error';
import type { CatalogueMedication } from '../catalog/index';
import { createPharmacyIndexFrom, type PharmacyRecord } from '../pharmacies/index';
import { createClaimAdjudicator } from './claim-adjudication';

const PLAN = { rxBin: '019876', rxPcn: 'FWCARD', rxGroup: 'FW0001' };

const TABLETS: CatalogueMedication = {
  medId: 7,
  medNameId: 1,
  slug: 'atorvastatin',
  form: 'tablet',
  displayForm: 'Tablet',
  strength: '10 mg',
  displayDosage: '10 mg',
  quantities: [30, 90],
  defaultQuantity: 30,
  isCustomQuantityAllowed: true,
  sortOrder: 0,
  unitCostMicrodollars: 24_830,
  isBrand: false,
  pricingUnit: 'EA',
};

function pharmacy(npi: string, stateCode: string, networkIds: number[]): PharmacyRecord {
  return {
    id: `rx-${npi}`,
    npi,
    name: `Pharmacy ${npi}`,
    chainShortName: 'walmart',
    chainFormattedName: 'Walmart',
    networkIds,
    isSupersaver: false,
    isPreferred: false,
    isDelivery: false,
    isMailOrder: false,
    street1: '1 Main St',
    street2: null,
    city: 'Springfield',
    stateCode,
    zipCode: '65806',
    phone: '4175550000',
    fax: null,
    lat: 37.2,
    lng: -93.3,
  };
}

const IN_NETWORK = '1000000001';
const TEXAS_IN_NETWORK = '1000000002';
const RETAIL_ONLY = '1000000003';

/** Every check here is made before the database, which this adjudicator does not have. */
const adjudicator = createClaimAdjudicator({
  db: {} as AppDatabase,
  plan: PLAN,
  findDrug: ({ medId }) => (medId === TABLETS.medId ? TABLETS : null),
  pharmacies: createPharmacyIndexFrom([
    pharmacy(IN_NETWORK, 'MO', [NETWORK_IDS.edlp, NETWORK_IDS.magic]),
    pharmacy(TEXAS_IN_NETWORK, 'TX', [NETWORK_IDS.edlp, NETWORK_IDS.magic]),
    pharmacy(RETAIL_ONLY, 'MO', [NETWORK_IDS.edlp]),
  ]),
  clock: { now: () => new Date() },
});

function claim(changes: Partial<ClaimRequest> = {}): ClaimRequest {
  return {
    ...PLAN,
    memberId: composeMemberId('123456789012'),
    medId: TABLETS.medId,
    quantity: 30,
    pharmacyNpi: IN_NETWORK,
    ...changes,
  };
}

async function readRejection(request: ClaimRequest, onUnknownMember = () => {}) {
  const error: unknown = await adjudicator.adjudicate(request, onUnknownMember).catch((e) => e);
  if (!isHttpError(error)) throw new Error(`not rejected: ${String(error)}`);
  return `${error.status} ${error.code}`;
}

describe('createClaimAdjudicator', () => {
  it('keeps out pharmacies outside the network and in states without card access', async () => {
    for (const npi of [TEXAS_IN_NETWORK, RETAIL_ONLY, '1999999999', 'abc']) {
      expect(await readRejection(claim({ pharmacyNpi: npi }))).toBe('422 pharmacy_out_of_network');
    }
  });

  it('checks the plan, then the quantity ceiling, the member ID, the drug and the pharmacy', async () => {
    const wrong = { quantity: 5_000, memberId: 'FW1', medId: 1, pharmacyNpi: RETAIL_ONLY };
    expect(await readRejection(claim({ ...wrong, rxBin: '000000' }))).toBe(
      '400 claim_plan_unknown',
    );
    expect(await readRejection(claim(wrong))).toBe('400 quantity_over_limit');
    expect(await readRejection(claim({ ...wrong, quantity: 30 }))).toBe('404 member_unknown');
    const { memberId } = claim();
    expect(await readRejection(claim({ ...wrong, quantity: 30, memberId }))).toBe(
      '422 drug_not_covered',
    );
    expect(await readRejection(claim({ pharmacyNpi: RETAIL_ONLY }))).toBe(
      '422 pharmacy_out_of_network',
    );
  });

  it('counts a malformed member ID as a guess, and nothing else', async () => {
    const onUnknownMember = vi.fn();
    await readRejection(claim({ memberId: 'FW1234567890123' }), onUnknownMember);
    expect(onUnknownMember).toHaveBeenCalledTimes(1);
    await readRejection(claim({ medId: 1 }), onUnknownMember);
    expect(onUnknownMember).toHaveBeenCalledTimes(1);
  });
});
