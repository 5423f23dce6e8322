import { render, screen, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createAppStore } from '@/app/store';
import { CampaignGatewayPage } from './campaign-gateway-page';
import { HomePage } from './home-page';
import { InvitePage } from './invite-page';

function renderPage(element: React.ReactNode, path = '/', pattern = '/') {
  const router = createMemoryRouter([{ path: pattern, element }], { initialEntries: [path] });
  const { store } = createAppStore({ storage: null });
  render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
}

describe('home page', () => {
  beforeEach(() => renderPage(<HomePage />));

  it('has one h1 about the lowest price with or without insurance', () => {
    const headings = screen.getAllByRole('heading', { level: 1 });
    expect(headings).toHaveLength(1);
    expect(headings[0]?.textContent).toBe(
      'The lowest price for your prescription, with or without insurance',
    );
  });

  it('states the claims and the welcome offers', () => {
    expect(screen.getByText('15,000+')).toBeTruthy();
    expect(screen.getByText('Up to 80%')).toBeTruthy();
    expect(screen.getByText('35,000')).toBeTruthy();
    expect(screen.getByText('$15')).toBeTruthy();
    expect(screen.getByText('$5')).toBeTruthy();
    expect(screen.getByText(/Applied automatically at checkout/)).toBeTruthy();
  });

  it('explains the price options and how a price is made', () => {
    for (const text of [
      'Pharmacy pickup.',
      'Smart Deal.',
      'Home delivery.',
      'Fillwell discount card.',
    ]) {
      expect(screen.getByText(text)).toBeTruthy();
    }
    for (const part of ['Acquisition cost', '+ Markup', '+ Fee']) {
      expect(screen.getByText(part)).toBeTruthy();
    }
    expect(screen.getByText('See a doctor online.')).toBeTruthy();
  });

  it('links the five popular brand and generic pairs to their pages', () => {
    const section = screen.getByRole('heading', { name: 'Popular medications' }).closest('section');
    if (!section) throw new Error('no popular medications section');
    const hrefs = within(section)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual([
      '/lipitor',
      '/atorvastatin',
      '/zocor',
      '/simvastatin',
      '/xanax',
      '/alprazolam',
      '/propecia',
      '/finasteride',
      '/ambien',
      '/zolpidem',
    ]);
  });
});

describe('invite page', () => {
  it('welcomes the invitee with the $15 reward and a way to search', () => {
    renderPage(<InvitePage />, '/invite/FRIEND15', '/invite/:code');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      "You've been invited to Fillwell",
    );
    expect(screen.getByText('$15 reward')).toBeTruthy();
    expect(screen.getByText('FRIEND15')).toBeTruthy();
    expect(screen.getByRole('search')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'What Fillwell does' })).toBeTruthy();
  });
});

describe('campaign gateway page', () => {
  it('offers search and the welcome offers', () => {
    renderPage(<CampaignGatewayPage />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('search')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'New here? Two welcome offers' })).toBeTruthy();
  });
});
