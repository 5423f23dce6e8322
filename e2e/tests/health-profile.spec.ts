import { expect, test } from '../support/test';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { signUpThroughApi } from '../support/accounts';
import { callApi } from '../support/api';

const NOTHING_FOUND = "Sorry, we couldn't find anything matching that search.";

test('a person records a custom allergy, a listed one and another medication', async ({ page }) => {
  await signUpThroughApi(page, 'health');
  await page.goto('/account/health-profile');
  const allergies = page.getByRole('group', { name: 'Do you have any allergies?' });
  await expect(allergies).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await allergies.getByRole('radio', { name: 'Yes' }).check();
  const allergySearch = page.getByLabel('Search allergies');
  await allergySearch.fill('Kiwi fruit');
  await expect(page.getByText(NOTHING_FOUND)).toBeVisible();
  await page.getByRole('button', { name: 'Add “Kiwi fruit”' }).click();
  await allergySearch.fill('penic');
  await page.getByRole('button', { name: 'Penicillin', exact: true }).click();
  const chosenAllergies = page.getByRole('list', { name: 'Your allergies' });
  await expect(chosenAllergies.getByRole('listitem')).toHaveText(['Kiwi fruit', 'Penicillin']);

  const save = page.getByRole('button', { name: 'Save' });
  await expect(save).toBeDisabled();
  await page
    .getByRole('group', { name: 'Do you take any other medications?' })
    .getByRole('radio', { name: 'Yes' })
    .check();
  await page.getByLabel('Search medications').fill('lisinop');
  await page.getByRole('button', { name: 'Lisinopril', exact: true }).click();
  await page
    .getByRole('group', { name: 'Do you have any medical conditions?' })
    .getByRole('radio', { name: 'No' })
    .check();
  await expect(save).toBeEnabled();
  await expectNoSeriousA11yViolations(page);

  await save.click();
  await expect(page.getByRole('button', { name: 'Edit health profile' })).toBeVisible();
  await expect(page.getByText('Kiwi fruit')).toBeVisible();

  await page.reload();
  const main = page.getByRole('main');
  await expect(main.getByText('Kiwi fruit')).toBeVisible();
  await expect(main.getByText('Penicillin')).toBeVisible();
  await expect(main.getByText('Lisinopril')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  const { result } = await callApi<{
    result: { allergies: Array<{ description: string; allergen_id: number | null }> };
  }>(page, 'GET', 'v2/user/patient_profile');
  expect(result.allergies).toEqual([
    expect.objectContaining({ description: 'Kiwi fruit', allergen_id: null }),
    expect.objectContaining({ description: 'Penicillin', allergen_id: 2001 }),
  ]);
});
