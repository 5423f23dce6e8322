import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pharmacyChatTokens } from '../../db/schema/index';
import type { ApiClient } from '../../test/api-client';
import { signUpTestAccount } from '../../test/accounts';
import { expectOk, type WireError } from '../../test/api-helpers';
import {
  createOtherPartner,
  onboardPatient,
  openEvents,
  signInPartnerStaff,
} from '../../test/pharmacy-plus';
import { startTestServer, type TestServer } from '../../test/test-server';

let server: TestServer;
let staff: ApiClient;

beforeAll(async () => {
  server = await startTestServer({ seed: 'test' });
  staff = await signInPartnerStaff(server.baseUrl);
});
afterAll(async () => {
  await server?.close();
});

type Identify = { token: string; expires: string; conversation_id: string };
type WireMessage = {
  id: string;
  author: string;
  author_name: string;
  body: string;
  patient_id?: string;
};

describe('chat between a patient and their pharmacy', () => {
  it('delivers messages both ways without a reload, and keeps them', async () => {
    const patient = await onboardPatient(server.baseUrl, staff);
    const identity = await expectOk(
      patient.client.get<Identify>('/api/reverie/api/chat/identify/'),
    );
    const expiresIn = Date.parse(identity.expires) - Date.now();
    expect(expiresIn).toBeGreaterThan(10 * 60_000);
    expect(expiresIn).toBeLessThanOrEqual(15 * 60_000);

    const patientEvents = await openEvents(
      server.baseUrl,
      patient.client,
      '/api/reverie/api/chat/events/',
      {
        token: identity.token,
      },
    );
    const staffEvents = await openEvents(server.baseUrl, staff, '/api/v2/partner/chats/events');
    try {
      expect(patientEvents.status).toBe(200);
      expect(patientEvents.contentType).toMatch(/^text\/event-stream/);
      expect(staffEvents.status).toBe(200);

      const sent = await expectOk(
        patient.client.post<{ message: WireMessage }>('/api/reverie/api/chat/messages/', {
          body: 'Is my refill ready?',
        }),
      );
      expect(sent.message).toMatchObject({ author: 'patient', author_name: 'Alex' });
      const toStaff = await staffEvents.next<WireMessage>('message');
      expect(toStaff).toMatchObject({ body: 'Is my refill ready?', patient_id: patient.patientId });
      expect(await patientEvents.next<WireMessage>('message')).toMatchObject({
        id: sent.message.id,
      });

      const chats = await expectOk(
        staff.get<{ conversations: Array<{ id: string; unread_count: number }> }>(
          '/api/v2/partner/chats',
        ),
      );
      const conversation = chats.conversations.find(
        (entry) => entry.id === identity.conversation_id,
      );
      expect(conversation?.unread_count).toBe(1);

      const reply = await expectOk(
        staff.post<{ message: WireMessage }>(
          `/api/v2/partner/chats/${identity.conversation_id}/messages`,
          { body: 'Yes, it is ready for pickup.' },
        ),
      );
      expect(reply.message).toMatchObject({
        author: 'pharmacy',
        author_name: 'Riverside Community Pharmacy',
      });
      expect(await patientEvents.next<WireMessage>('message')).toMatchObject({
        body: 'Yes, it is ready for pickup.',
        author: 'pharmacy',
      });
    } finally {
      patientEvents.close();
      staffEvents.close();
    }

    const history = await expectOk(
      patient.client.get<{ conversation_id: string; messages: WireMessage[] }>(
        '/api/reverie/api/chat/messages/',
      ),
    );
    expect(history.conversation_id).toBe(identity.conversation_id);
    expect(history.messages.map((message) => message.author)).toEqual(['patient', 'pharmacy']);
    const staffView = await expectOk(
      staff.get<{ conversation: { unread_count: number }; messages: WireMessage[] }>(
        `/api/v2/partner/chats/${identity.conversation_id}/messages`,
      ),
    );
    expect(staffView.conversation.unread_count).toBe(0);
    expect(staffView.messages).toHaveLength(2);
  });

  it('refuses an expired or unknown token, and a new one works', async () => {
    const patient = await onboardPatient(server.baseUrl, staff);
    const identity = await expectOk(
      patient.client.get<Identify>('/api/reverie/api/chat/identify/'),
    );
    await server.db.update(pharmacyChatTokens).set({ expiresAt: new Date(Date.now() - 1000) });
    const expired = await patient.client.get<WireError>('/api/reverie/api/chat/events/', {
      query: { token: identity.token },
    });
    expect(expired.status).toBe(401);
    expect(expired.body.code).toBe('chat_token_invalid');
    const unknown = await patient.client.get<WireError>('/api/reverie/api/chat/events/', {
      query: { token: 'not-a-token' },
    });
    expect(unknown.status).toBe(401);
    const missing = await patient.client.get<WireError>('/api/reverie/api/chat/events/');
    expect(missing.status).toBe(400);

    const renewed = await expectOk(patient.client.get<Identify>('/api/reverie/api/chat/identify/'));
    expect(renewed.token).not.toBe(identity.token);
    expect(renewed.conversation_id).toBe(identity.conversation_id);
    const events = await openEvents(
      server.baseUrl,
      patient.client,
      '/api/reverie/api/chat/events/',
      {
        token: renewed.token,
      },
    );
    expect(events.status).toBe(200);
    events.close();

    // Another account cannot use the patient's token.
    const other = await signUpTestAccount(server.baseUrl, 'chat');
    const stolen = await other.client.get('/api/reverie/api/chat/events/', {
      query: { token: renewed.token },
    });
    expect(stolen.status).toBe(401);
    expect((await other.client.get('/api/reverie/api/chat/identify/')).status).toBe(404);
  });

  it("keeps one pharmacy's staff out of another's conversations", async () => {
    const patient = await onboardPatient(server.baseUrl, staff);
    const identity = await expectOk(
      patient.client.get<Identify>('/api/reverie/api/chat/identify/'),
    );
    await expectOk(patient.client.post('/api/reverie/api/chat/messages/', { body: 'Hello there' }));
    const otherStaff = await createOtherPartner(server.baseUrl, server.db);
    const read = await otherStaff.get(`/api/v2/partner/chats/${identity.conversation_id}/messages`);
    expect(read.status).toBe(404);
    const write = await otherStaff.post(
      `/api/v2/partner/chats/${identity.conversation_id}/messages`,
      {
        body: 'Hi',
      },
    );
    expect(write.status).toBe(404);
    const list = await expectOk(
      otherStaff.get<{ conversations: unknown[] }>('/api/v2/partner/chats'),
    );
    expect(list.conversations).toEqual([]);
    const patientsEvents = await patient.client.get('/api/v2/partner/chats/events');
    expect(patientsEvents.status).toBe(403);
  });
});
