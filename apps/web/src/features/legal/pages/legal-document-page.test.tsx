import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '@/test/render-app';
import { stubApi, wireError, wireResponse } from '@/test/stub-api';

const TERMS = {
  title: 'Terms of Use',
  body:
    '<p>These terms cover your use of Fillwell.</p>\n<h2>Prices</h2>\n' +
    '<p>See the <a href="/drug-terms">Drug and Pricing Terms</a>.</p>',
};
const DRUG_TERMS = { title: 'Drug and Pricing Terms', body: '<h2>Returns</h2>\n<p>None.</p>' };

const LEGAL_API = '/api/v2/zendesk/legal/';

function stubLegalApi(documents: Record<string, { title: string; body: string }>) {
  return stubApi({
    [`GET ${LEGAL_API}([a-z-]+)`]: ({ path }) => {
      const document = documents[path.slice(LEGAL_API.length)];
      return document
        ? wireResponse({ result: document })
        : wireError('Legal document not found', 404, 'not_found');
    },
  });
}

afterEach(() => vi.unstubAllGlobals());

describe('legal document page', () => {
  it.each([
    ['/legal/terms-of-use', 'terms-of-service'],
    ['/terms', 'terms-of-service'],
    ['/legal/terms-of-service', 'terms-of-service'],
  ])('shows at %s the document %s: title, body and page title', async (path, slug) => {
    const calls = stubLegalApi({ 'terms-of-service': TERMS });
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: 'Terms of Use' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Prices' })).toBeTruthy();
    expect(screen.getByText('These terms cover your use of Fillwell.')).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    await waitFor(() => expect(document.title).toBe('Terms of Use | Fillwell'));
    expect(calls.map((call) => call.path)).toContain(`${LEGAL_API}${slug}`);
  });

  it('shows a spinner while the document loads', async () => {
    stubApi({ [`GET ${LEGAL_API}.+`]: () => new Promise<Response>(() => undefined) });
    renderApp('/privacy');
    expect(await screen.findByRole('status')).toBeTruthy();
  });

  it("shows 'Terms Unavailable' when the document has no text", async () => {
    stubLegalApi({ 'privacy-policy': { title: 'Privacy Policy', body: '  ' } });
    renderApp('/legal/privacy-policy');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Terms Unavailable' }),
    ).toBeTruthy();
    expect(screen.queryByText('Privacy Policy')).toBeNull();
  });

  it("shows 'Terms Unavailable' when the document cannot be loaded", async () => {
    stubApi({ [`GET ${LEGAL_API}.+`]: () => wireError('Something went wrong', 500, 'internal') });
    renderApp('/telemed-restrictions');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Terms Unavailable' }),
    ).toBeTruthy();
  });

  it.each(['/legal/nope', '/m/legal/nope', '/legal/terms-of-use/more'])(
    'shows the not-found screen at %s without asking for a document',
    async (path) => {
      const calls = stubLegalApi({ 'terms-of-service': TERMS });
      renderApp(path);
      expect(
        await screen.findByRole('heading', { name: "Uh oh! We couldn't find this page." }),
      ).toBeTruthy();
      expect(calls.some((call) => call.path.startsWith(LEGAL_API))).toBe(false);
    },
  );

  it('opens a link to another site page in the app', async () => {
    stubLegalApi({ 'terms-of-service': TERMS, 'drug-terms': DRUG_TERMS });
    const { router } = renderApp('/terms');
    await userEvent.click(await screen.findByRole('link', { name: 'Drug and Pricing Terms' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Drug and Pricing Terms' }),
    ).toBeTruthy();
    expect(router.state.location.pathname).toBe('/drug-terms');
  });

  it('keeps a link to another document in the in-app view', async () => {
    stubLegalApi({ 'terms-of-service': TERMS, 'drug-terms': DRUG_TERMS });
    const { router } = renderApp('/m/legal/terms-of-use');
    await userEvent.click(await screen.findByRole('link', { name: 'Drug and Pricing Terms' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Drug and Pricing Terms' }),
    ).toBeTruthy();
    expect(router.state.location.pathname).toBe('/m/legal/drug-terms');
    expect(screen.queryByRole('contentinfo')).toBeNull();
  });

  it('shows the in-app view without the site header and footer', async () => {
    stubLegalApi({ 'terms-of-service': TERMS });
    renderApp('/m/legal/terms-of-use');
    const main = await screen.findByRole('main');
    expect(
      await within(main).findByRole('heading', { level: 1, name: 'Terms of Use' }),
    ).toBeTruthy();
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
  });

  it('keeps the site header and footer around the web view', async () => {
    stubLegalApi({ 'terms-of-service': TERMS });
    renderApp('/legal/terms-of-use');
    expect(await screen.findByRole('heading', { level: 1, name: 'Terms of Use' })).toBeTruthy();
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.getByRole('contentinfo')).toBeTruthy();
  });
});
