import { createApiClient, type ApiClient } from '../../test/api-client';
import type { TestAccount } from '../../test/accounts';
import { DEMO_CLINICIAN } from '../../db/seed/demo-clinician';
import { expectOk, type WireMoney } from '../../test/api-helpers';
import {
  fillDeliveryCart,
  purchase,
  signUpBuyer,
  type WireOrder,
  type WireOrderItem,
} from '../orders/orders-test-helpers';

export type WireConsultation = {
  consultation_id: string;
  creation_status: string | null;
  link: string;
  status: { value: string };
  condition: { slug: string; name: string };
  medication: { med_name_id: number; name: string; description: string } | null;
  order_id: string | null;
  pharmacy_id: string | null;
  fee: WireMoney;
  created_on: string;
  submitted_on: string | null;
  reviewed_on: string | null;
};

export type WireQuestion = {
  id: string;
  text: string;
  kind: 'choice' | 'text';
  options: string[];
  is_required: boolean;
  show_when: { question_id: string; answers: string[] } | null;
};

export type WireVisit = {
  consultation: WireConsultation;
  questions: WireQuestion[];
  answers: Array<{ question_id: string; question: string; answer: string }>;
  decision: { value: string; note: string; clinician_name: string; decided_on: string } | null;
  refund: WireMoney | null;
};

export type WireChatMessage = {
  id: string;
  consultation_id: string | null;
  author: 'patient' | 'clinician';
  body: string;
};

export type WireClinicianVisit = {
  consultation_id: string;
  status: string;
  patient_name: string;
  age: number | null;
  sex: string | null;
  state: string | null;
  condition: { slug: string; name: string };
  medication: { name: string; description: string } | null;
  submitted_on: string | null;
  has_flags: boolean;
  answers?: Array<{ question_id: string; answer: string; is_flagged: boolean }>;
  pharmacy?: { id: string; name: string } | null;
  decision?: { value: string; note: string; clinician_name: string } | null;
  messages?: WireChatMessage[];
};

export const CLINICIAN_PASSWORD = 'fillwell-clinician';
export const ED_DRUG = 'sildenafil';

/** An order as the visit tests read it: its items' names too. */
export type WireVisitOrder = Omit<WireOrder, 'items'> & {
  items: Array<WireOrderItem & { formatted_name: string }>;
};

/** A person who bought a medication with an online visit, and their paid order. */
export interface VisitBuyer extends TestAccount {
  order: WireVisitOrder;
  consultationId: string;
}

/**
 * Signs a man up (the ED visit is for men) with a card and a St. Louis address, and buys the
 * drug for delivery with an online doctor visit.
 */
export async function buyWithVisit(baseUrl: string, slug = ED_DRUG): Promise<VisitBuyer> {
  const buyer = await signUpBuyer(baseUrl);
  await expectOk(
    buyer.client.patch('/api/v2/user/account', {
      first_name: 'Sam',
      last_name: 'Ortiz',
      dob: '1980-04-02',
      gender: 'male',
    }),
  );
  await fillDeliveryCart(baseUrl, buyer.client, [
    { slug, source: { rx_src_type: 'consultation' } },
  ]);
  const result = await expectOk(purchase(buyer.client, { telemed_current_state: 'MO' }));
  const order = (
    await expectOk(
      buyer.client.get<{ result: WireVisitOrder }>(`/api/v2/orders/${result.order_id}`),
    )
  ).result;
  if (!order.consultation_id) throw new Error('the order has no consultation');
  return { ...buyer, order, consultationId: order.consultation_id };
}

/** Answers every shown question: No to yes/no questions, else the first option or a word. */
export function answerQuestions(questions: readonly WireQuestion[]) {
  return questions
    .filter((question) => question.show_when === null)
    .map((question) => ({
      question_id: question.id,
      answer: question.options.includes('No') ? 'No' : (question.options[0] ?? 'Nothing else'),
    }));
}

/** Opens the visit and sends its questionnaire to the doctor. */
export async function submitVisit(client: ApiClient, consultationId: string): Promise<WireVisit> {
  const visit = await expectOk(
    client.get<{ result: WireVisit }>(`/api/v2/telemed/visits/${consultationId}`),
  );
  const sent = await expectOk(
    client.post<{ result: WireVisit }>(`/api/v2/telemed/visits/${consultationId}/answers`, {
      answers: answerQuestions(visit.result.questions),
    }),
  );
  return sent.result;
}

/** The demo clinician, signed in. */
export async function signInClinician(baseUrl: string): Promise<ApiClient> {
  const client = createApiClient(baseUrl);
  await expectOk(
    client.post('/api/v2/user/account/login', {
      email: DEMO_CLINICIAN.email,
      password: CLINICIAN_PASSWORD,
    }),
  );
  return client;
}
