import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { MedicationSearchForm } from './medication-search-form';

function renderForm() {
  const router = createMemoryRouter(
    [
      { path: '/', element: <MedicationSearchForm /> },
      { path: '/:slug', element: <p>drug page</p> },
    ],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('MedicationSearchForm', () => {
  it('is a labelled search landmark', () => {
    renderForm();
    expect(screen.getByRole('search')).toBeTruthy();
    const input = screen.getByLabelText('Search for a medication');
    expect(input.getAttribute('placeholder')).toBe('Search for a medication');
  });

  it('goes to the drug page for what was typed', async () => {
    const router = renderForm();
    await userEvent.type(screen.getByRole('searchbox'), 'Lipitor{Enter}');
    expect(router.state.location.pathname).toBe('/lipitor');
  });

  it('stays put when the box is empty', async () => {
    const router = renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(router.state.location.pathname).toBe('/');
  });
});
