import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FunnelTable } from './funnel-table';

describe('the funnel table', () => {
  it('shows each day and source with its steps, a source with markup as plain text', () => {
    const markup = '<img src=x onerror=alert(1)><b>bold</b>';
    const { container } = render(
      <FunnelTable
        rows={[
          {
            day: '2026-11-27',
            source: 'news',
            searched: 4,
            viewed: 3,
            added: 2,
            checkoutStarted: 2,
            paid: 1,
          },
          {
            day: '2026-11-27',
            source: markup,
            searched: 1,
            viewed: 0,
            added: 0,
            checkoutStarted: 0,
            paid: 0,
          },
          {
            day: '2026-11-26',
            source: null,
            searched: 0,
            viewed: 2,
            added: 1,
            checkoutStarted: 1,
            paid: 1,
          },
        ]}
      />,
    );
    const rows = screen.getAllByRole('row');
    expect(
      within(rows[1] as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['news', '4', '3', '2', '2', '1', '25%']);
    expect(screen.getByText(markup)).toBeTruthy();
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('b')).toBeNull();
    expect(within(rows[3] as HTMLElement).getByText('Direct')).toBeTruthy();
  });

  it('says when there is nothing to show', () => {
    render(<FunnelTable rows={[]} />);
    expect(screen.getByText('No visits recorded on these days.')).toBeTruthy();
  });
});
