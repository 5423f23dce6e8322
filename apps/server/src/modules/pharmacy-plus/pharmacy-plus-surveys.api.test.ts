import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient, type ApiClient } from '../../test/api-client';
import { expectOk, type WireError } from '../../test/api-helpers';
import { createOtherPartner, onboardPatient, signInPartnerStaff } from '../../test/pharmacy-plus';
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

type WireQuestion = { id: string; kind: string; options: string[] };
type WireSurvey = {
  id: string;
  questions: WireQuestion[];
  responses: Array<{ question_id: string; value: string }>;
  is_completed: boolean;
};
type WirePartnerSurvey = { id: string; questions: WireQuestion[]; response_count: number };

async function publishSurvey(client: ApiClient): Promise<WirePartnerSurvey> {
  const published = await client.post<{ survey: WirePartnerSurvey }>('/api/v2/partner/surveys', {
    title: 'How did we do?',
    description: 'Two minutes, three questions.',
    questions: [
      { text: 'How would you rate your last order?', kind: 'rating' },
      {
        text: 'How did you hear about us?',
        kind: 'choice',
        options: ['Doctor', 'Friend', 'Online'],
      },
      { text: 'Anything we could do better?', kind: 'text' },
    ],
  });
  if (published.status !== 201) throw new Error(`${published.status}: ${published.text}`);
  return published.body.survey;
}

describe('surveys', () => {
  it('publishes a survey that a patient answers and the pharmacy reads', async () => {
    const survey = await publishSurvey(staff);
    const [rating, choice, text] = survey.questions;
    if (!rating || !choice || !text) throw new Error('questions missing');
    const patient = await onboardPatient(server.baseUrl, staff);
    const listed = await expectOk(
      patient.client.get<{ surveys: WireSurvey[] }>('/api/reverie/api/v1/surveys/'),
    );
    const own = listed.surveys.find((entry) => entry.id === survey.id);
    expect(own).toMatchObject({ is_completed: false, responses: [] });
    expect(own?.questions[1]?.options).toEqual(['Doctor', 'Friend', 'Online']);

    const base = `/api/reverie/api/v1/users/${patient.accountId}/surveys/${survey.id}`;
    const answered = await expectOk(
      patient.client.put<{ survey: WireSurvey }>(`${base}/questions/${rating.id}/responses/`, {
        value: '4',
      }),
    );
    expect(answered.survey.responses).toEqual([{ question_id: rating.id, value: '4' }]);
    const outOfScale = await patient.client.put<WireError>(
      `${base}/questions/${rating.id}/responses/`,
      { value: '9' },
    );
    expect(outOfScale.status).toBe(400);
    const notAChoice = await patient.client.put<WireError>(`${base}/responses/`, {
      responses: [
        { question_id: rating.id, value: '5' },
        { question_id: choice.id, value: 'Billboard' },
      ],
    });
    expect(notAChoice.status).toBe(400);
    expect(notAChoice.body.validation_errors['responses.1.value']).toBeDefined();
    // Nothing of a refused set was saved.
    const unchanged = await expectOk(
      patient.client.get<{ surveys: WireSurvey[] }>('/api/reverie/api/v1/surveys/'),
    );
    expect(unchanged.surveys.find((entry) => entry.id === survey.id)?.responses).toEqual([
      { question_id: rating.id, value: '4' },
    ]);

    const completed = await expectOk(
      patient.client.put<{ survey: WireSurvey }>(`${base}/responses/`, {
        responses: [
          { question_id: rating.id, value: '5' },
          { question_id: choice.id, value: 'Friend' },
          { question_id: text.id, value: 'Faster texts, please.' },
        ],
      }),
    );
    expect(completed.survey.is_completed).toBe(true);

    const summary = await expectOk(
      staff.get<{ surveys: WirePartnerSurvey[] }>('/api/v2/partner/surveys'),
    );
    expect(summary.surveys.find((entry) => entry.id === survey.id)?.response_count).toBe(1);
    const answers = await expectOk(
      staff.get<{
        answers: Array<{
          patient: { id: string };
          completed_on: string | null;
          responses: unknown[];
        }>;
      }>(`/api/v2/partner/surveys/${survey.id}/responses`),
    );
    expect(answers.answers).toHaveLength(1);
    expect(answers.answers[0]?.patient.id).toBe(patient.patientId);
    expect(answers.answers[0]?.completed_on).not.toBeNull();
    expect(answers.answers[0]?.responses).toHaveLength(3);
  });

  it("refuses another account's path, another pharmacy's survey and a staff member from elsewhere", async () => {
    const patient = await onboardPatient(server.baseUrl, staff);
    const other = await onboardPatient(server.baseUrl, staff);
    const survey = await publishSurvey(staff);
    const question = survey.questions[0];
    if (!question) throw new Error('no question');
    const asOther = await patient.client.put<WireError>(
      `/api/reverie/api/v1/users/${other.accountId}/surveys/${survey.id}/questions/${question.id}/responses/`,
      { value: '3' },
    );
    expect(asOther.status).toBe(404);

    const otherStaff = await createOtherPartner(server.baseUrl, server.db);
    const foreign = await publishSurvey(otherStaff);
    const foreignQuestion = foreign.questions[0];
    if (!foreignQuestion) throw new Error('no question');
    const answerForeign = await patient.client.put<WireError>(
      `/api/reverie/api/v1/users/${patient.accountId}/surveys/${foreign.id}/questions/${foreignQuestion.id}/responses/`,
      { value: '3' },
    );
    expect(answerForeign.status).toBe(404);
    const listed = await expectOk(
      patient.client.get<{ surveys: WireSurvey[] }>('/api/reverie/api/v1/surveys/'),
    );
    expect(listed.surveys.some((entry) => entry.id === foreign.id)).toBe(false);
    expect((await otherStaff.get(`/api/v2/partner/surveys/${survey.id}/responses`)).status).toBe(
      404,
    );

    const badChoice = await staff.post<WireError>('/api/v2/partner/surveys', {
      title: 'One choice',
      questions: [{ text: 'Pick', kind: 'choice', options: ['Only'] }],
    });
    expect(badChoice.status).toBe(400);
  });
});

describe('organic referrals', () => {
  it('invites a friend by e-mail and opens their link', async () => {
    const patient = await onboardPatient(server.baseUrl, staff);
    const friendEmail = `friend.${Date.now()}@example.com`;
    const created = await expectOk(
      patient.client.post<{ referral: { email: string } }>(
        '/api/reverie/api/patient/organic_referrals/',
        { exit_token: patient.exitToken, email: friendEmail },
      ),
    );
    expect(created.referral.email).toBe(friendEmail);
    const outbox = await expectOk(
      patient.client.get<{ result: Array<{ recipient: string; body: string }> }>('/api/dev/outbox'),
    );
    const email = outbox.result.find((message) => message.recipient === friendEmail);
    const token = /referral_token=([^\s&]+)/.exec(email?.body ?? '')?.[1];
    expect(email?.body).toContain('/fillwell-pharmacy-plus?referral_token=');
    if (!token) throw new Error('no referral link');

    const friend = createApiClient(server.baseUrl);
    const opened = await expectOk(
      friend.put<{ pharmacy: { name: string }; referrer_first_name: string }>(
        '/api/reverie/api/patient/organic_referrals/',
        { exit_token: token },
      ),
    );
    expect(opened).toMatchObject({
      pharmacy: { name: 'Riverside Community Pharmacy' },
      referrer_first_name: 'Alex',
    });
    const forged = await friend.put<WireError>('/api/reverie/api/patient/organic_referrals/', {
      exit_token: `${token.split('.')[0]}.wrong`,
    });
    expect(forged.status).toBe(404);

    // Someone else's link cannot send invitations in the patient's name.
    const stranger = createApiClient(server.baseUrl);
    const refused = await stranger.post<WireError>('/api/reverie/api/patient/organic_referrals/', {
      exit_token: patient.exitToken,
      email: friendEmail,
    });
    expect(refused.status).toBe(403);
  });

  it('lets a signed-in patient invite without their link, and no one else', async () => {
    const patient = await onboardPatient(server.baseUrl, staff);
    const friendEmail = `friend.${Date.now()}@example.com`;
    const created = await expectOk(
      patient.client.post<{ referral: { email: string } }>(
        '/api/reverie/api/patient/organic_referrals/',
        { email: friendEmail },
      ),
    );
    expect(created.referral.email).toBe(friendEmail);
    const signedOut = createApiClient(server.baseUrl);
    const refused = await signedOut.post<WireError>('/api/reverie/api/patient/organic_referrals/', {
      email: friendEmail,
    });
    expect(refused.status).toBe(401);
    const withoutPatient = await signInPartnerStaff(server.baseUrl);
    const missing = await withoutPatient.post<WireError>(
      '/api/reverie/api/patient/organic_referrals/',
      { email: friendEmail },
    );
    expect(missing.status).toBe(404);
  });
});
