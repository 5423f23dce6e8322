import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createPharmacyResults } from '../testing/pharmacy-fixtures';
import { PharmacyList } from './pharmacy-list';

function renderList(count: number, onSelect = vi.fn()) {
  render(
    <PharmacyList
      label="Pharmacies near 63103"
      pharmacies={createPharmacyResults(count)}
      selectedId={null}
      onSelect={onSelect}
    />,
  );
  return onSelect;
}

describe('PharmacyList', () => {
  it('shows ten pharmacies, then all of them after See More Pharmacies', async () => {
    renderList(25);
    const group = screen.getByRole('group', { name: 'Pharmacies near 63103' });
    expect(within(group).getAllByRole('radio')).toHaveLength(10);
    await userEvent.click(screen.getByRole('button', { name: 'See More Pharmacies' }));
    expect(within(group).getAllByRole('radio')).toHaveLength(25);
    expect(screen.queryByRole('button', { name: 'See More Pharmacies' })).toBeNull();
  });

  it('has no See More Pharmacies with ten or fewer', () => {
    renderList(10);
    expect(screen.getAllByRole('radio')).toHaveLength(10);
    expect(screen.queryByRole('button', { name: 'See More Pharmacies' })).toBeNull();
  });

  it('scrolls within 507 px', () => {
    renderList(12);
    expect(screen.getByRole('list').style.maxHeight).toBe('507px');
  });

  it('shows name, address, distance and price, and reports a selection', async () => {
    const onSelect = renderList(3);
    const first = screen.getByRole('radio', { name: 'Corner Pharmacy #1 $8.01' });
    expect(first.getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getAllByRole('radio')[0]).toBe(first);
    const description = document.getElementById(first.getAttribute('aria-describedby') ?? '');
    expect(description?.textContent).toContain('101 Market St, Saint Louis, MO 63103');
    expect(description?.textContent).toContain('0.6 mi');
    await userEvent.click(first);
    expect(onSelect).toHaveBeenCalledWith(expect.objectContaining({ name: 'Corner Pharmacy #1' }));
  });

  it('says a price type is not sold where a pharmacy has no price, and keeps it unselectable', () => {
    const [priced, unpriced] = createPharmacyResults(2);
    if (!priced || !unpriced) throw new Error('fixtures');
    render(
      <PharmacyList
        label="Pharmacies near 63103"
        pharmacies={[priced, { ...unpriced, price: null }]}
        selectedId={null}
        onSelect={vi.fn()}
        unavailableText="Smart Deal not available here"
      />,
    );
    const unavailable = screen.getByRole('radio', {
      name: 'Corner Pharmacy #2 Smart Deal not available here',
    });
    expect((unavailable as HTMLInputElement).disabled).toBe(true);
    expect(
      (screen.getByRole('radio', { name: 'Corner Pharmacy #1 $8.01' }) as HTMLInputElement)
        .disabled,
    ).toBe(false);
  });

  it('labels a discount-card price as needing the card', () => {
    const [pharmacy] = createPharmacyResults(1);
    if (!pharmacy?.price) throw new Error('fixtures');
    render(
      <PharmacyList
        label="Pharmacies near 63103"
        pharmacies={[{ ...pharmacy, price: { ...pharmacy.price, category: 'magic' } }]}
        selectedId={null}
        onSelect={vi.fn()}
      />,
    );
    expect(
      screen.getByRole('radio', {
        name: 'Corner Pharmacy #1 $8.01 With the Fillwell discount card',
      }),
    ).toBeTruthy();
  });
});
