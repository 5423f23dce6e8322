import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Consultation, Visit, VisitQuestion } from '@fillwell/contracts';
import { renderApp } from '@/test/render-app';
import { createUserResponse, TEST_ACCOUNT } from '@/test/fixtures';
import { stubApi, wireError, wireResponse, type ApiCall } from '@/test/stub-api';

// The pages load lazily; give them time on a busy machine.

afterEach(() => vi.unstubAllGlobals());

const CONSULTATION: Consultation = {
  consultationId: 'cons_1',
  creationStatus: 'created',
  link: '/visit/cons_1',
  status: { value: 'incomplete' },
  condition: { slug: 'erectile-dysfunction', name: 'Erectile Dysfunction' },
  medication: { medNameId: 1, name: 'Sildenafil', description: '50mg, 10 tablets' },
  orderId: 'ord_1',
  pharmacyId: null,
  fee: { amountCents: 500, displayValue: '$5.00' },
  createdOn: '2026-01-01T00:00:00.000Z',
  submittedOn: null,
  reviewedOn: null,
};

const QUESTIONS: VisitQuestion[] = [
  {
    id: 'ed-nitrates',
    text: 'Do you take nitrates?',
    kind: 'choice',
    options: ['Yes', 'No'],
    isRequired: true,
    hint: null,
    showWhen: null,
  },
  {
    id: 'allergies',
    text: 'Are you allergic to any medications?',
    kind: 'choice',
    options: ['Yes', 'No'],
    isRequired: true,
    hint: null,
    showWhen: null,
  },
  {
    id: 'allergies-list',
    text: 'Which medications, and what happens?',
    kind: 'text',
    options: [],
    isRequired: true,
    hint: null,
    showWhen: { questionId: 'allergies', answers: ['Yes'] },
  },
];

function makeVisit(consultation: Partial<Consultation> = {}): Visit {
  return {
    consultation: { ...CONSULTATION, ...consultation },
    questions: QUESTIONS,
    answers: [],
    decision: null,
    refund: null,
  };
}

function stubVisit(extra: Record<string, (call: ApiCall) => Response> = {}) {
  return stubApi({
    'GET /api/v2/user': () => wireResponse(createUserResponse(TEST_ACCOUNT)),
    'GET /api/v2/telemed/visits/cons_1': () => wireResponse({ result: makeVisit() }),
    ...extra,
  });
}

describe('/consultation/{id}', () => {
  it('starts a visit to fill in and opens its questionnaire', async () => {
    const calls = stubVisit({
      'GET /api/v2/telemed/consultation': () => wireResponse(CONSULTATION),
      'POST /api/v2/telemed/consultation': () => wireResponse(CONSULTATION),
    });
    const { router } = renderApp('/consultation/cons_1');
    expect(await screen.findByRole('form', { name: 'Visit questions' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/visit/cons_1');
    const load = calls.find((call) => call.path === '/api/v2/telemed/consultation');
    expect(load?.query.get('consultation_id')).toBe('cons_1');
    const start = calls.find((call) => call.method === 'POST');
    expect(start?.body).toEqual({ consultation_id: 'cons_1' });
  });

  it("says 'Invalid Visit Id' for a visit that is not the person's", async () => {
    stubVisit({
      'GET /api/v2/telemed/consultation': () =>
        wireError('Invalid Visit Id', 404, 'invalid_visit_id'),
    });
    renderApp('/consultation/cons_1');
    expect((await screen.findByRole('alert')).textContent).toContain('Invalid Visit Id');
    expect(screen.getByRole('link', { name: 'See your consultations' })).toBeTruthy();
  });

  it('says so when setting the visit up failed', async () => {
    stubVisit({
      'GET /api/v2/telemed/consultation': () =>
        wireResponse({ ...CONSULTATION, creationStatus: 'error' }),
    });
    renderApp('/consultation/cons_1');
    expect((await screen.findByRole('alert')).textContent).toContain(
      'There was an issue setting up your doctor visit.',
    );
  });
});

describe('/visit/{id}', () => {
  it('asks every question, follow-ups after their answer, then sends the answers', async () => {
    const calls = stubVisit({
      'POST /api/v2/telemed/visits/cons_1/answers': () =>
        wireResponse({ result: makeVisit({ status: { value: 'awaiting_doctor_review' } }) }),
    });
    const user = userEvent.setup();
    const { router } = renderApp('/visit/cons_1');
    const form = await screen.findByRole('form', { name: 'Visit questions' });
    await user.click(within(form).getByRole('button', { name: 'Send to the doctor' }));
    expect(within(form).getAllByText('Please answer this question')).toHaveLength(2);
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    const nitrates = within(form).getByRole('group', { name: 'Do you take nitrates?' });
    await user.click(within(nitrates).getByRole('radio', { name: 'No' }));
    const allergies = within(form).getByRole('group', {
      name: 'Are you allergic to any medications?',
    });
    await user.click(within(allergies).getByRole('radio', { name: 'Yes' }));
    await user.type(
      within(form).getByLabelText('Which medications, and what happens?'),
      'Penicillin: a rash',
    );
    await user.click(within(form).getByRole('button', { name: 'Send to the doctor' }));

    expect(
      await screen.findByRole('heading', { name: 'Your visit is with the doctor' }),
    ).toBeTruthy();
    expect(router.state.location.pathname).toBe('/visit/cons_1/confirmation');
    const sent = calls.find((call) => call.method === 'POST');
    expect(sent?.body).toEqual({
      answers: [
        { question_id: 'ed-nitrates', answer: 'No' },
        { question_id: 'allergies', answer: 'Yes' },
        { question_id: 'allergies-list', answer: 'Penicillin: a rash' },
      ],
    });
  });

  it("shows the server's message per question", async () => {
    stubVisit({
      'POST /api/v2/telemed/visits/cons_1/answers': () =>
        wireResponse(
          {
            message: 'Please choose one of the answers',
            code: 'validation_error',
            status: 400,
            validationErrors: { 'ed-nitrates': ['Please choose one of the answers'] },
            errorDetails: null,
          },
          400,
        ),
    });
    const user = userEvent.setup();
    renderApp('/visit/cons_1');
    const form = await screen.findByRole('form', { name: 'Visit questions' });
    for (const name of ['Do you take nitrates?', 'Are you allergic to any medications?']) {
      await user.click(
        within(within(form).getByRole('group', { name })).getByRole('radio', { name: 'No' }),
      );
    }
    await user.click(within(form).getByRole('button', { name: 'Send to the doctor' }));
    const nitrates = within(form).getByRole('group', { name: 'Do you take nitrates?' });
    expect(await within(nitrates).findByText('Please choose one of the answers')).toBeTruthy();
  });

  it('sends a visit already with the doctor to its confirmation', async () => {
    stubApi({
      'GET /api/v2/user': () => wireResponse(createUserResponse(TEST_ACCOUNT)),
      'GET /api/v2/telemed/visits/cons_1': () =>
        wireResponse({ result: makeVisit({ status: { value: 'awaiting_doctor_review' } }) }),
    });
    const { router } = renderApp('/visit/cons_1');
    expect(
      await screen.findByRole('heading', { name: 'Your visit is with the doctor' }),
    ).toBeTruthy();
    expect(router.state.location.pathname).toBe('/visit/cons_1/confirmation');
  });
});
