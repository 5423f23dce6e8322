import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppProvider } from '@/app/provider';
import { createAppStore } from '@/app/store';
import { stubApi, wireError, wireResponse } from '@/test/stub-api';
import { isPreferredMarkShown } from '../preferred-pharmacy-rules';
import { createPharmacyResults } from '../testing/pharmacy-fixtures';
import { PharmacyList } from './pharmacy-list';

afterEach(() => vi.unstubAllGlobals());

function renderList() {
  const [plain, preferred] = createPharmacyResults(2);
  if (!plain || !preferred) throw new Error('fixtures');
  const marked = { ...preferred, name: 'CVS Pharmacy', isPreferred: true };
  const { store } = createAppStore({ storage: null });
  render(
    <AppProvider store={store}>
      <PharmacyList
        label="Pharmacies near 63103"
        pharmacies={[plain, marked]}
        selectedId={null}
        onSelect={vi.fn()}
      />
    </AppProvider>,
  );
  return marked;
}

describe('the Preferred mark', () => {
  it('shows on preferred pharmacies only, while the flag is on', () => {
    expect(isPreferredMarkShown({ isPreferred: true }, true)).toBe(true);
    expect(isPreferredMarkShown({ isPreferred: true }, false)).toBe(false);
    expect(isPreferredMarkShown({ isPreferred: false }, true)).toBe(false);
  });

  it('opens the preferred-pharmacy modal with the value props of that pharmacy', async () => {
    const calls = stubApi({
      'GET /api/v2/pharmacies/preferred/.+': () =>
        wireResponse({
          result: {
            valueProps: [
              { title: 'Preferred pricing', description: 'You pay the Fillwell price.' },
              { title: 'We move your prescription', description: 'In 1-3 business days.' },
            ],
          },
        }),
    });
    const marked = renderList();
    const marks = screen.getAllByRole('button', { name: /^Preferred/ });
    expect(marks).toHaveLength(1);
    await userEvent.click(marks[0] as HTMLElement);
    const dialog = await screen.findByRole('dialog', {
      name: 'CVS Pharmacy is a preferred pharmacy',
    });
    const list = await within(dialog).findByRole('list', {
      name: 'Why choose a preferred pharmacy',
    });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Preferred pricingYou pay the Fillwell price.',
      'We move your prescriptionIn 1-3 business days.',
    ]);
    expect(calls.at(-1)?.path).toBe(`/api/v2/pharmacies/preferred/${marked.location.id}`);
    // Choosing the pharmacy is not what the mark does.
    expect(
      screen
        .getAllByRole('radio', { hidden: true })
        .some((radio) => (radio as HTMLInputElement).checked),
    ).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Got it' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says so in the modal when the value props do not load', async () => {
    stubApi({
      'GET /api/v2/pharmacies/preferred/.+': () =>
        wireError('Pharmacy not found', 404, 'not_found'),
    });
    renderList();
    await userEvent.click(screen.getByRole('button', { name: /^Preferred/ }));
    const dialog = await screen.findByRole('dialog');
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Pharmacy not found');
  });
});
