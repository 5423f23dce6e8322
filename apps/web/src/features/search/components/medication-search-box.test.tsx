import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider, useParams } from 'react-router';
import { createAppStore } from '@/app/store';
import { drugViewed } from '../search-slice';
import { MedicationSearchBox } from './medication-search-box';

interface WireResult {
  med_name_id: number;
  name: string;
  alternate_name: string | null;
  slug: string;
  is_brand: boolean;
}

function wire(name: string, alternateName: string | null = null): WireResult {
  const slug = name.toLowerCase();
  return { med_name_id: slug.length, name, alternate_name: alternateName, slug, is_brand: false };
}

const CATALOGUE = [
  wire('Atorvastatin', 'Lipitor'),
  wire('Atenolol', 'Tenormin'),
  wire('Ativan', 'lorazepam'),
  wire('Atomoxetine', 'Strattera'),
  wire('Atovaquone', 'Mepron'),
  wire('Lisinopril', 'Zestril'),
];

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

/** A stand-in for GET /api/medications: names containing the term. */
function stubSearchApi(respond?: (term: string) => Response) {
  const fetchMock = vi.fn<typeof fetch>((input) => {
    const url = new URL(String(input), 'http://localhost');
    const term = url.searchParams.get('name') ?? '';
    if (respond) return Promise.resolve(respond(term));
    const results = CATALOGUE.filter((item) => item.name.toLowerCase().includes(term));
    return Promise.resolve(json({ results }));
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function searchCalls(fetchMock: ReturnType<typeof stubSearchApi>): URLSearchParams[] {
  return fetchMock.mock.calls.map(([input]) => new URL(String(input), 'http://x').searchParams);
}

function DrugPage() {
  const { slug } = useParams();
  return <h1>Drug page {slug}</h1>;
}

function renderBox() {
  const { store } = createAppStore({ storage: null });
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <>
            <MedicationSearchBox />
            <button type="button">Elsewhere</button>
          </>
        ),
      },
      { path: '/:slug', element: <DrugPage /> },
    ],
    { initialEntries: ['/'] },
  );
  render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return {
    router,
    store,
    input: screen.getByRole('combobox', { name: 'Search for a medication' }),
  };
}

const user = () => userEvent.setup();

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('medication search combobox', () => {
  it('is a labelled combobox inside a search landmark, controlling a listbox', () => {
    stubSearchApi();
    const { input } = renderBox();
    expect(screen.getByRole('search', { name: 'Site search' })).toBeTruthy();
    expect(input.getAttribute('placeholder')).toBe('Search for a medication');
    expect(input.getAttribute('aria-autocomplete')).toBe('list');
    expect(input.getAttribute('aria-expanded')).toBe('false');
    const listboxId = input.getAttribute('aria-controls') ?? '';
    expect(document.getElementById(listboxId)?.getAttribute('role')).toBe('listbox');
  });

  it('suggests at most four drugs, each with its alternate name', async () => {
    const fetchMock = stubSearchApi();
    const { input } = renderBox();
    await user().type(input, 'at');
    const options = await screen.findAllByRole('option');
    expect(options).toHaveLength(4);
    expect(options[0]?.textContent).toBe('AtorvastatinLipitor');
    expect(input.getAttribute('aria-expanded')).toBe('true');
    const [params] = searchCalls(fetchMock);
    expect(params?.get('name')).toBe('at');
    expect(params?.get('limit')).toBe('4');
  });

  it('waits 200 ms after the last keystroke, then searches only the last term', async () => {
    const fetchMock = stubSearchApi();
    const { input } = renderBox();
    await user().type(input, 'ator');
    // A timer never fires early, so 100 ms after typing the debounced search cannot have run.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(fetchMock).not.toHaveBeenCalled();
    await screen.findByRole('option', { name: /Atorvastatin/ });
    expect(searchCalls(fetchMock).map((params) => params.get('name'))).toEqual(['ator']);
  });

  it('searches each term once and reuses the answer', async () => {
    const fetchMock = stubSearchApi();
    const { input } = renderBox();
    const typist = user();
    await typist.type(input, 'lisin');
    await screen.findByRole('option', { name: /Lisinopril/ });
    await typist.clear(input);
    await typist.type(input, 'LISIN');
    await screen.findByRole('option', { name: /Lisinopril/ });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('asks for two letters and clears the suggestions when one is left', async () => {
    stubSearchApi();
    const { input } = renderBox();
    const typist = user();
    await typist.type(input, 'at');
    await screen.findAllByRole('option');
    await typist.type(input, '{Backspace}');
    expect(screen.getByRole('status').textContent).toBe(
      'Please enter at least 2 letters to search',
    );
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    expect(input.getAttribute('aria-expanded')).toBe('false');
  });

  it('says so when nothing matches', async () => {
    stubSearchApi();
    const { input } = renderBox();
    await user().type(input, 'zzzzqqq');
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('No results found.'));
    expect(screen.queryAllByRole('option')).toHaveLength(0);
  });

  it('moves the active option with the arrow keys and opens it with Enter', async () => {
    stubSearchApi();
    const { input, router } = renderBox();
    const typist = user();
    await typist.type(input, 'at');
    const options = await screen.findAllByRole('option');
    expect(input.getAttribute('aria-activedescendant')).toBeNull();
    await typist.keyboard('{ArrowDown}{ArrowDown}');
    expect(input.getAttribute('aria-activedescendant')).toBe(options[1]?.id);
    expect(options[1]?.getAttribute('aria-selected')).toBe('true');
    expect(options[0]?.getAttribute('aria-selected')).toBe('false');
    await typist.keyboard('{ArrowUp}{ArrowUp}');
    expect(input.getAttribute('aria-activedescendant')).toBe(options[3]?.id);
    await typist.keyboard('{ArrowDown}{Enter}');
    expect(router.state.location.pathname).toBe('/atorvastatin');
    expect(await screen.findByRole('heading', { name: 'Drug page atorvastatin' })).toBeTruthy();
  });

  it('opens the first suggestion on Enter when none is active', async () => {
    stubSearchApi();
    const { input, router } = renderBox();
    const typist = user();
    await typist.type(input, 'lisin');
    await screen.findByRole('option', { name: /Lisinopril/ });
    await typist.keyboard('{Enter}');
    expect(router.state.location.pathname).toBe('/lisinopril');
  });

  it('opens the results page on Enter when the text could mean several drugs', async () => {
    stubSearchApi();
    const { input, router } = renderBox();
    const typist = user();
    await typist.type(input, 'at');
    await screen.findAllByRole('option');
    await typist.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/search'));
    expect(router.state.location.search).toBe('?q=at');
  });

  it('opens the drug a name typed in full names, before its suggestions arrive', async () => {
    const fetchMock = stubSearchApi();
    const { input, router } = renderBox();
    await user().type(input, 'Atenolol{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/atenolol'));
    expect(searchCalls(fetchMock).map((params) => params.get('name'))).toEqual(['atenolol']);
  });

  it('opens the results page when the search fails on submit', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    stubSearchApi(() => json({ message: 'Down', code: 'internal', status: 500 }, 500));
    const { input, router } = renderBox();
    await user().type(input, 'Atenolol{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?q=Atenolol'));
  });

  it('opens a suggestion on click', async () => {
    stubSearchApi();
    const { input, router } = renderBox();
    const typist = user();
    await typist.type(input, 'ativ');
    await typist.click(await screen.findByRole('option', { name: /Ativan/ }));
    expect(router.state.location.pathname).toBe('/ativan');
  });

  it('closes and clears on Escape and with the close button', async () => {
    stubSearchApi();
    const { input } = renderBox();
    const typist = user();
    await typist.type(input, 'at');
    await screen.findAllByRole('option');
    await typist.keyboard('{Escape}');
    expect((input as HTMLInputElement).value).toBe('');
    expect(input.getAttribute('aria-expanded')).toBe('false');
    await typist.type(input, 'at');
    await screen.findAllByRole('option');
    await typist.click(screen.getByRole('button', { name: 'Close search' }));
    expect((input as HTMLInputElement).value).toBe('');
    expect(screen.queryAllByRole('option')).toHaveLength(0);
  });

  it('closes and clears 200 ms after focus leaves', async () => {
    stubSearchApi();
    const { input } = renderBox();
    const typist = user();
    await typist.type(input, 'at');
    await screen.findAllByRole('option');
    await typist.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect((input as HTMLInputElement).value).toBe('at');
    await waitFor(() => expect((input as HTMLInputElement).value).toBe(''));
    expect(screen.queryAllByRole('option')).toHaveLength(0);
  });

  it('shows recently viewed drugs when focused while empty', async () => {
    stubSearchApi();
    const { input, store, router } = renderBox();
    act(() => {
      store.dispatch(
        drugViewed({
          slug: 'zocor',
          formattedName: 'Zocor',
          formattedAlternateName: 'simvastatin',
        }),
      );
    });
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    const typist = user();
    await typist.click(input);
    const listbox = screen.getByRole('listbox', { name: 'Recently viewed' });
    expect(listbox.textContent).toBe('Zocorsimvastatin');
    await typist.keyboard('{ArrowDown}{Enter}');
    expect(router.state.location.pathname).toBe('/zocor');
  });

  it('logs a failed search and stays usable without an error', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let isDown = true;
    stubSearchApi((term) =>
      isDown
        ? json({ message: 'Down', code: 'internal', status: 500 }, 500)
        : json({ results: CATALOGUE.filter((item) => item.name.toLowerCase().includes(term)) }),
    );
    const { input } = renderBox();
    const typist = user();
    await typist.type(input, 'ator');
    await waitFor(() => expect(consoleError).toHaveBeenCalled());
    expect(screen.getByRole('status').textContent).toBe('');
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    isDown = false;
    await typist.type(input, 'v');
    expect(await screen.findByRole('option', { name: /Atorvastatin/ })).toBeTruthy();
  });
});
