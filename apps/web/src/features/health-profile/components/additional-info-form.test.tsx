import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import type { PatientProfile } from '@fillwell/contracts';
import { createAppStore } from '@/app/store';
import { stubApi, wireResponse, type ApiCall } from '@/test/stub-api';
import { AdditionalInfoForm, type AdditionalInfoFormProps } from './additional-info-form';

const ALLERGENS = [
  { allergenId: 2001, description: 'Penicillin', allergenIdTypeCode: 2 },
  { allergenId: 1001, description: 'Penicillins', allergenIdTypeCode: 1 },
];

function stubHealthApi(saved: PatientProfile | null = null) {
  return stubApi({
    'GET /api/v2/user/patient_profile': () => wireResponse({ result: saved }),
    'GET /api/v2/allergens': (call) =>
      wireResponse({
        results: call.query.get('search')?.startsWith('pen') ? ALLERGENS : [],
      }),
    'GET /api/v2/medical_conditions': () =>
      wireResponse({ results: [{ code: 'E11.9', description: 'Type 2 diabetes mellitus' }] }),
    'GET /api/v2/drugs/search/category/med_name': () =>
      wireResponse({
        results: [
          {
            medNameId: 42,
            name: 'Lisinopril',
            alternateName: null,
            slug: 'lisinopril',
            isBrand: false,
          },
        ],
      }),
    'POST /api/v2/user/patient_profile': (call) => {
      const body = call.body as Record<string, unknown>;
      return wireResponse({ result: body });
    },
    'GET /api/v2/user': () => wireResponse({ account: null }),
  });
}

function renderForm(props: Partial<AdditionalInfoFormProps> = {}) {
  const onContinue = vi.fn();
  const { store } = createAppStore({ storage: null });
  render(
    <Provider store={store}>
      <MemoryRouter>
        <AdditionalInfoForm onContinue={onContinue} {...props} />
      </MemoryRouter>
    </Provider>,
  );
  return { onContinue };
}

function question(name: string) {
  return screen.getByRole('group', { name });
}

async function answer(
  user: ReturnType<typeof userEvent.setup>,
  name: string,
  choice: 'Yes' | 'No',
) {
  await user.click(within(question(name)).getByRole('radio', { name: choice }));
}

function isDisabled(element: HTMLElement): boolean {
  return (element as HTMLButtonElement).disabled;
}

function searchCalls(calls: ApiCall[], path: string) {
  return calls.filter((call) => call.path === path);
}

describe('AdditionalInfoForm', () => {
  it('asks the three questions and enables Continue once each is answered', async () => {
    stubHealthApi();
    renderForm({ profile: null });
    const user = userEvent.setup();
    const continueButton = screen.getByRole('button', { name: 'Continue' });
    expect(isDisabled(continueButton)).toBe(true);
    await answer(user, 'Do you have any allergies?', 'No');
    await answer(user, 'Do you take any other medications?', 'No');
    expect(isDisabled(continueButton)).toBe(true);
    await answer(user, 'Do you have any medical conditions?', 'No');
    expect(isDisabled(continueButton)).toBe(false);
  });

  it('reveals a search for a yes, needs an entry, and saves the picks', async () => {
    const calls = stubHealthApi();
    const { onContinue } = renderForm({ profile: null });
    const user = userEvent.setup();
    await answer(user, 'Do you have any allergies?', 'Yes');
    await answer(user, 'Do you take any other medications?', 'No');
    await answer(user, 'Do you have any medical conditions?', 'No');
    const continueButton = screen.getByRole('button', { name: 'Continue' });
    expect(isDisabled(continueButton)).toBe(true);

    await user.type(screen.getByLabelText('Search allergies'), 'pe');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(searchCalls(calls, '/api/v2/allergens')).toHaveLength(0);
    await user.type(screen.getByLabelText('Search allergies'), 'n');
    await user.click(await screen.findByRole('button', { name: 'Penicillin' }));
    expect(searchCalls(calls, '/api/v2/allergens').map((call) => call.query.get('search'))).toEqual(
      ['pen'],
    );
    const chosen = screen.getByRole('list', { name: 'Your allergies' });
    expect(within(chosen).getByText('Penicillin')).toBeTruthy();
    expect((screen.getByLabelText('Search allergies') as HTMLInputElement).value).toBe('');
    expect(isDisabled(continueButton)).toBe(false);

    await user.click(continueButton);
    await waitFor(() => expect(onContinue).toHaveBeenCalledTimes(1));
    expect(searchCalls(calls, '/api/v2/user/patient_profile')[0]?.body).toEqual({
      has_allergies: true,
      has_other_medications: false,
      has_medical_conditions: false,
      allergies: [{ description: 'Penicillin', allergen_id: 2001, allergen_id_type_code: 2 }],
      other_medications: [],
      medical_conditions: [],
    });
  });

  it('adds typed allergies and conditions of ones own and removes chips', async () => {
    stubHealthApi();
    renderForm({ profile: null });
    const user = userEvent.setup();
    await answer(user, 'Do you have any allergies?', 'Yes');
    await user.type(screen.getByLabelText('Search allergies'), 'Bee stings');
    expect(
      await screen.findByText("Sorry, we couldn't find anything matching that search."),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Add “Bee stings”' }));
    const chosen = screen.getByRole('list', { name: 'Your allergies' });
    expect(within(chosen).getByText('Bee stings')).toBeTruthy();
    await user.click(within(chosen).getByRole('button', { name: 'Remove Bee stings' }));
    expect(screen.queryByRole('list', { name: 'Your allergies' })).toBeNull();

    await answer(user, 'Do you have any medical conditions?', 'Yes');
    await user.type(screen.getByLabelText('Search medical conditions'), 'Sniffles');
    await user.click(screen.getByRole('button', { name: 'Add “Sniffles”' }));
    expect(
      within(screen.getByRole('list', { name: 'Your medical conditions' })).getByText('Sniffles'),
    ).toBeTruthy();
  });

  it('searches other medications from 2 characters and allows no typed entries', async () => {
    const calls = stubHealthApi();
    renderForm({ profile: null });
    const user = userEvent.setup();
    await answer(user, 'Do you take any other medications?', 'Yes');
    await user.type(screen.getByLabelText('Search medications'), 'li');
    await user.click(await screen.findByRole('button', { name: 'Lisinopril' }));
    expect(searchCalls(calls, '/api/v2/drugs/search/category/med_name')[0]?.query.get('name')).toBe(
      'li',
    );
    await user.type(screen.getByLabelText('Search medications'), 'Something');
    expect(screen.queryByRole('button', { name: /^Add “/ })).toBeNull();
  });

  it('says when a search term is over 50 characters and does not send it', async () => {
    const calls = stubHealthApi();
    renderForm({ profile: null });
    const user = userEvent.setup();
    await answer(user, 'Do you have any allergies?', 'Yes');
    const input = screen.getByLabelText('Search allergies');
    await user.click(input);
    await user.paste('p'.repeat(51));
    expect(screen.getByText('Exceeded 50 character length limit')).toBeTruthy();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(searchCalls(calls, '/api/v2/allergens')).toHaveLength(0);
  });

  it('starts from the saved profile, which it loads itself when not given', async () => {
    stubHealthApi({
      hasAllergies: true,
      hasOtherMedications: false,
      hasMedicalConditions: false,
      allergies: [{ description: 'Latex', allergenId: null, allergenIdTypeCode: null }],
      otherMedications: [],
      medicalConditions: [],
    });
    renderForm();
    const chosen = await screen.findByRole('list', { name: 'Your allergies' });
    expect(within(chosen).getByText('Latex')).toBeTruthy();
    const yes = within(question('Do you have any allergies?')).getByRole('radio', { name: 'Yes' });
    expect((yes as HTMLInputElement).checked).toBe(true);
    expect(isDisabled(screen.getByRole('button', { name: 'Continue' }))).toBe(false);
  });
});
