import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MyMed, RefillSchedule } from '@fillwell/contracts';
import { renderApp } from '@/test/render-app';
import { createUserResponse, TEST_ACCOUNT } from '@/test/fixtures';
import { stubApi, wireError, wireResponse, type ApiCall } from '@/test/stub-api';
import {
  createMyMed,
  createOrder,
  createPinnedMed,
  createSchedule,
  TODAY,
} from '../testing/refill-fixtures';

afterEach(() => vi.unstubAllGlobals());

interface Server {
  meds: MyMed[];
  schedules: RefillSchedule[];
}

function stubMedications(server: Server, extra: Record<string, (call: ApiCall) => Response> = {}) {
  return stubApi({
    'GET /api/v2/user': () => wireResponse(createUserResponse(TEST_ACCOUNT)),
    'GET /api/v2/user/my_meds': () => wireResponse({ meds: server.meds }),
    'GET /api/v1/schedules/': () => wireResponse({ schedules: server.schedules, today: TODAY }),
    'GET /api/v2/orders': () => wireResponse({ result: [createOrder()] }),
    'GET /api/v2/order_meds': () => wireResponse({ items: [], priceCategory: null }),
    ...extra,
  });
}

function section(name: string) {
  return screen.getByRole('region', { name });
}

/** Opens the page, then the dialog a button of the Auto-refills section opens. */
async function openRefillDialog(buttonName: string, dialogName: string) {
  renderApp('/account/medications');
  const refills = await screen.findByRole('region', { name: 'Auto-refills' });
  await userEvent.click(within(refills).getByRole('button', { name: buttonName }));
  return { refills, dialog: screen.getByRole('dialog', { name: dialogName }) };
}

describe('/account/medications', () => {
  it('sends a signed-out visitor to sign in and back', async () => {
    stubApi({ 'GET /api/v2/user': () => wireResponse(createUserResponse(null)) });
    const { router } = renderApp('/account/medications');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?next=/account/medications');
  });

  it('shows pinned meds, pending deliveries, auto-refills with their dates, and orders', async () => {
    stubMedications({
      meds: [createPinnedMed(), createMyMed()],
      schedules: [createSchedule({ prevExecutionOn: '2026-10-24' })],
    });
    const { store } = renderApp('/account/medications');
    expect(await screen.findByRole('heading', { level: 1, name: 'Your Medications' })).toBeTruthy();

    const pinned = await screen.findByRole('region', { name: 'Pinned medications' });
    expect(within(pinned).getByRole('link', { name: 'Atorvastatin' }).getAttribute('href')).toBe(
      '/account/medications/2002',
    );
    expect(
      within(pinned).getByRole('link', { name: 'Atorvastatin prices' }).getAttribute('href'),
    ).toBe('/atorvastatin');
    expect(within(pinned).queryByText('Lisinopril')).toBeNull();

    const pending = section('Pending delivery');
    expect(within(pending).getByRole('link', { name: 'Lisinopril' })).toBeTruthy();
    expect(within(pending).getByText('Retrieving prescription')).toBeTruthy();

    const refills = section('Auto-refills');
    expect(within(refills).getByText('October 24, 2026')).toBeTruthy();
    expect(within(refills).getByText('December 23, 2026')).toBeTruthy();
    expect(within(refills).getByText('Auto-refill on')).toBeTruthy();

    const orders = section('Order history');
    expect(
      within(orders).getByRole('heading', { name: 'Order placed November 23, 2026' }),
    ).toBeTruthy();
    expect(
      within(orders).getByRole('button', { name: 'Cancel the order placed November 23, 2026' }),
    ).toBeTruthy();

    expect(store.getState().accountMedications.meds.map((med) => med.slug)).toEqual([
      'atorvastatin',
    ]);
    expect(store.getState().accountMedications.pendingDelivery.map((med) => med.slug)).toEqual([
      'lisinopril',
    ]);
  });

  it('shows helpful empty states', async () => {
    stubMedications(
      { meds: [], schedules: [] },
      {
        'GET /api/v2/orders': () => wireResponse({ result: [] }),
      },
    );
    renderApp('/account/medications');
    expect(await screen.findByText(/You have no pinned medications yet/)).toBeTruthy();
    expect(screen.getByText('Nothing is on its way to you right now.')).toBeTruthy();
    expect(screen.getByText(/No auto-refills yet/)).toBeTruthy();
    expect(screen.getByText('You have no orders yet.')).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'Search for a medication' }).length).toBe(2);
  });

  it('delays the next refill to a new date, shown as "MMMM D, YYYY"', async () => {
    const server = { meds: [createMyMed()], schedules: [createSchedule()] };
    const calls = stubMedications(server, {
      'PATCH /api/v1/schedules/rfl_1/date': (call) => {
        const body = call.body as { expected_date: string };
        server.schedules = [createSchedule({ nextExecutionOn: body.expected_date })];
        return wireResponse({ schedule: server.schedules[0] });
      },
    });
    const { refills, dialog } = await openRefillDialog(
      'Delay the auto-refill of Lisinopril',
      'Delay your next refill',
    );
    const field = within(dialog).getByLabelText('New refill date');
    await userEvent.clear(field);
    await userEvent.type(field, '2026-11-23');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save new date' }));
    expect(within(dialog).getByText('Choose a date after today')).toBeTruthy();

    await userEvent.clear(field);
    await userEvent.type(field, '2027-01-05');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save new date' }));
    expect(
      await within(refills).findByText('Your next refill is now on January 5, 2027.'),
    ).toBeTruthy();
    expect(await within(refills).findByText('January 5, 2027')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    const patch = calls.find((call) => call.method === 'PATCH');
    expect(patch?.body).toEqual({ expected_date: '2027-01-05' });
  });

  it('says "Network Error" when a delay gets no response', async () => {
    stubMedications(
      { meds: [createMyMed()], schedules: [createSchedule()] },
      {
        'PATCH /api/v1/schedules/rfl_1/date': () => {
          throw new TypeError('Failed to fetch');
        },
      },
    );
    const { dialog } = await openRefillDialog(
      'Delay the auto-refill of Lisinopril',
      'Delay your next refill',
    );
    const field = within(dialog).getByLabelText('New refill date');
    await userEvent.clear(field);
    await userEvent.type(field, '2027-01-05');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save new date' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Network Error');
  });

  it('cancels an auto-refill with a reason', async () => {
    const server = { meds: [createMyMed()], schedules: [createSchedule()] };
    const calls = stubMedications(server, {
      'PATCH /api/v1/schedules/rfl_1/cancel': (call) => {
        const { reason } = call.body as { reason: string };
        server.schedules = [
          createSchedule({
            status: 'cancelled',
            enrolledInAutorefill: false,
            cancellationReason: reason,
          }),
        ];
        return wireResponse({ schedule: server.schedules[0] });
      },
    });
    const { refills, dialog } = await openRefillDialog(
      'Cancel auto-refill of Lisinopril',
      'Cancel auto-refill?',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel auto-refill' }));
    expect(within(dialog).getByText('Please tell us why you are cancelling')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Other' }));
    await userEvent.type(within(dialog).getByLabelText('Tell us more'), 'Switching to 90 days');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel auto-refill' }));
    expect(
      await within(refills).findByText('Your auto-refill of Lisinopril is cancelled.'),
    ).toBeTruthy();
    expect(await within(refills).findByText('Reason: Switching to 90 days')).toBeTruthy();
    expect(within(refills).queryByRole('button', { name: /^Delay/ })).toBeNull();
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({
      reason: 'Switching to 90 days',
    });
  });

  it("shows the server's refusal of a second cancel", async () => {
    stubMedications(
      { meds: [createMyMed()], schedules: [createSchedule()] },
      {
        'PATCH /api/v1/schedules/rfl_1/cancel': () =>
          wireError('This auto-refill is already cancelled', 409, 'already_cancelled'),
      },
    );
    const { dialog } = await openRefillDialog(
      'Cancel auto-refill of Lisinopril',
      'Cancel auto-refill?',
    );
    await userEvent.click(within(dialog).getByRole('radio', { name: 'I found a lower price' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel auto-refill' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'This auto-refill is already cancelled',
    );
  });

  it('unpins a medication', async () => {
    const server = { meds: [createPinnedMed()], schedules: [] as RefillSchedule[] };
    const calls = stubMedications(server, {
      'PUT /api/v2/user/drugs/detail/atorvastatin/dosage/2002/quantity/30': () => {
        server.meds = [];
        return wireResponse({ result: {} });
      },
    });
    renderApp('/account/medications');
    const pinned = await screen.findByRole('region', { name: 'Pinned medications' });
    await userEvent.click(within(pinned).getByRole('button', { name: 'Unpin Atorvastatin' }));
    expect(await within(pinned).findByText('Atorvastatin is no longer pinned.')).toBeTruthy();
    expect(within(pinned).queryByRole('link', { name: 'Atorvastatin' })).toBeNull();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      price_category: 'edlp',
      pinned: false,
    });
  });

  it('opens at the marker of the entry a detail page came back from', async () => {
    stubMedications({ meds: [createPinnedMed(), createMyMed()], schedules: [createSchedule()] });
    renderApp('/account/medications#med-1001');
    const pending = await screen.findByRole('region', { name: 'Pending delivery' });
    const entry = within(pending).getByRole('listitem');
    await waitFor(() => expect(document.activeElement).toBe(entry));
    expect(entry.getAttribute('data-highlighted')).toBe('true');
    expect(entry.id).toBe('med-1001');
  });
});

describe('/account/medications/{id}', () => {
  it('shows a medication and goes back to its list entry', async () => {
    stubMedications({ meds: [createMyMed()], schedules: [createSchedule()] });
    const { router } = renderApp('/account/medications');
    const pending = await screen.findByRole('region', { name: 'Pending delivery' });
    await userEvent.click(within(pending).getByRole('link', { name: 'Lisinopril' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Lisinopril' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/account/medications/1001');
    const prescription = screen.getByRole('region', { name: 'Prescription' });
    expect(within(prescription).getByText('November 23, 2026')).toBeTruthy();
    expect(within(prescription).getByText('Not on file')).toBeTruthy();
    const refill = screen.getByRole('region', { name: 'Auto-refill' });
    expect(within(refill).getByText('December 23, 2026')).toBeTruthy();
    expect(
      within(refill).getByRole('button', { name: 'Delay the auto-refill of Lisinopril' }),
    ).toBeTruthy();
    const prices = screen.getByRole('region', { name: 'Prices today' });
    expect(within(prices).getByText('$6.20')).toBeTruthy();

    await userEvent.click(screen.getByRole('link', { name: 'Back to your medications' }));
    await waitFor(() => expect(router.state.location.hash).toBe('#med-1001'));
    expect(router.state.location.pathname).toBe('/account/medications');
    const list = await screen.findByRole('region', { name: 'Pending delivery' });
    const entry = within(list).getByRole('listitem');
    await waitFor(() => expect(document.activeElement).toBe(entry));
    expect(entry.getAttribute('data-highlighted')).toBe('true');
  });

  it('says so for a medication not on the list', async () => {
    stubMedications({ meds: [createMyMed()], schedules: [] });
    renderApp('/account/medications/999');
    expect(await screen.findByRole('heading', { name: 'Medication not found' })).toBeTruthy();
  });
});
