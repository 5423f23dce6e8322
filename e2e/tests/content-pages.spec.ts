import { expect, test, type Page } from '../support/test';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { buildApiPath } from '../support/api';
import { NOT_FOUND_HEADING } from '../support/search';

// What a crawler or link checker sees: the server's answer, not the offline copy.
test.use({ serviceWorkers: 'block' });

async function listLinks(page: Page, scope: 'contentinfo'): Promise<string[]> {
  const hrefs = await page
    .getByRole(scope)
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  return [...new Set(hrefs)].filter((href) => href.startsWith('/'));
}

test('every footer link opens a real page', async ({ page }) => {
  test.slow();
  await page.goto('/');
  const links = await listLinks(page, 'contentinfo');
  expect(links.length).toBeGreaterThan(25);
  for (const href of links) {
    const response = await page.goto(href);
    expect(response?.status(), href).toBe(200);
    await expect(page.getByRole('heading', { level: 1 }), href).toBeVisible();
    await expect(page.getByRole('heading', { name: NOT_FOUND_HEADING }), href).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  }
});

test('a help page and a FAQ arrive as HTML with their own title, description and data', async ({
  page,
}) => {
  const faq = await page.request.get('/faq/new-user');
  const html = await faq.text();
  expect(html).toMatch(/<title>[^<]*Fillwell<\/title>/);
  expect(html).toMatch(/<meta name="description" content="[^"]{40,}">/);
  expect(html).toMatch(/<link rel="canonical" href="http[^"]+\/faq\/new-user">/);
  expect(html).toContain('"@type":"FAQPage"');
  expect(html).toContain('<h2');
});

test('a drug page and a blog post carry title, description, canonical and JSON-LD', async ({
  page,
}) => {
  for (const [path, type] of [
    ['/atorvastatin', '"@type":"Drug"'],
    ['/blog/what-is-nadac', '"@type":"Article"'],
  ] as const) {
    const response = await page.request.get(path);
    expect(response.status(), path).toBe(200);
    const html = await response.text();
    expect(html, path).toMatch(/<title>[^<]+<\/title>/);
    expect(html, path).toMatch(/<meta name="description" content="[^"]{40,}">/);
    expect(html, path).toContain(`rel="canonical" href="${new URL(path, response.url()).href}"`);
    expect(html, path).toContain('<script type="application/ld+json">');
    expect(html, path).toContain(type);
  }
});

test('a blog post links to its drug’s price page', async ({ page }) => {
  await page.goto('/blog');
  await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('link', { name: 'Understanding prices' }).first().click();
  await expect(page).toHaveURL(/\/blog\/category\/understanding-prices$/);
  await page.getByRole('link', { name: /^What NADAC is/ }).click();
  await expect(page).toHaveURL(/\/blog\/what-is-nadac$/);
  await expect(page.getByText(/min read/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  const compare = page.getByRole('region', { name: 'Compare prices' });
  const drugLink = compare.getByRole('link').first();
  const drugName = ((await drugLink.textContent()) ?? '').replace(/ prices$/, '');
  await drugLink.click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(drugName);
});

test('a draft opens only through its preview link', async ({ page }) => {
  const draft = '/blog/traveling-with-medications-over-the-holidays';
  expect((await page.goto(draft))?.status()).toBe(404);
  await page.goto(
    `/blog/preview/traveling-with-medications-over-the-holidays?token=fillwell-draft-preview`,
  );
  await expect(page.getByText('Draft preview: not published yet')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('a contact request and a price-match claim reach the outbox', async ({ page }) => {
  await page.goto('/contact-us/pharmacists');
  await page.getByLabel('Your name').fill('Pat Chen');
  await page.getByLabel('E-mail').fill('pat.chen@pharmacy.example');
  await page.getByLabel('How can we help?').fill('How does the discount card pay us?');
  await page.getByRole('button', { name: 'Send message' }).click();
  const received = page.getByRole('status').filter({ hasText: 'We received your request' });
  await expect(received).toBeVisible();
  const reference = (await received.locator('strong').textContent()) ?? '';
  expect(reference).toMatch(/^FW-/);
  await expectNoSeriousA11yViolations(page);

  await page.goto('/price-match-guarantee');
  await page.getByRole('button', { name: 'Send claim' }).click();
  await expect(page.getByText('Please enter the order number')).toBeVisible();
  await page.getByLabel('Your name').fill('Pat Chen');
  await page.getByLabel('E-mail').fill('pat.claim@pharmacy.example');
  await page.getByLabel('Order number').fill('ORD-77');
  await page.getByLabel('Medication, strength and quantity').fill('Lisinopril 10 mg, 30 tablets');
  await page.getByLabel('Lower price ($)').fill('3.10');
  await page.getByLabel('Where you saw it').fill('Corner pharmacy, Elm Street');
  await page.getByRole('button', { name: 'Send claim' }).click();
  await expect(page.getByText('We received your request')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  const outbox = await page.request.get(buildApiPath('dev/outbox'));
  const { result } = (await outbox.json()) as {
    result: Array<{ recipient: string; subject: string }>;
  };
  expect(result.find((mail) => mail.recipient === 'pat.chen@pharmacy.example')?.subject).toContain(
    reference,
  );
  expect(result.some((mail) => mail.recipient === 'pat.claim@pharmacy.example')).toBe(true);
});

test('the participating pharmacies narrow by state with real counts', async ({ page }) => {
  await page.goto('/participating-pharmacies');
  const count = page.getByRole('status').filter({ hasText: /pharmac(y|ies)$/ });
  await expect(count).toBeVisible();
  const state = page.getByLabel('State');
  const firstState = (await state.locator('option').nth(1).textContent()) ?? '';
  await state.selectOption({ index: 1 });
  const expected = /\((\d+)\)$/.exec(firstState)?.[1] ?? '';
  await expect(count).toHaveText(new RegExp(`^${expected} pharmac`));
  await expect(page).toHaveURL(/state=[A-Z]{2}/);
  await expectNoSeriousA11yViolations(page);
});

test('a careers department lists its openings', async ({ page }) => {
  await page.goto('/careers');
  await page.getByRole('link', { name: /Engineering/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Engineering' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Openings' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  expect((await page.goto('/careers/astronauts'))?.status()).toBe(404);
});

test('the feedback survey takes one answer and thanks the person', async ({ page }) => {
  await page.goto('/feedback');
  await expect(page).toHaveURL(/\/feedback\/nps$/);
  await expect(page.getByRole('heading', { level: 1, name: 'How are we doing?' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Send feedback' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please choose a score');
  await page.getByRole('radio', { name: '9' }).check({ force: true });
  await page.getByLabel('Tell us more (optional)').fill('Clear prices.');
  await page.getByRole('button', { name: 'Send feedback' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Thank you' })).toHaveText(
    'Thank you for your feedback.',
  );
  await expectNoSeriousA11yViolations(page);
  await page.reload();
  await expect(page.getByRole('status').filter({ hasText: 'Thank you' })).toHaveText(
    'Thank you for your feedback.',
  );
  expect((await page.goto('/feedback/mood'))?.status()).toBe(404);
});

test('a landing page prices its drugs live and leads into a treatment', async ({ page }) => {
  const response = await page.goto('/ed');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Erectile dysfunction treatment, online',
  );
  const prices = page.getByRole('region', { name: 'Prices today' });
  await expect(prices.getByRole('link').first()).toContainText(/\$\d+\.\d{2}/);
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('link', { name: 'Start an online visit' }).click();
  await expect(page).toHaveURL(/\/treatments\/erectile-dysfunction$/);
});

test('a city page lists real pharmacies with prices, also to a crawler', async ({ page }) => {
  const html = await (await page.request.get('/philly')).text();
  expect(html).toContain('"@type":"Pharmacy"');
  await page.goto('/philly');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Prescription prices in Philadelphia, PA',
  );
  const pharmacies = page.getByRole('region', { name: 'Pharmacies in Philadelphia' });
  await expect(pharmacies.getByRole('listitem').first()).toContainText(', PA ');
  const prices = page.getByRole('region', { name: 'Lowest prices in Philadelphia' });
  await expect(prices.getByRole('link').first()).toContainText(/at .+\$\d+\.\d{2}|\$\d+\.\d{2}/);
  await expectNoSeriousA11yViolations(page);
});

test('the newsletter is confirmed through its e-mailed link', async ({ page }) => {
  await page.goto('/blog');
  const signup = page.getByRole('region', { name: 'Get new posts by e-mail' });
  await signup.getByLabel('E-mail').fill('newsletter.reader@example.com');
  await signup.getByRole('checkbox', { name: 'Living well' }).uncheck();
  await signup.getByRole('button', { name: 'Subscribe' }).click();
  await expect(signup.getByRole('status')).toHaveText(
    'Check your e-mail: follow the link we sent to confirm.',
  );
  const outbox = await page.request.get(buildApiPath('dev/outbox'));
  const { result } = (await outbox.json()) as {
    result: Array<{ recipient: string; body: string }>;
  };
  const mail = result.find((message) => message.recipient === 'newsletter.reader@example.com');
  const link = /https?:\/\/\S+\/blog\/newsletter\/\S+/.exec(mail?.body ?? '')?.[0] ?? '';
  await page.goto(new URL(link).pathname + new URL(link).search);
  await expect(
    page.getByText('Confirm the newsletter for newsletter.reader@example.com'),
  ).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Living well' })).not.toBeChecked();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Confirm subscription' }).click();
  const saved = page.getByRole('main').getByRole('status');
  await expect(saved).toHaveText('You are subscribed to 3 topics.');
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(saved).toHaveText('You are unsubscribed. We will not e-mail you again.');
});

test('the online doctor visits page lists the conditions treated with today’s prices', async ({
  page,
}) => {
  await page.goto('/online-rx');
  const conditions = page.getByRole('region', { name: 'Conditions we treat online' });
  await expect(conditions).toContainText('Each visit costs $5.00');
  await expect(conditions.getByRole('listitem').first()).toContainText(/from \$\d+\.\d{2}/);
  await conditions.getByRole('link', { name: 'Erectile dysfunction' }).click();
  await expect(page).toHaveURL(/\/treatments\/erectile-dysfunction$/);
});
