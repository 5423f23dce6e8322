import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router';
import type { PatientProfile } from '@fillwell/contracts';
import { createAppStore } from '@/app/store';
import { stubApi, wireError, wireResponse } from '@/test/stub-api';
import { HealthProfileSection } from './health-profile-section';

const SAVED: PatientProfile = {
  hasAllergies: true,
  hasOtherMedications: false,
  hasMedicalConditions: true,
  allergies: [{ description: 'Penicillin', allergenId: 2001, allergenIdTypeCode: 2 }],
  otherMedications: [],
  medicalConditions: [{ description: 'Asthma', code: 'J45' }],
};

function stubProfileApi(initial: PatientProfile | null) {
  let profile = initial;
  return stubApi({
    'GET /api/v2/user/patient_profile': () => wireResponse({ result: profile }),
    'POST /api/v2/user/patient_profile': (call) => {
      const body = call.body as { has_allergies: boolean };
      profile = body.has_allergies ? SAVED : { ...SAVED, hasAllergies: false, allergies: [] };
      return wireResponse({ result: profile });
    },
    'GET /api/v2/user': () => wireResponse({ account: null }),
  });
}

function renderSection() {
  const { store } = createAppStore({ storage: null });
  render(
    <Provider store={store}>
      <MemoryRouter>
        <HealthProfileSection />
      </MemoryRouter>
    </Provider>,
  );
}

describe('HealthProfileSection', () => {
  it('shows the saved answers', async () => {
    stubProfileApi(SAVED);
    renderSection();
    const allergies = (await screen.findByText('Allergies')).parentElement;
    expect(allergies && within(allergies).getByText('Penicillin')).toBeTruthy();
    const medications = screen.getByText('Other medications').parentElement;
    expect(medications && within(medications).getByText('None')).toBeTruthy();
    expect(screen.getByText('Asthma')).toBeTruthy();
  });

  it('edits the profile with the same questions and shows the saved result', async () => {
    stubProfileApi(SAVED);
    renderSection();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit health profile' }));
    const allergies = screen.getByRole('group', { name: 'Do you have any allergies?' });
    await user.click(within(allergies).getByRole('radio', { name: 'No' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Save' })).toBeNull());
    const summary = (await screen.findByText('Allergies')).parentElement;
    expect(summary && within(summary).getByText('None')).toBeTruthy();
  });

  it('asks the questions straight away when nothing is saved yet', async () => {
    stubProfileApi(null);
    renderSection();
    expect(await screen.findByRole('group', { name: 'Do you have any allergies?' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull();
  });

  it('sends a signed-out visitor to sign in', async () => {
    stubApi({
      'GET /api/v2/user/patient_profile': () => wireError('Please sign in to continue', 401),
      'GET /api/v2/user': () => wireResponse({ account: null }),
    });
    const { store } = createAppStore({ storage: null });
    render(
      <Provider store={store}>
        <MemoryRouter initialEntries={['/account/health-profile']}>
          <Routes>
            <Route path="/account/health-profile" element={<HealthProfileSection />} />
            <Route path="/login" element={<p>Sign in page</p>} />
          </Routes>
        </MemoryRouter>
      </Provider>,
    );
    expect(await screen.findByText('Sign in page')).toBeTruthy();
  });
});
