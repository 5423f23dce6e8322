import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import type { ShippingAddress } from '@fillwell/contracts';
import { createAppStore } from '@/app/store';
import { stubApi, wireResponse } from '@/test/stub-api';
import { createSavedAddress } from '../testing/address-fixtures';
import { AddressesSection } from './addresses-section';

const HOME = createSavedAddress({ id: 'home' });
const WORK: ShippingAddress = {
  ...HOME,
  id: 'work',
  address1: '1 Main St',
  address2: null,
  specialInstructions: null,
  isDefault: false,
};

function stubAddressApi(initial: ShippingAddress[]) {
  let addresses = initial;
  const calls = stubApi({
    'GET /api/v2/user/account/address': () => wireResponse({ result: addresses }),
    'POST /api/v2/user/account/address/[^/]+/make_default': (call) => {
      const id = call.path.split('/').at(-2);
      addresses = addresses.map((address) => ({ ...address, isDefault: address.id === id }));
      return wireResponse({ result: addresses });
    },
    'DELETE /api/v2/user/account/address/[^/]+': (call) => {
      const id = call.path.split('/').at(-1);
      addresses = addresses
        .filter((address) => address.id !== id)
        .map((address, index) => ({ ...address, isDefault: index === 0 }));
      return wireResponse({ result: addresses });
    },
    'POST /api/v2/user/account/address': (call) => {
      const body = call.body as { address1: string; city: string; state: string; zip_code: string };
      const saved: ShippingAddress = {
        ...WORK,
        id: 'new',
        address1: body.address1,
        isDefault: true,
      };
      addresses = [saved, ...addresses.map((address) => ({ ...address, isDefault: false }))];
      return wireResponse({ result: saved });
    },
    'GET /api/v2/user': () => wireResponse({ account: null }),
  });
  return calls;
}

function renderSection() {
  const { store } = createAppStore({ storage: null });
  render(
    <Provider store={store}>
      <MemoryRouter>
        <AddressesSection />
      </MemoryRouter>
    </Provider>,
  );
}

function findItem(text: string) {
  const items = screen.getAllByRole('listitem');
  const item = items.find((element) => element.textContent?.includes(text));
  if (!item) throw new Error(`no address ${text}`);
  return item;
}

describe('AddressesSection', () => {
  it('lists saved addresses with the default marked', async () => {
    stubAddressApi([HOME, WORK]);
    renderSection();
    const list = await screen.findByRole('list', { name: 'Saved addresses' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    const home = findItem('4400 Lindell Blvd, Apt 2');
    expect(within(home).getByText('Default address')).toBeTruthy();
    expect(within(home).getByText('Saint Louis, MO 63108')).toBeTruthy();
    expect(within(home).getByText('Instructions: Ring twice')).toBeTruthy();
    expect(within(home).queryByRole('button', { name: 'Make default' })).toBeNull();
  });

  it('makes another address the default', async () => {
    const calls = stubAddressApi([HOME, WORK]);
    renderSection();
    await screen.findByRole('list', { name: 'Saved addresses' });
    const user = userEvent.setup();
    await user.click(within(findItem('1 Main St')).getByRole('button', { name: 'Make default' }));
    await waitFor(() =>
      expect(within(findItem('1 Main St')).queryByText('Default address')).toBeTruthy(),
    );
    expect(
      calls.some((call) => call.path === '/api/v2/user/account/address/work/make_default'),
    ).toBe(true);
  });

  it('removes an address', async () => {
    stubAddressApi([HOME, WORK]);
    renderSection();
    await screen.findByRole('list', { name: 'Saved addresses' });
    const user = userEvent.setup();
    await user.click(within(findItem('4400 Lindell Blvd')).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(1));
    expect(within(findItem('1 Main St')).getByText('Default address')).toBeTruthy();
  });

  it('adds an address with the delivery form', async () => {
    stubAddressApi([]);
    renderSection();
    expect(await screen.findByText('You have no saved addresses yet.')).toBeTruthy();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Add an address' }));
    expect(screen.getByRole('heading', { name: 'Add an address' })).toBeTruthy();
    await user.type(screen.getByLabelText('Street address'), '9 Elm St');
    await user.type(screen.getByLabelText('City'), 'Saint Louis');
    await user.selectOptions(screen.getByLabelText('State'), 'MO');
    await user.type(screen.getByLabelText('Zip code'), '63108');
    await user.click(screen.getByRole('button', { name: 'Save address' }));
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'Add an address' })).toBeNull(),
    );
    expect(await screen.findByText('9 Elm St')).toBeTruthy();
  });
});
