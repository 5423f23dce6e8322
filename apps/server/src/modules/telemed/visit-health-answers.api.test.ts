import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HEALTH_LIST_QUESTIONS, HEALTH_QUESTIONS } from '@fillwell/domain';
import { expectOk } from '../../test/api-helpers';
import { startTestServer, type TestServer } from '../../test/test-server';
import { answerQuestions, buyWithVisit, type WireVisit } from './telemed-test-helpers';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ seed: 'test' });
});
afterAll(async () => {
  await server?.close();
});

const HEALTH_QUESTION_IDS = [
  'other-medications',
  'other-medications-list',
  'allergies',
  'allergies-list',
  'other-conditions',
  'other-conditions-list',
];

type VisitBody = { result: WireVisit; validation_errors: Record<string, string[]> };

describe('the built-in visit and the patient profile', () => {
  it('asks the health questions itself when the person has no patient profile', async () => {
    const buyer = await buyWithVisit(server.baseUrl);
    const visit = await expectOk(
      buyer.client.get<VisitBody>(`/api/v2/telemed/visits/${buyer.consultationId}`),
    );
    const ids = visit.result.questions.map((question) => question.id);
    expect(ids).toEqual(expect.arrayContaining(HEALTH_QUESTION_IDS));
  });

  it('takes the health answers from the patient profile instead of asking again', async () => {
    const buyer = await buyWithVisit(server.baseUrl);
    await expectOk(
      buyer.client.post('/api/v2/user/patient_profile', {
        has_allergies: true,
        allergies: [{ description: 'Peanuts' }],
        has_other_medications: false,
        has_medical_conditions: false,
      }),
    );
    const path = `/api/v2/telemed/visits/${buyer.consultationId}`;
    const visit = await expectOk(buyer.client.get<VisitBody>(path));
    const ids = visit.result.questions.map((question) => question.id);
    for (const id of HEALTH_QUESTION_IDS) expect(ids).not.toContain(id);
    expect(ids).toContain('anything-else');

    // A health question is no longer part of what the person answers.
    const asked = answerQuestions(visit.result.questions);
    const refused = await buyer.client.post<VisitBody>(`${path}/answers`, {
      answers: [...asked, { question_id: 'allergies', answer: 'No' }],
    });
    expect(refused.status).toBe(400);
    expect(Object.keys(refused.body.validation_errors)).toEqual(['allergies']);

    const sent = await expectOk(
      buyer.client.post<VisitBody>(`${path}/answers`, { answers: asked }),
    );
    const answers = sent.result.answers;
    expect(answers).toEqual(
      expect.arrayContaining([
        { question_id: 'allergies', question: HEALTH_QUESTIONS.allergies, answer: 'Yes' },
        {
          question_id: 'allergies-list',
          question: HEALTH_LIST_QUESTIONS.allergies,
          answer: 'Peanuts',
        },
        {
          question_id: 'other-medications',
          question: HEALTH_QUESTIONS.otherMedications,
          answer: 'No',
        },
        {
          question_id: 'other-conditions',
          question: HEALTH_QUESTIONS.medicalConditions,
          answer: 'No',
        },
      ]),
    );
    // In the questionnaire's order: the condition's questions, the health ones, then the rest.
    const order = answers.map((answer) => answer.question_id);
    expect(order.indexOf('allergies')).toBeLessThan(order.indexOf('allergies-list'));
    expect(order.indexOf(asked[0]?.question_id ?? '')).toBeLessThan(order.indexOf('allergies'));
  });
});
