import { act, render, screen } from '@testing-library/react';
import { Spinner } from './spinner';

describe('Spinner', () => {
  it('shows its message only after the delay', () => {
    vi.useFakeTimers();
    render(<Spinner message="Finding prices" />);
    expect(screen.queryByText('Finding prices')).toBeNull();
    expect(screen.getByRole('status').textContent).toContain('Loading');
    act(() => vi.advanceTimersByTime(800));
    expect(screen.getByText('Finding prices')).toBeTruthy();
    vi.useRealTimers();
  });
});
