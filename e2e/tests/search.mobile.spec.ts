import { expect, test } from '../support/test';
import { expectNoSeriousA11yViolations } from '../support/a11y';

test('on a phone the search icon opens a full-screen search that finds a drug', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Search for a medication' }).click();
  const view = page.getByRole('dialog', { name: 'Medication search' });
  const input = view.getByRole('combobox', { name: 'Search for a medication' });
  await expect(input).toBeFocused();
  const box = await view.boundingBox();
  const viewport = page.viewportSize();
  expect(box?.width).toBe(viewport?.width);
  expect(box?.height).toBe(viewport?.height);

  await input.pressSequentially('ator');
  const atorvastatin = view.getByRole('option', { name: 'Atorvastatin Lipitor' });
  await expect(atorvastatin).toBeVisible();
  expect(await view.getByRole('option').count()).toBeLessThanOrEqual(4);
  await expectNoSeriousA11yViolations(page);

  await atorvastatin.tap();
  await expect(page).toHaveURL(/\/atorvastatin$/);
  await expect(view).toBeHidden();
});

test('closing the full-screen search clears it and brings the header back', async ({ page }) => {
  await page.goto('/');
  const header = page.getByRole('banner');
  await header.getByRole('button', { name: 'Search for a medication' }).click();
  const view = page.getByRole('dialog', { name: 'Medication search' });
  await view.getByRole('combobox').pressSequentially('a');
  await expect(view.getByRole('status')).toHaveText('Please enter at least 2 letters to search');
  await expectNoSeriousA11yViolations(page);

  await view.getByRole('button', { name: 'Close search' }).click();
  await expect(view).toBeHidden();
  await expect(header.getByRole('button', { name: 'Open menu' })).toBeVisible();

  await header.getByRole('button', { name: 'Search for a medication' }).click();
  await expect(view.getByRole('combobox')).toHaveValue('');
});
