import { expect, test } from '../support/test';
import { expectNoSeriousA11yViolations } from '../support/a11y';

const POPULAR_PAIRS = [
  ['Lipitor', 'atorvastatin'],
  ['Zocor', 'simvastatin'],
  ['Xanax', 'alprazolam'],
  ['Propecia', 'finasteride'],
  ['Ambien', 'zolpidem'],
] as const;

test('the L page lists Lisinopril with its brand, linking to its page', async ({ page }) => {
  const index = await page.request.get('/api/medications/index/l');
  const { result } = (await index.json()) as {
    result: { medications_by_letter: { slug: string; alternate_name: string | null }[] };
  };
  const brand = result.medications_by_letter.find((item) => item.slug === 'lisinopril');
  expect(brand?.alternate_name).toBeTruthy();

  await page.goto('/medications/l');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Medications starting with L');
  await expect(page).toHaveTitle('Medications starting with L | Fillwell');
  const list = page.getByRole('list', { name: 'Medications starting with L' });
  const lisinopril = list.getByRole('link', { name: 'Lisinopril', exact: true });
  await expect(lisinopril).toHaveAttribute('href', '/lisinopril');
  const lisinoprilItem = list
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: 'Lisinopril', exact: true }) });
  await expect(lisinoprilItem).toContainText(brand?.alternate_name ?? '');
  await expectNoSeriousA11yViolations(page);

  await lisinopril.click();
  await expect(page).toHaveURL(/\/lisinopril$/);
});

test('the popular page shows the five brand and generic pairs and the top list', async ({
  page,
}) => {
  await page.goto('/medications');
  await expect(page).toHaveURL(/\/medications\/popular$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Popular medications');
  await expect(page).toHaveTitle('Popular medications | Fillwell');
  const pairs = page.locator('section', {
    has: page.getByRole('heading', { name: 'Popular brands and their generics' }),
  });
  for (const [brand, generic] of POPULAR_PAIRS) {
    await expect(pairs.getByRole('link', { name: brand })).toHaveAttribute(
      'href',
      `/${brand.toLowerCase()}`,
    );
    await expect(pairs.getByRole('link', { name: `Generic: ${generic}` })).toHaveAttribute(
      'href',
      `/${generic}`,
    );
  }
  const top = page.getByRole('list', { name: 'Most searched medications' });
  await expect(top.getByRole('link').first()).toBeVisible();
  expect(await top.getByRole('link').count()).toBeLessThanOrEqual(100);
  await expectNoSeriousA11yViolations(page);
});

test('the letter navigation moves between pages, 0-9 included', async ({ page }) => {
  await page.goto('/medications/popular');
  const nav = page.getByRole('navigation', { name: 'Browse medications by letter' });
  await nav.getByRole('link', { name: 'A', exact: true }).click();
  await expect(page).toHaveURL(/\/medications\/a$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Medications starting with A');
  await expect(nav.getByRole('link', { name: 'A', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(
    page.getByRole('list', { name: 'Medications starting with A' }).getByRole('link').first(),
  ).toBeVisible();

  await nav.getByRole('link', { name: '0-9' }).click();
  await expect(page).toHaveURL(/\/medications\/0-9$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Medications starting with a number',
  );
  await expect(
    page
      .getByRole('list', { name: 'Medications starting with a number' })
      .or(page.getByText('No medications are listed here yet.')),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('an unknown letter shows the not-found screen', async ({ page }) => {
  await page.goto('/medications/zz');
  await expect(
    page.getByRole('heading', { name: "Uh oh! We couldn't find this page." }),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
