import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { CONSULTATION_FEE_CENTS } from '@fillwell/domain';
import { consultations, pharmacies, visitRecords } from '../../db/schema/index';
import { createApiClient } from '../../test/api-client';
import { signUpTestAccount } from '../../test/accounts';
import { startTestServer, type TestServer } from '../../test/test-server';
import { expectOk, type WireError } from '../../test/api-helpers';
import { VISIT_ANSWER_MESSAGES } from './visit-answers';
import {
  answerQuestions,
  buyWithVisit,
  submitVisit,
  type VisitBuyer,
  type WireChatMessage,
  type WireConsultation,
  type WireVisit,
} from './telemed-test-helpers';

let server: TestServer;
let buyer: VisitBuyer;

beforeAll(async () => {
  server = await startTestServer({ seed: 'test' });
  buyer = await buyWithVisit(server.baseUrl);
});
afterAll(async () => {
  await server?.close();
});

type ConsultationBody = WireConsultation & WireError;
type VisitBody = { result: WireVisit } & WireError;
type ChatsBody = { result: WireChatMessage[] } & WireError;

const visitPath = (id: string) => `/api/v2/telemed/visits/${id}`;

describe('GET /api/v2/telemed/consultation', () => {
  it('answers the consultation by consultation_id and by visit_id', async () => {
    for (const name of ['consultation_id', 'visit_id']) {
      const response = await buyer.client.get<ConsultationBody>('/api/v2/telemed/consultation', {
        query: { [name]: buyer.consultationId },
      });
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({
        consultation_id: buyer.consultationId,
        creation_status: 'created',
        link: `/visit/${buyer.consultationId}`,
        status: { value: 'incomplete' },
        condition: { slug: 'erectile-dysfunction', name: 'Erectile Dysfunction' },
        order_id: buyer.order.id,
        fee: { amount_cents: CONSULTATION_FEE_CENTS, display_value: '$5.00' },
      });
      expect(response.body.medication?.name).toBe(buyer.order.items[0]?.formatted_name);
    }
  });

  it("answers 404 'Invalid Visit Id' for an unknown id and for another person's", async () => {
    const stranger = await signUpTestAccount(server.baseUrl, 'stranger');
    for (const [client, id] of [
      [buyer.client, 'cons_unknown'],
      [stranger.client, buyer.consultationId],
    ] as const) {
      const response = await client.get<ConsultationBody>('/api/v2/telemed/consultation', {
        query: { consultation_id: id },
      });
      expect(response.status).toBe(404);
      expect(response.body).toMatchObject({
        message: 'Invalid Visit Id',
        code: 'invalid_visit_id',
      });
    }
  });

  it('asks for an id, and for a signed-in person', async () => {
    const missing = await buyer.client.get<ConsultationBody>('/api/v2/telemed/consultation');
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('Provide visit_id or consultation_id');
    const visitor = await createApiClient(server.baseUrl).get<ConsultationBody>(
      '/api/v2/telemed/consultation',
      { query: { consultation_id: buyer.consultationId } },
    );
    expect(visitor.status).toBe(401);
  });

  it('answers an empty creation status as null', async () => {
    const other = await buyWithVisit(server.baseUrl);
    await server.db
      .update(consultations)
      .set({ creationStatus: '' })
      .where(eq(consultations.id, other.consultationId));
    const response = await other.client.get<ConsultationBody>('/api/v2/telemed/consultation', {
      query: { consultation_id: other.consultationId },
    });
    expect(response.body.creation_status).toBeNull();
  });
});

describe('POST /api/v2/telemed/consultation', () => {
  it('starts the visit: its record is made once, and the consultation answered', async () => {
    const body = { consultation_id: buyer.consultationId };
    const first = await buyer.client.post<ConsultationBody>('/api/v2/telemed/consultation', body);
    const again = await buyer.client.post<ConsultationBody>('/api/v2/telemed/consultation', body);
    expect(first.status).toBe(200);
    expect(again.status).toBe(200);
    expect(first.body.status.value).toBe('incomplete');
    const records = await server.db
      .select()
      .from(visitRecords)
      .where(eq(visitRecords.consultationId, buyer.consultationId));
    expect(records).toHaveLength(1);
    expect(records[0]?.accountId).toBe(buyer.accountId);
  });

  it("answers 'Invalid Visit Id' for another person's visit and for an empty id", async () => {
    const stranger = await signUpTestAccount(server.baseUrl, 'stranger');
    const theirs = await stranger.client.post<ConsultationBody>('/api/v2/telemed/consultation', {
      consultation_id: buyer.consultationId,
    });
    expect(theirs.status).toBe(404);
    expect(theirs.body.message).toBe('Invalid Visit Id');
    const empty = await buyer.client.post<ConsultationBody>('/api/v2/telemed/consultation', {
      consultation_id: ' ',
    });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe('Invalid Visit Id');
  });
});

describe('GET /api/v2/telemed/consultations', () => {
  it("lists the person's consultations only", async () => {
    const response = await buyer.client.get<{ result: WireConsultation[] } & WireError>(
      '/api/v2/telemed/consultations',
    );
    expect(response.status).toBe(200);
    expect(response.body.result.map((entry) => entry.consultation_id)).toEqual([
      buyer.consultationId,
    ]);
    const stranger = await signUpTestAccount(server.baseUrl, 'stranger');
    const theirs = await stranger.client.get<{ result: WireConsultation[] }>(
      '/api/v2/telemed/consultations',
    );
    expect(theirs.body.result).toEqual([]);
  });
});

describe('the built-in visit', () => {
  it("shows the condition's questionnaire", async () => {
    const response = await buyer.client.get<VisitBody>(visitPath(buyer.consultationId));
    expect(response.status).toBe(200);
    const ids = response.body.result.questions.map((question) => question.id);
    expect(ids).toContain('ed-nitrates');
    expect(ids).toContain('other-medications');
    expect(response.body.result).toMatchObject({ answers: [], decision: null, refund: null });
  });

  it('refuses incomplete or invalid answers, naming each question', async () => {
    const other = await buyWithVisit(server.baseUrl);
    const visit = await expectOk(other.client.get<VisitBody>(visitPath(other.consultationId)));
    const answers = answerQuestions(visit.result.questions)
      .filter((entry) => entry.question_id !== 'ed-duration')
      .map((entry) =>
        entry.question_id === 'ed-nitrates' ? { ...entry, answer: 'Sometimes' } : entry,
      );
    const response = await other.client.post<VisitBody>(
      `${visitPath(other.consultationId)}/answers`,
      { answers },
    );
    expect(response.status).toBe(400);
    expect(response.body.validation_errors).toEqual({
      'ed-duration': [VISIT_ANSWER_MESSAGES.required],
      'ed-nitrates': [VISIT_ANSWER_MESSAGES.notAnOption],
    });
    const unchanged = await expectOk(other.client.get<VisitBody>(visitPath(other.consultationId)));
    expect(unchanged.result.consultation.status.value).toBe('incomplete');
  });

  it('keeps the answers and sends the visit to the doctor, once', async () => {
    const other = await buyWithVisit(server.baseUrl);
    const sent = await submitVisit(other.client, other.consultationId);
    expect(sent.consultation.status.value).toBe('awaiting_doctor_review');
    expect(sent.consultation.submitted_on).toEqual(expect.any(String));
    expect(sent.answers[0]).toEqual({
      question_id: 'ed-duration',
      question: 'How long have you had trouble getting or keeping an erection?',
      answer: 'Less than 3 months',
    });
    const [record] = await server.db
      .select()
      .from(visitRecords)
      .where(eq(visitRecords.consultationId, other.consultationId));
    expect(record?.answers).toEqual(sent.answers.map(toStoredAnswer));
    const again = await other.client.post<VisitBody>(`${visitPath(other.consultationId)}/answers`, {
      answers: answerQuestions(sent.questions),
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('You already sent this visit to the doctor.');
  });

  it("answers 'Invalid Visit Id' for another person's visit", async () => {
    const stranger = await signUpTestAccount(server.baseUrl, 'stranger');
    const response = await stranger.client.get<VisitBody>(visitPath(buyer.consultationId));
    expect(response.status).toBe(404);
    expect(response.body.message).toBe('Invalid Visit Id');
  });
});

function toStoredAnswer(answer: WireVisit['answers'][number]) {
  return { questionId: answer.question_id, question: answer.question, answer: answer.answer };
}

describe('the visit chat', () => {
  it('opens at the visit chat page and keeps the messages', async () => {
    const chat = await buyer.client.post<{ chat_url: string } & WireError>('/api/v2/telemed/chat', {
      consultation_id: buyer.consultationId,
    });
    expect(chat.status).toBe(200);
    expect(chat.body.chat_url).toBe(`/visit/${buyer.consultationId}/chat`);
    const sent = await buyer.client.post<{ result: WireChatMessage } & WireError>(
      '/api/v2/telemed/chats',
      { consultation_id: buyer.consultationId, body: '  Can I take it with food? ' },
    );
    expect(sent.status).toBe(200);
    expect(sent.body.result).toMatchObject({
      consultation_id: buyer.consultationId,
      author: 'patient',
      body: 'Can I take it with food?',
    });
    const list = await buyer.client.get<ChatsBody>('/api/v2/telemed/chats', {
      query: { consultation_id: buyer.consultationId },
    });
    expect(list.body.result.map((message) => message.body)).toEqual(['Can I take it with food?']);
    const all = await buyer.client.get<ChatsBody>('/api/v2/telemed/chats');
    expect(all.body.result).toHaveLength(1);
  });

  it('refuses an empty message and strangers', async () => {
    const empty = await buyer.client.post<WireError>('/api/v2/telemed/chats', {
      consultation_id: buyer.consultationId,
      body: '   ',
    });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe('Please write a message');
    const stranger = await signUpTestAccount(server.baseUrl, 'stranger');
    for (const response of [
      await stranger.client.post<WireError>('/api/v2/telemed/chat', {
        consultation_id: buyer.consultationId,
      }),
      await stranger.client.get<WireError>('/api/v2/telemed/chats', {
        query: { consultation_id: buyer.consultationId },
      }),
      await stranger.client.post<WireError>('/api/v2/telemed/chats', {
        consultation_id: buyer.consultationId,
        body: 'Hello',
      }),
    ]) {
      expect(response.status).toBe(404);
      expect(response.body.message).toBe('Invalid Visit Id');
    }
  });
});

describe('PATCH /api/v2/telemed/order/:id/pharmacy', () => {
  const pharmacyPath = (orderId: string) => `/api/v2/telemed/order/${orderId}/pharmacy`;

  it("answers 'Provide non-empty newPharmacyId' for an empty or missing id", async () => {
    for (const body of [{ pharmacy_id: '' }, { pharmacy_id: '  ' }, {}]) {
      const response = await buyer.client.patch<WireError>(pharmacyPath(buyer.order.id), body);
      expect(response.status).toBe(400);
      expect(response.body.message).toBe('Provide non-empty newPharmacyId');
    }
  });

  it('sends the prescription to another pharmacy that can fill the order', async () => {
    const other = await buyWithVisit(server.baseUrl);
    const mailOrderId = other.order.pharmacy?.id ?? '';
    const response = await other.client.patch<{ result: WireConsultation[] } & WireError>(
      pharmacyPath(other.order.id),
      { pharmacy_id: mailOrderId },
    );
    expect(response.status).toBe(200);
    expect(response.body.result.map((entry) => entry.pharmacy_id)).toEqual([mailOrderId]);
  });

  it('refuses a pharmacy that does not deliver for a delivery order, and unknown ones', async () => {
    const [retail] = await server.db
      .select({ id: pharmacies.id })
      .from(pharmacies)
      .where(and(eq(pharmacies.isDelivery, false), eq(pharmacies.isMailOrder, false)))
      .limit(1);
    const notDelivering = await buyer.client.patch<WireError>(pharmacyPath(buyer.order.id), {
      pharmacy_id: retail?.id,
    });
    expect(notDelivering.status).toBe(400);
    expect(notDelivering.body).toMatchObject({
      code: 'pharmacy_not_delivering',
      message:
        'This pharmacy does not deliver. Choose a pharmacy that delivers for a delivery order.',
    });
    const unknown = await buyer.client.patch<WireError>(pharmacyPath(buyer.order.id), {
      pharmacy_id: 'no-such-pharmacy',
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.validation_errors).toEqual({ pharmacy_id: ['Pharmacy not found'] });
  });

  it("answers 404 for another person's order", async () => {
    const stranger = await signUpTestAccount(server.baseUrl, 'stranger');
    const response = await stranger.client.patch<WireError>(pharmacyPath(buyer.order.id), {
      pharmacy_id: buyer.order.pharmacy?.id,
    });
    expect(response.status).toBe(404);
  });
});

describe('the API documentation', () => {
  it('describes the consultation, visit, chat and clinician calls', async () => {
    const response = await createApiClient(server.baseUrl).get<{
      paths: Record<string, unknown>;
    }>('/api/docs/json');
    expect(response.status).toBe(200);
    expect(Object.keys(response.body.paths)).toEqual(
      expect.arrayContaining([
        '/api/v2/telemed/consultation',
        '/api/v2/telemed/consultations',
        '/api/v2/telemed/order/{id}/pharmacy',
        '/api/v2/telemed/visits/{id}/answers',
        '/api/v2/telemed/chat',
        '/api/v2/telemed/chats',
        '/api/v2/clinician/visits',
        '/api/v2/clinician/visits/{id}/decision',
      ]),
    );
    expect(JSON.stringify(response.body.paths['/api/v2/telemed/consultation'])).toContain(
      '"creation_status"',
    );
  });
});
