import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PARTNER_STAFF, syncDemoPartner } from '../../db/seed/demo-partner';
import { createApiClient, type ApiClient } from '../../test/api-client';
import { signUpTestAccount } from '../../test/accounts';
import { expectOk, findDefaultMedication, type WireError } from '../../test/api-helpers';
import {
  PARTNER_PASSWORD,
  createOtherPartner,
  createTestMobileNumber,
  onboardPatient,
  openOrder,
  readPatientText,
  registerPatientWithPrescriptions,
  signInPartnerStaff,
  type WireReverieOrder,
} from '../../test/pharmacy-plus';
import { startTestServer, type TestServer } from '../../test/test-server';
import { addCard, TEST_CARDS } from '../payments/payments-test-helpers';

let server: TestServer;
let staff: ApiClient;
let otherStaff: ApiClient;

beforeAll(async () => {
  server = await startTestServer({ seed: 'test' });
  staff = await signInPartnerStaff(server.baseUrl);
  otherStaff = await createOtherPartner(server.baseUrl, server.db);
});
afterAll(async () => {
  await server?.close();
});

const ORDERS = '/api/reverie/api/v2/oms/orders';
type OrderBody = { order: WireReverieOrder };

const PATIENT_BODY = {
  first_name: 'Jamie',
  last_name: 'Okafor',
  dob: '02/29/1984',
  email: null,
  address: {
    address1: '12 Oak St',
    address2: '',
    city: 'St. Louis',
    state: 'mo',
    zip_code: '63104',
  },
};

async function submitOrder(fulfillment: 'pickup' | 'express_shipping') {
  const patient = await onboardPatient(server.baseUrl, staff);
  const order = await openOrder(patient);
  await expectOk(
    patient.client.post(`${ORDERS}/${order.id}/items/`, {
      prescription_id: patient.prescriptions[0]?.id,
    }),
  );
  await patient.client.post(`${ORDERS}/${order.id}/fulfillment_options/`, {
    selected_fulfillment_option: fulfillment,
  });
  const card = await addCard(patient.client, TEST_CARDS.visa);
  await expectOk(patient.client.post(`${ORDERS}/${order.id}/submit/`, { card_id: card.body.id }));
  return { patient, orderId: order.id };
}

describe('who reaches the console', () => {
  it('answers 401 signed out, 403 to anyone but partner staff, and the staff member their pharmacy', async () => {
    const visitor = createApiClient(server.baseUrl);
    expect((await visitor.get('/api/v2/partner/me')).status).toBe(401);
    const customer = await signUpTestAccount(server.baseUrl, 'customer');
    const refused = await customer.client.get<WireError>('/api/v2/partner/patients');
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(
      'Only staff of a partner pharmacy can use the pharmacy console.',
    );
    const me = await expectOk(
      staff.get<{ staff: { email: string; role: string }; pharmacy: { name: string } }>(
        '/api/v2/partner/me',
      ),
    );
    expect(me).toMatchObject({
      staff: { email: DEMO_PARTNER_STAFF.email, role: 'pharmacist' },
      pharmacy: { name: 'Riverside Community Pharmacy' },
    });
    const user = await expectOk(staff.get<{ account: { type: string } }>('/api/v2/user'));
    expect(user.account.type).toBe('partner_staff');
  });
});

describe('patients and prescriptions', () => {
  it('registers a patient with prescriptions from the catalogue and sends their link', async () => {
    const found = await expectOk(
      staff.get<{ drugs: Array<{ slug: string; medications: Array<{ med_id: number }> }> }>(
        '/api/v2/partner/catalogue',
        { query: { q: 'atorva' } },
      ),
    );
    expect(found.drugs.some((drug) => drug.slug === 'atorvastatin')).toBe(true);

    const mobileNumber = createTestMobileNumber();
    const created = await staff.post<{
      patient: { id: string; dob: string; mobile_number: string; has_account: boolean };
    }>('/api/v2/partner/patients', {
      ...PATIENT_BODY,
      mobile_number: `(${mobileNumber.slice(0, 3)}) ${mobileNumber.slice(3, 6)}-${mobileNumber.slice(6)}`,
    });
    expect(created.status, created.text).toBe(201);
    expect(created.body.patient).toMatchObject({
      dob: '1984-02-29',
      mobile_number: mobileNumber,
      has_account: false,
    });
    const patientId = created.body.patient.id;
    const atorvastatin = await findDefaultMedication(staff, 'atorvastatin');
    const added = await staff.post<{
      prescriptions: Array<{
        prices: Array<{ price: { amount_cents: number }; label: string }>;
        refill_details: { enrolled_in_autorefill: boolean; consumer_refill_date: string | null };
      }>;
    }>(`/api/v2/partner/patients/${patientId}/prescriptions`, {
      med_id: atorvastatin.medId,
      rx_number: 'RX-1001',
      prescriber_name: 'Dr. Chen',
      refills_remaining: 5,
      is_auto_refill_eligible: true,
      enrolled_in_autorefill: true,
      quantity_options: [
        { quantity: 30, days_supply: 30 },
        { quantity: 90, days_supply: 90, price_cents: 2500 },
      ],
    });
    expect(added.status).toBe(201);
    const [rx] = added.body.prescriptions;
    expect(rx?.prices[0]?.price.amount_cents).toBeGreaterThan(0);
    expect(rx?.prices[0]?.label).toBe('30-day supply (30 tablets)');
    expect(rx?.prices[1]?.price.amount_cents).toBe(2500);
    expect(rx?.refill_details.enrolled_in_autorefill).toBe(true);
    expect(rx?.refill_details.consumer_refill_date).not.toBeNull();

    const link = await expectOk(
      staff.post<{ sent_to: string; expires_at: string }>(
        `/api/v2/partner/patients/${patientId}/link`,
      ),
    );
    expect(link.sent_to).toBe(`(•••) •••-${mobileNumber.slice(-4)}`);
    const text = await readPatientText(staff, mobileNumber);
    expect(text.body).toContain('/order-service?exit_token=');
    expect(text.exitToken).not.toBeNull();

    const listed = await expectOk(
      staff.get<{ patients: Array<{ id: string; link_sent_on: string | null }> }>(
        '/api/v2/partner/patients',
        { query: { q: 'okaf' } },
      ),
    );
    expect(listed.patients.find((entry) => entry.id === patientId)?.link_sent_on).not.toBeNull();
  });

  it('refuses bad input: wrong details, unknown drugs, no prices', async () => {
    const invalid = await staff.post<WireError>('/api/v2/partner/patients', {
      ...PATIENT_BODY,
      dob: '2/30/1984',
      mobile_number: '555',
    });
    expect(invalid.status).toBe(400);
    expect(Object.keys(invalid.body.validation_errors).sort()).toEqual(['dob', 'mobile_number']);
    const patient = await registerPatientWithPrescriptions(staff);
    const unknownDrug = await staff.post<WireError>(
      `/api/v2/partner/patients/${patient.patientId}/prescriptions`,
      {
        med_id: 999_999_999,
        refills_remaining: 1,
        is_auto_refill_eligible: false,
        quantity_options: [{ quantity: 30, days_supply: 30 }],
      },
    );
    expect(unknownDrug.status).toBe(400);
    expect(unknownDrug.body.validation_errors.med_id).toBeDefined();
    const noPrices = await staff.post<WireError>(
      `/api/v2/partner/patients/${patient.patientId}/prescriptions`,
      {
        med_id: patient.prescriptions[0]?.drug_detail.med_id,
        refills_remaining: 1,
        is_auto_refill_eligible: false,
        quantity_options: [],
      },
    );
    expect(noPrices.status).toBe(400);
    expect(noPrices.body.message).toBe('Prices must be present.');
  });

  it("keeps one pharmacy's staff away from another's patients", async () => {
    const patient = await registerPatientWithPrescriptions(staff);
    const base = `/api/v2/partner/patients/${patient.patientId}`;
    expect((await otherStaff.get(base)).status).toBe(404);
    expect(
      (
        await otherStaff.post(`${base}/prescriptions`, {
          med_id: patient.prescriptions[0]?.drug_detail.med_id,
          refills_remaining: 1,
          is_auto_refill_eligible: false,
          quantity_options: [{ quantity: 30, days_supply: 30 }],
        })
      ).status,
    ).toBe(404);
    expect((await otherStaff.post(`${base}/link`)).status).toBe(404);
    const theirList = await expectOk(
      otherStaff.get<{ patients: Array<{ id: string }> }>('/api/v2/partner/patients'),
    );
    expect(theirList.patients.some((entry) => entry.id === patient.patientId)).toBe(false);
    const mine = await expectOk(staff.get<{ prescriptions: unknown[] }>(base));
    expect(mine.prescriptions).toHaveLength(2);
  });
});

describe('orders and fulfillment', () => {
  it('lists open and submitted orders and moves a delivery along; the patient sees it', async () => {
    const { patient, orderId } = await submitOrder('express_shipping');
    const building = await onboardPatient(server.baseUrl, staff);
    const openOne = await openOrder(building);

    const open = await expectOk(
      staff.get<{ orders: WireReverieOrder[] }>('/api/v2/partner/orders', {
        query: { status: 'open' },
      }),
    );
    expect(open.orders.some((order) => order.id === openOne.id)).toBe(true);
    expect(open.orders.some((order) => order.id === orderId)).toBe(false);
    const submitted = await expectOk(
      staff.get<{ orders: WireReverieOrder[] }>('/api/v2/partner/orders', {
        query: { status: 'submitted' },
      }),
    );
    const listed = submitted.orders.find((order) => order.id === orderId);
    expect(listed).toMatchObject({ order_status: 'paid', patient: { first_name: 'Alex' } });

    const skipped = await staff.post<WireError>(`/api/v2/partner/orders/${orderId}/fulfillment`, {
      status: 'delivered',
    });
    expect(skipped.status).toBe(409);
    const pickupStep = await staff.post<WireError>(
      `/api/v2/partner/orders/${orderId}/fulfillment`,
      {
        status: 'ready_for_pickup',
      },
    );
    expect(pickupStep.status).toBe(409);
    for (const status of ['dispensing', 'shipping', 'delivered']) {
      const moved = await expectOk(
        staff.post<OrderBody>(`/api/v2/partner/orders/${orderId}/fulfillment`, { status }),
      );
      expect(moved.order.fulfillment_status).toBe(status);
    }
    const outbox = await expectOk(
      staff.get<{ result: Array<{ recipient: string; body: string }> }>('/api/dev/outbox'),
    );
    expect(
      outbox.result.some(
        (message) =>
          message.recipient === patient.mobileNumber && message.body.includes('has shipped'),
      ),
    ).toBe(true);

    const seen = await expectOk(
      patient.client.get<{ orders: WireReverieOrder[] }>(
        `/api/reverie/api/v1/patients/${patient.patientId}/past_orders/`,
      ),
    );
    expect(seen.orders[0]?.fulfillment_status).toBe('delivered');
    const cannotBuild = await staff.post<WireError>(
      `/api/v2/partner/orders/${openOne.id}/fulfillment`,
      { status: 'dispensing' },
    );
    expect(cannotBuild.status).toBe(409);
  });

  it('takes a pickup order to the counter, and keeps other pharmacies out', async () => {
    const { orderId } = await submitOrder('pickup');
    expect(
      (await staff.post(`/api/v2/partner/orders/${orderId}/fulfillment`, { status: 'shipping' }))
        .status,
    ).toBe(409);
    for (const status of ['transferring', 'dispensing', 'ready_for_pickup', 'picked_up']) {
      await expectOk(staff.post(`/api/v2/partner/orders/${orderId}/fulfillment`, { status }));
    }
    expect((await otherStaff.get(`/api/v2/partner/orders/${orderId}`)).status).toBe(404);
    expect(
      (
        await otherStaff.post(`/api/v2/partner/orders/${orderId}/fulfillment`, {
          status: 'dispensing',
        })
      ).status,
    ).toBe(404);
    const theirs = await expectOk(
      otherStaff.get<{ orders: WireReverieOrder[] }>('/api/v2/partner/orders'),
    );
    expect(theirs.orders).toEqual([]);
    const read = await expectOk(staff.get<OrderBody>(`/api/v2/partner/orders/${orderId}`));
    expect(read.order.fulfillment_status).toBe('picked_up');
  });
});

describe('the demo partner staff login follows PARTNER_DEMO_PASSWORD', () => {
  it('is disabled without a password and takes the current one', async () => {
    const signedIn = await signInPartnerStaff(server.baseUrl);
    expect(await syncDemoPartner(server.db, null)).toBe('disabled');
    expect((await signedIn.get('/api/v2/partner/me')).status).toBe(401);
    expect(await syncDemoPartner(server.db, PARTNER_PASSWORD)).toBe('updated');
    expect(await syncDemoPartner(server.db, PARTNER_PASSWORD)).toBe('unchanged');
    const again = await signInPartnerStaff(server.baseUrl);
    expect((await again.get('/api/v2/partner/me')).status).toBe(200);
  });
});
