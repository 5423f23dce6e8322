import { screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '@/test/render-app';

function medication(name: string, alternateName: string | null) {
  const slug = name.toLowerCase().replace(/\s+/g, '-');
  return { med_name_id: name.length, name, alternate_name: alternateName, slug, is_brand: false };
}

const BY_LETTER: Record<string, ReturnType<typeof medication>[]> = {
  l: [medication('Levothyroxine', 'Synthroid'), medication('Lisinopril', 'Zestril')],
  '0': [medication('5-Fluorouracil', null)],
};

const TOP = [medication('Atorvastatin', 'Lipitor'), medication('Metformin', 'Glucophage')];

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

function stubDirectoryApi() {
  const fetchMock = vi.fn<typeof fetch>((input) => {
    const url = new URL(String(input), 'http://localhost');
    const letter = /^\/api\/medications\/index\/(.+)$/.exec(url.pathname)?.[1];
    if (letter !== undefined) {
      return Promise.resolve(
        json({ result: { letter, medications_by_letter: BY_LETTER[letter] ?? [] } }),
      );
    }
    if (url.pathname === '/api/medications/top') {
      return Promise.resolve(json({ result: { top_medications: TOP } }));
    }
    return Promise.resolve(json({ message: 'Not found', status: 404 }, 404));
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function requestedPaths(fetchMock: ReturnType<typeof stubDirectoryApi>): string[] {
  return fetchMock.mock.calls.map(([input]) => {
    const url = new URL(String(input), 'http://localhost');
    return `${url.pathname}${url.searchParams.has('limit') ? `?limit=${url.searchParams.get('limit')}` : ''}`;
  });
}

afterEach(() => vi.unstubAllGlobals());

describe('medication directory', () => {
  it('lists a letter’s medications as links with their alternate names', async () => {
    const fetchMock = stubDirectoryApi();
    renderApp('/medications/l');
    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading.textContent).toBe('Medications starting with L');
    const list = await screen.findByRole('list', { name: 'Medications starting with L' });
    const link = within(list).getByRole('link', { name: 'Lisinopril' });
    expect(link.getAttribute('href')).toBe('/lisinopril');
    expect(link.closest('li')?.textContent).toBe('LisinoprilZestril');
    expect(requestedPaths(fetchMock)).toContain('/api/medications/index/l');
    await waitFor(() => expect(document.title).toBe('Medications starting with L | Fillwell'));
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('sends 0 for the 0-9 page', async () => {
    const fetchMock = stubDirectoryApi();
    renderApp('/medications/0-9');
    const list = await screen.findByRole('list', { name: 'Medications starting with a number' });
    expect(within(list).getByRole('link', { name: '5-Fluorouracil' })).toBeTruthy();
    expect(requestedPaths(fetchMock)).toContain('/api/medications/index/0');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'Medications starting with a number',
    );
  });

  it('offers A to Z and 0-9, marking the current letter', async () => {
    stubDirectoryApi();
    renderApp('/medications/l');
    const nav = await screen.findByRole('navigation', { name: 'Browse medications by letter' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Popular',
      ...'ABCDEFGHIJKLMNOPQRSTUVWXYZ',
      '0-9',
    ]);
    expect(within(nav).getByRole('link', { name: 'L' }).getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('link', { name: '0-9' }).getAttribute('href')).toBe(
      '/medications/0-9',
    );
  });

  it.each(['/medications/ab', '/medications/0', '/medications/1'])(
    'shows the not-found screen for %s',
    async (path) => {
      stubDirectoryApi();
      renderApp(path);
      expect(
        await screen.findByRole('heading', { name: "Uh oh! We couldn't find this page." }),
      ).toBeTruthy();
    },
  );

  it('says so when a letter has no medications', async () => {
    stubDirectoryApi();
    renderApp('/medications/q');
    expect(await screen.findByText('No medications are listed here yet.')).toBeTruthy();
  });

  it('shows the popular pairs and the top 100 on the popular page', async () => {
    const fetchMock = stubDirectoryApi();
    renderApp('/medications/popular');
    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading.textContent).toBe('Popular medications');
    const pairs = screen
      .getByRole('heading', { name: 'Popular brands and their generics' })
      .closest('section');
    if (!pairs) throw new Error('no popular pairs section');
    expect(
      within(pairs)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([
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
    const top = await screen.findByRole('list', { name: 'Most searched medications' });
    expect(within(top).getByRole('link', { name: 'Metformin' }).getAttribute('href')).toBe(
      '/metformin',
    );
    expect(requestedPaths(fetchMock)).toContain('/api/medications/top?limit=100');
    await waitFor(() => expect(document.title).toBe('Popular medications | Fillwell'));
  });

  it('redirects the bare directory to the popular page', async () => {
    stubDirectoryApi();
    const { router } = renderApp('/medications');
    await screen.findByRole('heading', { level: 1, name: 'Popular medications' });
    expect(router.state.location.pathname).toBe('/medications/popular');
  });
});
