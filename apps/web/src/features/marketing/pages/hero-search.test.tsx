import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '@/test/render-app';
import { stubApi, wireResponse, type ApiCall } from '@/test/stub-api';

const NAMES: ReadonlyArray<[name: string, alternateName: string | null]> = [
  ['Lisinopril', 'Zestril'],
  ['Lisinopril HCTZ', 'Zestoretic'],
  ['Lisdexamfetamine', 'Vyvanse'],
  ['Lispro', 'Humalog'],
  ['Listerine', null],
  ['Zestril', 'lisinopril'],
  ['Atorvastatin', 'Lipitor'],
];

const CATALOGUE = NAMES.map(([name, alternateName], index) => ({
  medNameId: index + 1,
  name,
  alternateName,
  slug: name.toLowerCase().replace(/\s+/g, '-'),
  isBrand: false,
}));

/** Like the server: names starting with the term, else names a letter or two off (typos). */
function searchCatalogue({ query }: ApiCall) {
  const term = (query.get('name') ?? '').toLowerCase();
  const limit = Number(query.get('limit'));
  const starting = CATALOGUE.filter((drug) => drug.name.toLowerCase().startsWith(term));
  const typos = CATALOGUE.filter((drug) => {
    const word = drug.name.toLowerCase().split(' ')[0] ?? '';
    return word.length === term.length && [...word].filter((c, i) => c !== term[i]).length <= 2;
  });
  return wireResponse({ results: (starting.length ? starting : typos).slice(0, limit) });
}

function stubSearch() {
  return stubApi({ 'GET /api/medications': searchCatalogue });
}

function heroSearch() {
  const landmark = screen.getByRole('search', { name: 'Find a medication price' });
  return {
    landmark,
    input: within(landmark).getByRole('combobox', { name: 'Search for a medication' }),
    searchButton: within(landmark).getByRole('button', { name: 'Search' }),
  };
}

async function renderHome() {
  const rendered = renderApp('/');
  await screen.findByRole('heading', { level: 1, name: /The lowest price/ });
  return { ...rendered, ...heroSearch() };
}

afterEach(() => vi.unstubAllGlobals());

describe('the home page hero search box', () => {
  it('suggests at most four drugs with their alternate names, 200 ms after typing', async () => {
    const calls = stubSearch();
    const { input, landmark } = await renderHome();
    await userEvent.type(input, 'lis');
    // A timer never fires early, so 100 ms after typing the debounced search cannot have run.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(calls.filter((call) => call.path === '/api/medications')).toHaveLength(0);
    const options = await within(landmark).findAllByRole('option');
    expect(options).toHaveLength(4);
    expect(options[0]?.textContent).toBe('LisinoprilZestril');
    expect(input.getAttribute('aria-expanded')).toBe('true');
    expect(calls.find((call) => call.path === '/api/medications')?.query.get('limit')).toBe('4');
  });

  it('asks for two letters and stays on the page', async () => {
    stubSearch();
    const { input, landmark, searchButton, router } = await renderHome();
    await userEvent.type(input, 'l');
    await userEvent.click(searchButton);
    expect(within(landmark).getByRole('status').textContent).toBe(
      'Please enter at least 2 letters to search',
    );
    expect(router.state.location.pathname).toBe('/');
  });

  it('opens the results page for "lisin", listing every match with a link to its page', async () => {
    const calls = stubSearch();
    const { input, landmark, router } = await renderHome();
    await userEvent.type(input, 'lisin');
    await within(landmark).findByRole('option', { name: /Lisinopril HCTZ/ });
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/search'));
    expect(router.state.location.search).toBe('?q=lisin');
    const results = await screen.findByRole('region', { name: 'Matching medications' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'Search results for “lisin”',
    );
    const links = await within(results).findAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['LisinoprilZestril', '/lisinopril'],
      ['Lisinopril HCTZZestoretic', '/lisinopril-hctz'],
    ]);
    expect(calls.at(-1)?.query.get('limit')).toBe('20');
    await waitFor(() => expect(document.title).toBe('Search results for “lisin” | Fillwell'));
    expect(screen.queryByText("Uh oh! We couldn't find this page.")).toBeNull();
  });

  it('opens the drug page of the one drug "lisinipril" nearly spells', async () => {
    stubSearch();
    const { input, landmark, router } = await renderHome();
    await userEvent.type(input, 'lisinipril');
    expect(await within(landmark).findAllByRole('option', { name: /^Lisinopril/ })).toHaveLength(2);
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/lisinopril'));
  });

  it('submits with the Search button before any suggestion has arrived', async () => {
    stubSearch();
    const { input, searchButton, router } = await renderHome();
    await userEvent.type(input, 'Lisinopril');
    await userEvent.click(searchButton);
    await waitFor(() => expect(router.state.location.pathname).toBe('/lisinopril'));
  });

  it('says "No results found." on the results page when nothing matches', async () => {
    stubSearch();
    const { input, router } = await renderHome();
    await userEvent.type(input, 'qqqqqq{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?q=qqqqqq'));
    const results = await screen.findByRole('region', { name: 'Matching medications' });
    expect(await within(results).findByText('No results found.')).toBeTruthy();
  });
});

describe('the other hero search boxes', () => {
  it.each([
    ['invite page', '/invite/FRIEND15'],
    ['campaign gateway page', '/rxsave'],
  ])('the %s box suggests drugs and submits like the header box', async (_page, path) => {
    stubSearch();
    const { router } = renderApp(path);
    await screen.findByRole('heading', { level: 1 });
    const { input, landmark } = heroSearch();
    expect(input.getAttribute('aria-autocomplete')).toBe('list');
    await userEvent.type(input, 'lisin');
    expect(await within(landmark).findAllByRole('option')).toHaveLength(2);
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?q=lisin'));
  });
});
