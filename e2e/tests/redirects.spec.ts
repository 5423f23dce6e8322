import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/a11y';

const redirects: Array<[from: string, to: string]> = [
  ['/legal', '/legal/terms-of-use'],
  ['/m/legal', '/m/legal/terms-of-use'],
  ['/feedback', '/feedback/nps'],
  ['/contact-us', '/contact-us/patients'],
  ['/pharmacies', '/participating-pharmacies'],
  ['/m/about', '/about-us'],
  ['/medications', '/medications/popular'],
  ['/birthcontrol', '/treatments/birth-control'],
  ['/erectiledysfunction', '/treatments/erectile-dysfunction'],
  ['/cholesterol', '/treatments/cholesterol'],
  ['/qs/AB12CD', '/quicksave?match_code=AB12CD'],
  ['/qs/rf/AB12CD', '/quicksave?match_code=AB12CD'],
  ['/quickstart', '/quicksave'],
  ['/i/friend42', '/invite/friend42'],
  ['/glucophage', '/metformin'],
  ['/glucophage-xr', '/metformin-er'],
];

test.describe('redirects of the route table', () => {
  for (const [from, to] of redirects) {
    test(`${from} goes to ${to}`, async ({ page }) => {
      await page.goto(from);
      await expect(page).toHaveURL((url) => url.pathname + url.search === to);
      await expect(page.getByRole('main')).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    });
  }
});
