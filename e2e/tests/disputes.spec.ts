// Disputes (issue 39, decisions 167-168): a company disputes a review from its page, the review stays public with
// the "Under dispute" label, the company and the author each add private evidence, and a moderator finds the dispute
// in the queue, reads both sides and rejects it: the label goes and a neutral line stays. A disputed complaint's card
// on the company's page carries the label too, beside its named author's link to their profile.
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures.ts';
import { accessTokenOf, captchaHeader, DEMO_PASSWORD, signIn, verifiedCustomer } from './session.ts';

const COMPANY_SLUG = 'kestrel-mobile';
/** A verified demo customer other than the one the tests sign in as (seed-demo.ts: the second customer). */
const AUTHOR_EMAIL = 'sipho.dlamini1@example.com';
const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const main = (page: Page) => page.getByRole('main');
const ip = () => `198.22.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`;

/** Signs the author in on `page` (the browser keeps the session). */
async function signInAuthor(page: Page) {
  const r = await page.request.post('/api/auth/login', { data: { email: AUTHOR_EMAIL, password: DEMO_PASSWORD }, headers: { 'x-forwarded-for': ip() } });
  expect(r.ok(), await r.text()).toBe(true);
  return ((await r.json()) as { access_token: string }).access_token;
}

/** Nothing is wider than the screen (360 px on the phone project). */
async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate<number>('document.documentElement.scrollWidth - document.documentElement.clientWidth')).toBeLessThanOrEqual(0);
}

/** The contexts a test opened, closed after it: a signed-in admin's page left open would count as an agent online. */
const opened: BrowserContext[] = [];
test.afterEach(async () => {
  for (const context of opened.splice(0)) await context.close();
});

async function newPage(browser: Browser, baseURL: string | undefined, like: Page) {
  const context = await browser.newContext({ baseURL, viewport: like.viewportSize() });
  opened.push(context);
  return context.newPage();
}

test.describe('disputes', () => {
  test('a company disputes a review, both sides give evidence, a moderator rejects it', async ({ page, browser, baseURL }) => {
    test.setTimeout(180_000);
    const title = `Never delivered ${unique()}`;
    // The author writes a review (in a context of their own).
    const author = await newPage(browser, baseURL, page);
    const token = await signInAuthor(author);
    const company = (await (await author.request.get(`/api/company/GetCompany/${COMPANY_SLUG}`)).json()) as { id: string };
    const created = await author.request.post('/api/review', {
      headers: { authorization: `Bearer ${token}` },
      data: { organizationId: company.id, rating: 1, review: title, description: 'The phone I ordered never arrived and nobody answered my calls.', anonymous: true, experiencedOn: '2026-10-01' },
    });
    expect(created.status(), await created.text()).toBe(201);
    const reviewId = ((await created.json()) as { returnId: string }).returnId;

    // The company's owner disputes it from the review's page.
    await signIn(page, 'business');
    await page.goto(`/reviews/${reviewId}`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await main(page).getByRole('button', { name: `Dispute “${title}”` }).click();
    const dialog = page.getByRole('dialog', { name: 'Dispute this review' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Open dispute' }).click();
    await expect(dialog.getByText('Choose a reason')).toBeVisible();
    await dialog.getByRole('combobox', { name: 'Reason' }).click();
    await page.getByRole('option', { name: 'The author was never a customer' }).click();
    await dialog.getByRole('textbox', { name: 'Statement' }).fill('We have no order from this customer and no phone sent to this address.');
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Open dispute' }).click();
    await expect(page).toHaveURL(/\/business\/disputes\/[0-9a-f-]{36}$/);
    await expect(page.getByTestId('dispute-status')).toHaveText('Open');
    await expect(main(page)).toContainText('We have no order from this customer');
    await expect(page.getByTestId('dispute-deadline')).toBeVisible();
    await page.getByRole('textbox', { name: 'Your evidence' }).fill('Our order system has no order for this review\'s dates.');
    await page.getByRole('button', { name: 'Add evidence' }).click();
    await expect(main(page).getByRole('list', { name: 'Evidence' })).toContainText('The company (you)');
    await expectAccessible(page);
    await expectNoSidewaysScroll(page);
    // The company's list has it.
    await page.goto('/business/disputes');
    await expect(page.getByRole('heading', { level: 1, name: 'Disputes' })).toBeVisible();
    await expect(page.getByRole('link', { name: title })).toBeVisible();
    await expectNoSidewaysScroll(page);

    // The public sees the review, with the label and nothing of the dispute.
    const visitor = await newPage(browser, baseURL, page);
    await visitor.goto(`/reviews/${reviewId}`);
    await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(visitor.getByTestId('dispute-label')).toHaveText('Under dispute');
    await expect(visitor.getByText('We have no order from this customer')).toHaveCount(0);

    // The author is told on their review and adds evidence on the dispute's page.
    await author.goto(`/reviews/${reviewId}`);
    const notice = author.getByTestId('item-dispute');
    await expect(notice).toContainText('disputes your review');
    await notice.getByRole('link', { name: 'Add evidence' }).click();
    await expect(author).toHaveURL(/\/disputes\/[0-9a-f-]{36}$/);
    await expect(main(author)).toContainText('Our order system has no order');
    await author.getByRole('textbox', { name: 'Your evidence' }).fill('I paid on 1 October; the bank statement shows it.');
    await author.getByRole('button', { name: 'Add evidence' }).click();
    await expect(main(author).getByRole('list', { name: 'Evidence' })).toContainText('The author (you)');
    await expectAccessible(author);
    await expectNoSidewaysScroll(author);

    // A moderator finds it in the queue, reads both sides and rejects it.
    const admin = await newPage(browser, baseURL, page);
    await signIn(admin, 'admin');
    await admin.goto('/admin/disputes');
    await expect(admin.getByRole('heading', { level: 1, name: 'Disputes' })).toBeVisible();
    await admin.getByRole('link', { name: title }).click();
    const evidence = main(admin).getByRole('list', { name: 'Evidence' });
    await expect(evidence).toContainText('The company');
    await expect(evidence).toContainText('The author');
    await main(admin).getByRole('button', { name: 'Decide' }).click();
    const decision = admin.getByRole('dialog', { name: 'Decide the dispute' });
    await decision.getByRole('radio', { name: /Rejected/ }).check();
    await decision.getByRole('combobox', { name: 'Reason' }).click();
    await admin.getByRole('option', { name: 'It describes a genuine experience' }).click();
    await decision.getByLabel('Note (optional)').fill('The bank statement matches.');
    await expectAccessible(admin);
    await decision.getByRole('button', { name: 'Decide' }).click();
    await expect(admin.getByTestId('dispute-status')).toHaveText('Rejected');
    await expect(admin.getByTestId('dispute-decision')).toContainText('The bank statement matches.');
    await expectNoSidewaysScroll(admin);

    // The label goes; the neutral line stays; the review is still public.
    await visitor.goto(`/reviews/${reviewId}`);
    await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(visitor.getByTestId('dispute-label')).toHaveCount(0);
    await expect(visitor.getByTestId('dispute-outcome')).toContainText('a moderator looked at both sides and kept it');
  });

  test('a disputed complaint\'s card on the company\'s page says so, and links its named author\'s profile', async ({ page, browser, baseURL }) => {
    test.setTimeout(120_000);
    const title = `Charged twice ${unique()}`;
    const { auth } = await verifiedCustomer(page, 'disputed-complaint');
    const company = (await (await page.request.get(`/api/company/GetCompany/${COMPANY_SLUG}`)).json()) as { id: string };
    const filed = await page.request.post('/api/complaint', {
      headers: { ...auth, ...(await captchaHeader(page.request)) },
      data: { complaint: title, experience: 'The same order was charged twice on my card and nobody has refunded the second charge yet.', experiencedOn: '2026-10-01', organizationId: company.id },
    });
    expect(filed.status(), await filed.text()).toBe(201);
    const complaintId = ((await filed.json()) as { complaint: { id: string } }).complaint.id;

    // The company's owner disputes it (through the API: the review's test walks through the dialog).
    const owner = await newPage(browser, baseURL, page);
    await signIn(owner, 'business');
    const opened = await owner.request.post('/api/dispute', {
      headers: { authorization: `Bearer ${await accessTokenOf(owner)}` },
      data: { itemKind: 'complaint', itemId: complaintId, reason: 'not-a-customer', statement: 'We have no order from this customer and no charge on this card.' },
    });
    expect(opened.status(), await opened.text()).toBe(201);

    // A visitor reads the company's complaints: the card has the label and the author's link, nothing of the dispute.
    const visitor = await newPage(browser, baseURL, page);
    await visitor.goto(`/companies/explore/${COMPANY_SLUG}`);
    const card = main(visitor).getByRole('list', { name: 'Complaints' }).getByRole('listitem').filter({ hasText: title });
    await expect(card.getByTestId('dispute-label')).toHaveText('Under dispute');
    await expect(card.getByRole('link', { name: 'Zanele K.: reviewer profile' })).toBeVisible();
    await expect(main(visitor).getByText('no charge on this card')).toHaveCount(0);
    await expectAccessible(visitor);
    await expectNoSidewaysScroll(visitor);
    await card.getByRole('link', { name: 'Zanele K.: reviewer profile' }).click();
    await expect(visitor).toHaveURL(/\/reviewers\/[0-9a-f]{16}$/);
    await expect(visitor.getByRole('heading', { level: 1, name: 'Zanele K.' })).toBeVisible();
  });
});
