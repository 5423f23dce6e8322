import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createPrices } from '../testing/drug-fixtures';
import { PriceCards } from './price-cards';

const PRICES = createPrices({ edlp: 1299, local: 874, delivery: 524, magic: 0 });

function renderCards(onSelect = vi.fn()) {
  render(
    <PriceCards
      legend="Prices for 10 mg, 30 tablets"
      prices={PRICES}
      selected="edlp"
      onSelect={onSelect}
    />,
  );
  return onSelect;
}

function card(label: string): HTMLElement {
  const radio = screen.getByRole('radio', { name: new RegExp(`^${label} `) });
  const element = radio.closest('label');
  if (!element) throw new Error(`no card for ${label}`);
  return element;
}

describe('PriceCards', () => {
  it('shows all four categories with their labels and prices', () => {
    renderCards();
    const group = screen.getByRole('group', { name: 'Prices for 10 mg, 30 tablets' });
    expect(within(group).getAllByRole('radio')).toHaveLength(4);
    expect(card('Retail price').textContent).toContain('$12.99');
    expect(card('Smart Deal').textContent).toContain('$8.74');
    expect(card('Home delivery').textContent).toContain('$5.24');
    expect(card('Discount card').textContent).toContain('Free');
  });

  it('marks only the lowest price', () => {
    renderCards();
    expect(screen.getAllByText('Lowest price')).toHaveLength(1);
    expect(card('Discount card').textContent).toContain('Lowest price');
    const lowest = screen.getByRole('radio', { name: 'Discount card Free' });
    expect(lowest.getAttribute('aria-describedby')).toContain('lowest');
  });

  it('checks the selected category and reports a new choice', async () => {
    const onSelect = renderCards();
    expect((screen.getByRole('radio', { name: /Retail price/ }) as HTMLInputElement).checked).toBe(
      true,
    );
    await userEvent.click(card('Smart Deal'));
    expect(onSelect).toHaveBeenCalledWith('local');
  });
});
