import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChoiceGroup } from './choice-group';

const OPTIONS = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
];

describe('ChoiceGroup', () => {
  it('shows the chosen value and reports a new choice', async () => {
    const onChange = vi.fn();
    render(
      <ChoiceGroup legend="Any allergies?" options={OPTIONS} value="no" onChange={onChange} />,
    );
    const group = screen.getByRole('group', { name: 'Any allergies?' });
    expect((screen.getByRole('radio', { name: 'No' }) as HTMLInputElement).checked).toBe(true);
    await userEvent.setup().click(screen.getByRole('radio', { name: 'Yes' }));
    expect(onChange).toHaveBeenCalledWith('yes');
    expect(group.getAttribute('aria-invalid')).toBeNull();
  });

  it('ties its error to the group', () => {
    render(
      <ChoiceGroup
        legend="Gender"
        options={OPTIONS}
        value={null}
        onChange={() => undefined}
        error="Please choose one"
      />,
    );
    const group = screen.getByRole('group', { name: 'Gender' });
    expect(group.getAttribute('aria-invalid')).toBe('true');
    const errorId = group.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(errorId)?.textContent).toBe('Please choose one');
  });
});
