import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { CONSULTATION_FEE_CENTS } from '@fillwell/domain';
import { loadConfig } from '../../config';
import { DEMO_CLINICIAN, syncDemoClinician } from '../../db/seed/demo-clinician';
import {
  consultations,
  orderEvents,
  orderPayments,
  orders,
  outboxMessages,
  prescriptions,
} from '../../db/schema/index';
import { createApiClient, type ApiClient } from '../../test/api-client';
import { startTestServer, type TestServer } from '../../test/test-server';
import { expectOk, type WireError } from '../../test/api-helpers';
import { createFulfillmentService, createFulfillmentSimulator } from '../orders/index';
import {
  fillPickupCart,
  listOrderCharges,
  listRefunds,
  purchase,
  signUpBuyer,
  type OrderBody,
} from '../orders/orders-test-helpers';
import {
  buyWithVisit,
  CLINICIAN_PASSWORD,
  signInClinician,
  submitVisit,
  type WireChatMessage,
  type WireClinicianVisit,
  type WireVisit,
} from '../telemed/telemed-test-helpers';

let server: TestServer;
let clinician: ApiClient;

beforeAll(async () => {
  server = await startTestServer({ seed: 'test' });
  clinician = await signInClinician(server.baseUrl);
});
afterAll(async () => {
  await server?.close();
});

type QueueBody = { result: WireClinicianVisit[] } & WireError;
type VisitBody = { result: WireClinicianVisit } & WireError;

const QUEUE_PATH = '/api/v2/clinician/visits';
const visitPath = (id: string) => `${QUEUE_PATH}/${id}`;
const decide = (client: ApiClient, id: string, decision: string, note = 'Take one as needed.') =>
  client.post<VisitBody>(`${visitPath(id)}/decision`, { decision, note });

async function buyAndSubmit() {
  const buyer = await buyWithVisit(server.baseUrl);
  await submitVisit(buyer.client, buyer.consultationId);
  return buyer;
}

async function readOrder(client: ApiClient, orderId: string) {
  return (await expectOk(client.get<OrderBody>(`/api/v2/orders/${orderId}`))).result;
}

/** The message sent to the recipient with the subject, if any. */
async function findMessage(recipient: string, subject: string) {
  const rows = await server.db
    .select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.recipient, recipient), eq(outboxMessages.subject, subject)));
  return rows[0];
}

describe('who may use the clinician view', () => {
  it('answers 401 when signed out', async () => {
    const visitor = createApiClient(server.baseUrl);
    for (const response of [
      await visitor.get<WireError>(QUEUE_PATH),
      await visitor.get<WireError>(visitPath('cons_any')),
      await decide(visitor, 'cons_any', 'prescribed'),
    ]) {
      expect(response.status).toBe(401);
    }
  });

  it('answers 403 to a signed-in person who is not a clinician', async () => {
    const buyer = await buyAndSubmit();
    for (const response of [
      await buyer.client.get<WireError>(QUEUE_PATH),
      await buyer.client.get<WireError>(visitPath(buyer.consultationId)),
      await decide(buyer.client, buyer.consultationId, 'prescribed'),
      await buyer.client.post<WireError>(`${visitPath(buyer.consultationId)}/messages`, {
        body: 'Hi',
      }),
    ]) {
      expect(response.status).toBe(403);
      expect(response.body).toMatchObject({
        code: 'forbidden',
        message: 'Only clinicians can review doctor visits.',
      });
    }
    const [visit] = await server.db
      .select()
      .from(consultations)
      .where(eq(consultations.id, buyer.consultationId));
    expect(visit?.status).toBe('awaiting_doctor_review');
  });

  it('seeds the demo clinician once, and in production only with a password', async () => {
    expect(await syncDemoClinician(server.db, CLINICIAN_PASSWORD)).toBe('unchanged');
    expect(loadConfig({ NODE_ENV: 'test' }).clinicianDemoPassword).toBe('fillwell-clinician');
    expect(loadConfig({ NODE_ENV: 'production' }).clinicianDemoPassword).toBeNull();
    const configured = loadConfig({
      NODE_ENV: 'production',
      CLINICIAN_DEMO_PASSWORD: 's3cret-pass',
    });
    expect(configured.clinicianDemoPassword).toBe('s3cret-pass');
    const account = await clinician.get<{ account: { type: string; email: string } }>(
      '/api/v2/user',
    );
    expect(account.body.account).toMatchObject({ type: 'clinician', email: DEMO_CLINICIAN.email });
  });
});

describe('the review queue', () => {
  it('lists submitted visits with who, for what and since when, not unfinished ones', async () => {
    const unfinished = await buyWithVisit(server.baseUrl);
    const buyer = await buyAndSubmit();
    const response = await clinician.get<QueueBody>(QUEUE_PATH);
    expect(response.status).toBe(200);
    const ids = response.body.result.map((visit) => visit.consultation_id);
    expect(ids).toContain(buyer.consultationId);
    expect(ids).not.toContain(unfinished.consultationId);
    const entry = response.body.result.find(
      (visit) => visit.consultation_id === buyer.consultationId,
    );
    expect(entry).toMatchObject({
      status: 'awaiting_doctor_review',
      patient_name: 'Sam O.',
      sex: 'male',
      state: 'MO',
      condition: { slug: 'erectile-dysfunction', name: 'Erectile Dysfunction' },
      medication: { name: buyer.order.items[0]?.formatted_name },
      has_flags: false,
    });
    expect(entry?.age).toBeGreaterThanOrEqual(44);
    expect(entry?.submitted_on).toEqual(expect.any(String));
  });

  it("shows a visit's answers, flagging the ones to look at twice", async () => {
    const buyer = await buyWithVisit(server.baseUrl);
    const visit = await expectOk(
      buyer.client.get<{ result: WireVisit }>(`/api/v2/telemed/visits/${buyer.consultationId}`),
    );
    const answers = visit.result.questions
      .filter((question) => question.show_when === null)
      .map((question) => ({
        question_id: question.id,
        answer:
          question.id === 'ed-nitrates'
            ? 'Yes'
            : question.options.includes('No')
              ? 'No'
              : (question.options[0] ?? ''),
      }));
    await expectOk(
      buyer.client.post(`/api/v2/telemed/visits/${buyer.consultationId}/answers`, { answers }),
    );
    const response = await clinician.get<VisitBody>(visitPath(buyer.consultationId));
    expect(response.status).toBe(200);
    expect(response.body.result.has_flags).toBe(true);
    const nitrates = response.body.result.answers?.find((a) => a.question_id === 'ed-nitrates');
    expect(nitrates).toMatchObject({ answer: 'Yes', is_flagged: true });
    expect(response.body.result.pharmacy?.id).toBe(buyer.order.pharmacy?.id);
    expect(response.body.result.decision).toBeNull();
  });

  it("answers 404 'Invalid Visit Id' for an unknown visit", async () => {
    const response = await clinician.get<VisitBody>(visitPath('cons_unknown'));
    expect(response.status).toBe(404);
    expect(response.body.message).toBe('Invalid Visit Id');
    const decision = await decide(clinician, 'cons_unknown', 'prescribed');
    expect(decision.status).toBe(404);
  });
});

describe('prescribing', () => {
  it('writes the prescription, moves the order to dispensing and tells the patient', async () => {
    const buyer = await buyAndSubmit();
    const note = 'Take one tablet about an hour before sex. No more than one a day.';
    const response = await decide(clinician, buyer.consultationId, 'prescribed', note);
    expect(response.status).toBe(200);
    expect(response.body.result).toMatchObject({
      status: 'prescribed',
      decision: { value: 'prescribed', note, clinician_name: 'Jordan Rivera' },
    });
    const [prescription] = await server.db
      .select()
      .from(prescriptions)
      .where(eq(prescriptions.consultationId, buyer.consultationId));
    const item = buyer.order.items[0];
    expect(prescription).toMatchObject({
      accountId: buyer.accountId,
      source: 'consultation',
      prescriberName: 'Jordan Rivera',
      refillsAllowed: 3,
    });
    expect(prescription?.medNameId).toBeGreaterThan(0);
    const order = await readOrder(buyer.client, buyer.order.id);
    expect(order.fulfillment_status).toBe('dispensing');
    expect(order.timeline.find((step) => step.label === 'Order Processing')?.state).toBe(
      'in-progress',
    );
    const events = await server.db
      .select()
      .from(orderEvents)
      .where(and(eq(orderEvents.orderId, buyer.order.id), eq(orderEvents.actor, 'clinician')));
    expect(events).toMatchObject([
      { kind: 'fulfillment', fromStatus: 'pending', toStatus: 'dispensing' },
    ]);
    const message = await findMessage(
      buyer.email,
      `Your doctor prescribed ${item?.formatted_name ?? ''}`,
    );
    expect(message?.body).toContain(note);
    expect(message?.body).toContain(`/visit/${buyer.consultationId}/report`);
  });

  it('shows the patient the decision, the note in the chat, and the clinician can reply', async () => {
    const buyer = await buyAndSubmit();
    await expectOk(decide(clinician, buyer.consultationId, 'prescribed', 'All good.'));
    const visit = await expectOk(
      buyer.client.get<{ result: WireVisit }>(`/api/v2/telemed/visits/${buyer.consultationId}`),
    );
    expect(visit.result.consultation.status.value).toBe('prescribed');
    expect(visit.result.decision).toMatchObject({
      value: 'prescribed',
      note: 'All good.',
      clinician_name: 'Jordan Rivera',
    });
    const reply = await clinician.post<{ result: WireChatMessage } & WireError>(
      `${visitPath(buyer.consultationId)}/messages`,
      { body: 'Write if you have questions.' },
    );
    expect(reply.status).toBe(200);
    const chats = await expectOk(
      buyer.client.get<{ result: WireChatMessage[] }>('/api/v2/telemed/chats', {
        query: { consultation_id: buyer.consultationId },
      }),
    );
    expect(chats.result.map((message) => [message.author, message.body])).toEqual([
      ['clinician', 'All good.'],
      ['clinician', 'Write if you have questions.'],
    ]);
  });

  it('refuses a second decision with 409, and a note-less one with 400', async () => {
    const buyer = await buyAndSubmit();
    const noNote = await decide(clinician, buyer.consultationId, 'prescribed', '  ');
    expect(noNote.status).toBe(400);
    expect(noNote.body.message).toBe('Please write a note for the patient');
    await expectOk(decide(clinician, buyer.consultationId, 'prescribed'));
    for (const decision of ['prescribed', 'not_prescribed']) {
      const again = await decide(clinician, buyer.consultationId, decision);
      expect(again.status).toBe(409);
      expect(again.body).toMatchObject({
        code: 'visit_already_decided',
        message: 'This visit has already been decided (prescribed). A decision cannot be changed.',
      });
    }
    const rows = await server.db
      .select()
      .from(prescriptions)
      .where(eq(prescriptions.consultationId, buyer.consultationId));
    expect(rows).toHaveLength(1);
  });

  it('refuses a visit not yet sent to the doctor', async () => {
    const buyer = await buyWithVisit(server.baseUrl);
    const response = await decide(clinician, buyer.consultationId, 'prescribed');
    expect(response.status).toBe(409);
    expect(response.body.message).toBe('This visit has not been sent to the doctor yet.');
  });
});

describe('declining', () => {
  it('cancels the medication and refunds its price, not the visit fee', async () => {
    const buyer = await buyAndSubmit();
    const item = buyer.order.items[0];
    const drugCents = item?.price.price_with_coupons.amount_cents ?? 0;
    expect(drugCents).toBeGreaterThan(0);
    const note = 'Your answers suggest seeing a doctor in person first.';
    const response = await decide(clinician, buyer.consultationId, 'not_prescribed', note);
    expect(response.status).toBe(200);
    expect(response.body.result.status).toBe('not_prescribed');

    const payments = await server.db
      .select()
      .from(orderPayments)
      .where(eq(orderPayments.orderId, buyer.order.id));
    const charge = payments.find((payment) => payment.kind === 'charge');
    const refund = payments.find((payment) => payment.kind === 'refund');
    expect(charge?.amountCents).toBe(drugCents + CONSULTATION_FEE_CENTS);
    expect(refund).toMatchObject({ amountCents: drugCents, orderItemId: item?.id });
    expect(refund?.providerReference).not.toMatch(/^pending:/);
    const [gatewayCharge] = await listOrderCharges(server.db, buyer.order.id);
    const gatewayRefunds = await listRefunds(server.db, gatewayCharge?.id ?? '');
    expect(gatewayRefunds.map((row) => row.amountCents)).toEqual([drugCents]);

    const order = await readOrder(buyer.client, buyer.order.id);
    expect(order.order_status).toBe('cancelled');
    expect(order.items[0]?.status).toBe('cancelled');
    expect(
      order.card_payments_refunds.map((entry) => [entry.kind, entry.amount.amount_cents]),
    ).toEqual([
      ['charge', drugCents + CONSULTATION_FEE_CENTS],
      ['refund', drugCents],
    ]);
    const visit = await expectOk(
      buyer.client.get<{ result: WireVisit }>(`/api/v2/telemed/visits/${buyer.consultationId}`),
    );
    expect(visit.result.refund?.amount_cents).toBe(drugCents);
    expect(visit.result.decision?.note).toBe(note);
    const message = await findMessage(buyer.email, 'About your online doctor visit');
    expect(message?.body).toContain(note);
    expect(message?.body).toContain('The $5.00 visit fee is not refunded');
    const again = await decide(clinician, buyer.consultationId, 'not_prescribed');
    expect(again.status).toBe(409);
    const [held] = await server.db.select().from(orders).where(eq(orders.id, buyer.order.id));
    expect(held?.fulfillmentStatus).toBe('cancelled');
  });
});

describe('the fulfillment simulator', () => {
  it('leaves an order waiting for its prescription alone, and moves it once prescribed', async () => {
    const buyer = await buyAndSubmit();
    const plain = await signUpBuyer(server.baseUrl);
    await fillPickupCart(server.baseUrl, server.db, plain.client);
    const plainOrder = await expectOk(purchase(plain.client, { reimbursement_consent: true }));
    const simulator = createFulfillmentSimulator({
      db: server.db,
      fulfillment: createFulfillmentService(server.db),
      stepSeconds: 0,
      onError: (error) => {
        throw error;
      },
    });
    await simulator.tick();
    expect((await readOrder(plain.client, plainOrder.order_id)).fulfillment_status).toBe(
      'dispensing',
    );
    expect((await readOrder(buyer.client, buyer.order.id)).fulfillment_status).toBe('pending');

    await expectOk(decide(clinician, buyer.consultationId, 'prescribed'));
    expect((await readOrder(buyer.client, buyer.order.id)).fulfillment_status).toBe('dispensing');
    await simulator.tick();
    expect((await readOrder(buyer.client, buyer.order.id)).fulfillment_status).toBe('shipping');
  });
});

describe('a visit whose medication the patient cancelled', () => {
  it('is closed instead of prescribed', async () => {
    const buyer = await buyAndSubmit();
    await expectOk(
      buyer.client.put(`/api/account/medications/purchases/${buyer.order.id}/cancel`, {
        cancellation_reason: 'Ordered by mistake',
      }),
    );
    const response = await decide(clinician, buyer.consultationId, 'prescribed');
    expect(response.status).toBe(409);
    expect(response.body.message).toBe(
      'The patient cancelled this medication, so the visit was closed.',
    );
    const queue = await expectOk(clinician.get<QueueBody>(QUEUE_PATH));
    expect(queue.result.map((visit) => visit.consultation_id)).not.toContain(buyer.consultationId);
  });
});
