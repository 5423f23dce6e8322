import { randomBytes, randomInt } from 'node:crypto';
import { hash } from '@node-rs/argon2';
import type { AppDatabase } from '../db/client';
import { DEMO_PARTNER_STAFF } from '../db/seed/demo-partner';
import { accounts, partnerPharmacies, partnerStaff } from '../db/schema/index';
import { createApiClient, type ApiClient } from './api-client';
import { createTestEmail } from './accounts';
import { expectOk, findDefaultMedication, type WireMoney } from './api-helpers';

export const PARTNER_PASSWORD = 'fillwell-partner';
const STAFF_PASSWORD = 'correct horse battery';

export interface WirePrice {
  id: string;
  price: WireMoney;
  quantity: number;
  days_supply: number;
  label: string;
}

export interface WirePrescription {
  id: string;
  drug_detail: { med_name_id: number; med_id: number; name: string };
  refill_details: {
    refills_remaining: number;
    last_filled_on: string | null;
    is_auto_refill_eligible: boolean;
    enrolled_in_autorefill: boolean;
    consumer_refill_date: string | null;
    cancel_reason: { code: string; full_reason: string | null } | null;
  };
  prices: WirePrice[];
  is_orderable: boolean;
}

export interface WireOrderItem {
  id: string;
  prescription_id: string;
  selected_price_id: string;
  price: WireMoney;
  prices: WirePrice[];
  status: string;
  detail: { rxos_prescription_id: string; selected_auto_refill_opted_in: boolean };
}

export interface WireReverieOrder {
  id: string;
  patient_id: string;
  order_number: string | null;
  order_status: string;
  fulfillment_status: string | null;
  items: WireOrderItem[];
  subtotal: WireMoney;
  fulfillment_price: WireMoney;
  total: WireMoney;
  fulfillment_selection: {
    id: string;
    fulfillment_type: string;
    signature_opted_in: boolean;
    price: WireMoney;
  } | null;
  special_instructions: string | null;
  payment_card: { id: string; last4: string } | null;
  patient?: { id: string; first_name: string };
}

/** Signs in the demo partner pharmacy's staff login. */
export async function signInPartnerStaff(baseUrl: string): Promise<ApiClient> {
  const client = createApiClient(baseUrl);
  await expectOk(
    client.post('/api/v2/user/account/login', {
      email: DEMO_PARTNER_STAFF.email,
      password: PARTNER_PASSWORD,
    }),
  );
  return client;
}

/** Another partner pharmacy with a staff login of its own, signed in. */
export async function createOtherPartner(baseUrl: string, db: AppDatabase): Promise<ApiClient> {
  const pharmacyId = `partner_${randomBytes(6).toString('hex')}`;
  await db.insert(partnerPharmacies).values({
    id: pharmacyId,
    name: 'Lakeside Pharmacy',
    phone: '6155550107',
    address1: '10 Main St',
    city: 'Nashville',
    state: 'TN',
    zipCode: '37201',
  });
  const email = createTestEmail('staff');
  const accountId = randomBytes(16).toString('base64url');
  await db.insert(accounts).values({
    id: accountId,
    type: 'partner_staff',
    email,
    passwordHash: await hash(STAFF_PASSWORD),
    referralCode: randomBytes(6).toString('hex').toUpperCase(),
    acceptsAgreementsAt: new Date(),
  });
  await db
    .insert(partnerStaff)
    .values({ accountId, partnerPharmacyId: pharmacyId, role: 'technician' });
  const client = createApiClient(baseUrl);
  await expectOk(client.post('/api/v2/user/account/login', { email, password: STAFF_PASSWORD }));
  return client;
}

export interface RegisteredPatient {
  patientId: string;
  lastName: string;
  dob: string;
  mobileNumber: string;
  prescriptions: WirePrescription[];
}

/** A unique ten-digit number in the 555 exchange. */
export function createTestMobileNumber(): string {
  return `314555${String(randomInt(0, 10_000)).padStart(4, '0')}`;
}

/**
 * Registers a patient with two prescriptions (atorvastatin at 30 and 90 days, auto-refill
 * eligible; lisinopril at 30 days, enrolled in auto-refill).
 */
export async function registerPatientWithPrescriptions(
  staff: ApiClient,
): Promise<RegisteredPatient> {
  const lastName = `Rivera${randomBytes(3).toString('hex').replace(/\d/g, 'x')}`;
  const mobileNumber = createTestMobileNumber();
  const created = await staff.post<{ patient: { id: string } }>('/api/v2/partner/patients', {
    first_name: 'Alex',
    last_name: lastName,
    dob: '1970-04-12',
    mobile_number: mobileNumber,
    email: createTestEmail('patient'),
    address: { address1: '500 Market St', city: 'St. Louis', state: 'MO', zip_code: '63101' },
  });
  if (created.status !== 201) throw new Error(`${created.status}: ${created.text}`);
  const patientId = created.body.patient.id;
  const atorvastatin = await findDefaultMedication(staff, 'atorvastatin');
  const lisinopril = await findDefaultMedication(staff, 'lisinopril');
  await addPrescription(staff, patientId, {
    med_id: atorvastatin.medId,
    refills_remaining: 3,
    is_auto_refill_eligible: true,
    quantity_options: [
      { quantity: 30, days_supply: 30, price_cents: 1200 },
      { quantity: 90, days_supply: 90, price_cents: 2700 },
    ],
  });
  const answer = await addPrescription(staff, patientId, {
    med_id: lisinopril.medId,
    refills_remaining: 2,
    is_auto_refill_eligible: true,
    enrolled_in_autorefill: true,
    last_filled_on: new Date().toISOString().slice(0, 10),
    quantity_options: [{ quantity: 30, days_supply: 30 }],
  });
  return {
    patientId,
    lastName,
    dob: '1970-04-12',
    mobileNumber,
    prescriptions: answer.prescriptions,
  };
}

export async function addPrescription(
  staff: ApiClient,
  patientId: string,
  body: Record<string, unknown>,
): Promise<{ prescriptions: WirePrescription[] }> {
  const response = await staff.post<{ prescriptions: WirePrescription[] }>(
    `/api/v2/partner/patients/${patientId}/prescriptions`,
    body,
  );
  if (response.status !== 201) throw new Error(`${response.status}: ${response.text}`);
  return response.body;
}

/** The newest text to a number: its link's exit token and its code. */
export async function readPatientText(
  client: ApiClient,
  mobileNumber: string,
): Promise<{ exitToken: string | null; code: string; body: string }> {
  const response = await client.get<{ result: Array<{ recipient: string; body: string }> }>(
    '/api/dev/outbox',
  );
  const message = response.body.result.find((item) => item.recipient === mobileNumber);
  if (!message) throw new Error(`No text for ${mobileNumber}`);
  const token = /exit_token=([^\s&]+)/.exec(message.body)?.[1];
  const code = /code is (\d{6})/.exec(message.body)?.[1];
  if (!code) throw new Error(`No code in: ${message.body}`);
  return { exitToken: token ? decodeURIComponent(token) : null, code, body: message.body };
}

export interface OnboardedPatient extends RegisteredPatient {
  client: ApiClient;
  accountId: string;
  exitToken: string;
}

/** Staff registers a patient and sends the link; the patient verifies and signs up. */
export async function onboardPatient(baseUrl: string, staff: ApiClient): Promise<OnboardedPatient> {
  const registered = await registerPatientWithPrescriptions(staff);
  await expectOk(staff.post(`/api/v2/partner/patients/${registered.patientId}/link`));
  const client = createApiClient(baseUrl);
  const text = await readPatientText(client, registered.mobileNumber);
  if (!text.exitToken) throw new Error('No link in the text');
  await expectOk(
    client.put('/api/reverie/api/patient/verify/', {
      exit_token: text.exitToken,
      verify_code: text.code,
    }),
  );
  const signedUp = await expectOk(
    client.post<{ account: { id: string } }>('/api/v2/reverie/api/user/account/signup', {
      email: createTestEmail('plus'),
      password: 'correct horse battery',
      accepts_agreements: true,
      skip_email: true,
    }),
  );
  return { ...registered, client, accountId: signedUp.account.id, exitToken: text.exitToken };
}

export async function openOrder(patient: OnboardedPatient): Promise<WireReverieOrder> {
  const answer = await expectOk(
    patient.client.get<{ order: WireReverieOrder }>(
      `/api/reverie/api/v1/patients/${patient.patientId}/open_order/`,
      { query: { order_type: 'reverie' } },
    ),
  );
  return answer.order;
}

export interface EventReader {
  status: number;
  contentType: string | null;
  /** The data of the next event of that name, parsed. */
  next<T = Record<string, unknown>>(event: string): Promise<T>;
  close(): void;
}

/** Opens a server-sent events stream as the client (its cookies), as an EventSource would. */
export async function openEvents(
  baseUrl: string,
  client: ApiClient,
  path: string,
  query: Record<string, string> = {},
): Promise<EventReader> {
  const controller = new AbortController();
  const url = new URL(path, baseUrl);
  for (const [name, value] of Object.entries({ platform: 'web', app: '5.0.12', ...query })) {
    url.searchParams.set(name, value);
  }
  const cookie = [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  const response = await fetch(url, {
    headers: { cookie, accept: 'text/event-stream' },
    signal: controller.signal,
  });
  const reader = response.body?.getReader();
  const decoder = new TextDecoder();
  let buffered = '';
  return {
    status: response.status,
    contentType: response.headers.get('content-type'),
    async next<T>(event: string): Promise<T> {
      if (!reader) throw new Error('no stream');
      for (;;) {
        const blocks = buffered.split('\n\n');
        buffered = blocks.pop() ?? '';
        for (const block of blocks) {
          const name = /^event: (.+)$/m.exec(block)?.[1];
          const data = /^data: (.+)$/m.exec(block)?.[1];
          if (name === event && data) {
            buffered = [...blocks.slice(blocks.indexOf(block) + 1), buffered].join('\n\n');
            return JSON.parse(data) as T;
          }
        }
        const chunk = await reader.read();
        if (chunk.done) throw new Error('stream ended');
        buffered += decoder.decode(chunk.value, { stream: true });
      }
    },
    close: () => controller.abort(),
  };
}
