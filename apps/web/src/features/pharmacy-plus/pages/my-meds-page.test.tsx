import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '@/test/render-app';
import { stubPatientApi } from '../testing/stub-pharmacy-plus-api';

afterEach(() => vi.unstubAllGlobals());

describe('/order-service/account/my-meds', () => {
  it('leads back to /order-service/account', async () => {
    stubPatientApi();
    renderApp('/order-service/account/my-meds');
    expect(await screen.findByRole('heading', { level: 1, name: 'Your medications' })).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'Back to your Pharmacy Plus account' }).getAttribute('href'),
    ).toBe('/order-service/account');
  });

  it('says Network Error when delaying an auto-refill gets no answer', async () => {
    const calls = stubPatientApi();
    const fetchStub = vi.mocked(globalThis.fetch);
    const answer = fetchStub.getMockImplementation();
    fetchStub.mockImplementation(async (input, init) => {
      if (String(input).includes('/auto_refill/')) throw new TypeError('Failed to fetch');
      return answer ? answer(input, init) : new Response(null, { status: 404 });
    });
    renderApp('/order-service/account/my-meds');
    await userEvent.click(
      await screen.findByRole('button', { name: /^Delay auto-refill of Atorvastatin/ }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Delay your next refill' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save new date' }));
    expect(await within(dialog).findByText('Network Error')).toBeTruthy();
    expect(calls.length).toBeGreaterThan(0);
  });

  it('cancels an auto-refill with a reason', async () => {
    const calls = stubPatientApi({
      routes: {
        'POST /api/reverie/api/v1/patients/[^/]+/cancel_auto_refill/': () =>
          new Response(JSON.stringify({ prescription: {} }), {
            status: 200,
            headers: { 'content-type': 'application/json' },
          }),
      },
    });
    renderApp('/order-service/account/my-meds');
    await userEvent.click(
      await screen.findByRole('button', { name: /^Cancel auto-refill of Lisinopril/ }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Cancel auto-refill?' });
    await userEvent.click(
      within(dialog).getByRole('radio', { name: 'I no longer take this medication' }),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel auto-refill' }));
    const post = calls.find((call) => call.path.endsWith('/cancel_auto_refill/'));
    expect(post?.body).toEqual({
      med_name_id: 22,
      reason: { code: 'no_longer_taking', full_reason: null },
    });
  });
});
