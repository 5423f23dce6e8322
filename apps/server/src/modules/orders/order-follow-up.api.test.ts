import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, like } from 'drizzle-orm';
import { outboxMessages } from '../../db/schema/index';
import type { ApiClient } from '../../test/api-client';
import { startTestServer, type TestServer } from '../../test/test-server';
import { buyWithVisit, signInClinician, submitVisit } from '../telemed/telemed-test-helpers';
import {
  expectOk,
  fillPickupCart,
  purchase,
  signUpBuyer,
  type OrderBody,
} from './orders-test-helpers';

let server: TestServer;
let clinician: ApiClient;

beforeAll(async () => {
  server = await startTestServer({ seed: 'test' });
  clinician = await signInClinician(server.baseUrl);
});
afterAll(async () => {
  await server?.close();
});

async function readOrder(client: ApiClient, orderId: string) {
  return (await expectOk(client.get<OrderBody>(`/api/v2/orders/${orderId}`))).result;
}

const decide = (id: string, decision: string) =>
  expectOk(
    clinician.post(`/api/v2/clinician/visits/${id}/decision`, {
      decision,
      note: 'Take one as needed.',
    }),
  );

function listMessages(recipient: string, bodyPart: string) {
  return server.db
    .select()
    .from(outboxMessages)
    .where(
      and(eq(outboxMessages.recipient, recipient), like(outboxMessages.body, `%${bodyPart}%`)),
    );
}

describe("the order follows its online visit's status", () => {
  it('from not started to with the doctor to prescribed, and the decision names the order', async () => {
    const buyer = await buyWithVisit(server.baseUrl);
    expect((await readOrder(buyer.client, buyer.order.id)).consultation_status).toBe('incomplete');
    await submitVisit(buyer.client, buyer.consultationId);
    expect((await readOrder(buyer.client, buyer.order.id)).consultation_status).toBe(
      'awaiting_doctor_review',
    );
    await decide(buyer.consultationId, 'prescribed');
    const order = await readOrder(buyer.client, buyer.order.id);
    expect(order.consultation_status).toBe('prescribed');

    const [news] = await listMessages(buyer.email, 'prescribed');
    expect(news?.body).toContain(`Follow your order ${order.order_number}: `);
  });

  it('to not prescribed', async () => {
    const buyer = await buyWithVisit(server.baseUrl);
    await submitVisit(buyer.client, buyer.consultationId);
    await decide(buyer.consultationId, 'not_prescribed');
    expect((await readOrder(buyer.client, buyer.order.id)).consultation_status).toBe(
      'not_prescribed',
    );
  });

  it('to cancelled when the person cancels the medication before the doctor decides', async () => {
    const buyer = await buyWithVisit(server.baseUrl);
    await expectOk(
      buyer.client.put(`/api/account/medications/purchases/${buyer.order.id}/cancel`, {
        cancellation_reason: 'Ordered by mistake',
      }),
    );
    expect((await readOrder(buyer.client, buyer.order.id)).consultation_status).toBe('cancelled');
  });

  it('has none without a visit', async () => {
    const buyer = await signUpBuyer(server.baseUrl);
    await fillPickupCart(server.baseUrl, server.db, buyer.client);
    const { order_id: orderId } = await expectOk(purchase(buyer.client));
    expect((await readOrder(buyer.client, orderId)).consultation_status).toBeNull();
  });
});

describe('news that a pickup order is ready', () => {
  async function buyAndMakeReady(client: ApiClient) {
    await fillPickupCart(server.baseUrl, server.db, client);
    const { order_id: orderId } = await expectOk(purchase(client));
    for (const _step of ['dispensing', 'ready_for_pickup']) {
      await expectOk(client.post(`/api/dev/orders/${orderId}/advance`, {}));
    }
    return readOrder(client, orderId);
  }

  it('goes by email while texts are off, as they are by default', async () => {
    const buyer = await signUpBuyer(server.baseUrl);
    const order = await buyAndMakeReady(buyer.client);
    expect(order.fulfillment_status).toBe('ready_for_pickup');
    expect(order.update_channel).toBe('email');
    const [email] = await listMessages(buyer.email, 'is ready for pickup');
    expect(email).toMatchObject({
      channel: 'email',
      subject: `Your Fillwell order ${order.order_number} is ready for pickup`,
    });
  });

  it('goes by text to a person who turned texts on', async () => {
    const buyer = await signUpBuyer(server.baseUrl);
    const mobileNumber = `314${String(Date.now()).slice(-7)}`;
    await expectOk(
      buyer.client.patch('/api/v2/user/account', {
        mobile_number: mobileNumber,
        sms_opt_in: true,
      }),
    );
    const order = await buyAndMakeReady(buyer.client);
    expect(order.update_channel).toBe('text');
    const [text] = await listMessages(mobileNumber, 'is ready for pickup');
    expect(text?.channel).toBe('sms');
    expect(text?.body).toContain(order.order_number);
    expect(await listMessages(buyer.email, 'is ready for pickup')).toEqual([]);
  });
});
