// Stored XSS (issue 42): a customer and a new business store the classic payloads in every text they write that is
// shown to others (complaint title and text, review title and text, a comment, the company's answers, its name and
// profile fields; a display name and a javascript: website are refused at the door). The pages that show them (the
// server-rendered public pages and the app they hydrate into, the business portal, the admin screens) run none of
// them: every payload sets window.__xss or opens a dialog if it runs, and neither happens; the text is shown as text.
import type { Page } from '@playwright/test';
import { expect, hydrate, noteHydration, test } from './fixtures.ts';
import { accessTokenOf, captchaHeader, signIn, verifiedCustomer } from './session.ts';

const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
/** Each payload runs `window.__xss = '<where>'` (or alert) if it ever executes. */
const payloads = (where: string) => [
  `<script>window.__xss='${where}'</script>`,
  `<img src=x onerror="window.__xss='${where}';alert(1)">`,
  `"><svg onload="window.__xss='${where}'">`,
  `[click here](javascript:window.__xss='${where}')`,
  `\${window.__xss='${where}'} {{constructor.constructor('window.__xss=1')()}} <a href="javascript:window.__xss='${where}'">link</a>`,
];
const IMG = '<img src=x onerror=';

/** What a page ran: the flag, dialogs, and elements the payloads would have made. */
async function expectNothingRan(page: Page, dialogs: string[], where: string) {
  expect(await page.evaluate<unknown>('window.__xss'), `${where}: window.__xss`).toBeUndefined();
  expect(dialogs, `${where}: dialogs`).toEqual([]);
  await expect(page.locator('img[src="x"], svg[onload], [onerror], a[href^="javascript:" i]'), `${where}: injected elements`).toHaveCount(0);
}

async function watch(page: Page) {
  const dialogs: string[] = [];
  page.on('dialog', (d) => { dialogs.push(d.message()); void d.dismiss(); });
  return dialogs;
}

/** Wakes the app (a pointer over the page, twice) and waits until it has hydrated (fixtures.ts). */
const wake = (page: Page) => hydrate(page, async () => {
  await page.mouse.move(5, 5);
  await page.mouse.move(9, 9);
});

test.describe('stored XSS payloads', () => {
  test('run nowhere they are shown, and read as text', async ({ page, browser, baseURL }) => {
    test.setTimeout(90_000);
    // A new business whose name carries a payload, with its profile fields full of them.
    const companyName = `Pay ${IMG}"window.__xss=1"> ${stamp}`;
    const owner = await verifiedCustomer(page, 'xss-owner', { profileType: 'organization', companyName });
    const ownerDialogs = await watch(page);
    const me = (await (await page.request.get('/api/auth/me', { headers: owner.auth })).json()) as { companyId: string };
    const profile = await page.request.put(`/api/company/UpdateProfile/${me.companyId}`, {
      headers: owner.auth,
      data: { description: `We fix things. ${payloads('description').join(' ')}`, serviceOffered: payloads('service')[1], organizationName: payloads('org')[2], address: payloads('address')[0] },
    });
    expect(profile.status(), await profile.text()).toBe(200);
    const jsWebsite = await page.request.put(`/api/company/UpdateProfile/${me.companyId}`, { headers: owner.auth, data: { website: 'javascript:window.__xss=1' } });
    expect(jsWebsite.status()).toBe(400);
    const company = (await (await page.request.get(`/api/company/GetCompany/${me.companyId}`)).json()) as { slug: string; name: string };
    expect(company.name).toBe(companyName);

    // A customer files a complaint and writes a review with payloads, and comments; a payload name is refused.
    const customerContext = await browser.newContext({ baseURL });
    const customer = await customerContext.newPage();
    const customerDialogs = await watch(customer);
    const { auth } = await verifiedCustomer(customer, 'xss-customer');
    const userId = ((await (await customer.request.get('/api/auth/me', { headers: auth })).json()) as { id: string }).id;
    const name = await customer.request.post(`/api/profilemanagement/update_profile/${userId}`, { headers: auth, data: { firstName: '<script>x</script>', lastName: `${IMG}1>` } });
    expect(name.status()).toBe(400);
    const title = `Refund ${IMG}"window.__xss='title'"> "><svg onload="window.__xss='title'"> ${stamp}`;
    const filed = await customer.request.post('/api/complaint', {
      headers: { ...auth, ...(await captchaHeader(customer.request)) },
      data: { complaint: title, experience: `They never refunded me. ${payloads('experience').join('\n')}`, experiencedOn: '2026-10-01', organizationId: me.companyId },
    });
    expect(filed.status(), await filed.text()).toBe(201);
    const complaintId = ((await filed.json()) as { returnId: string }).returnId;
    const comment = await customer.request.post('/api/comment', { headers: auth, data: { complaintId, commentText: `Still waiting ${payloads('comment').join(' ')}` } });
    expect(comment.status(), await comment.text()).toBe(201);
    const written = await customer.request.post('/api/review', {
      headers: { ...auth, ...(await captchaHeader(customer.request)) },
      data: { organizationId: me.companyId, experiencedOn: '2026-10-01', rating: 2, review: `Slow ${payloads('review')[0]} ${stamp}`, description: `Three weeks late. ${payloads('review-text').join(' ')}` },
    });
    expect(written.status(), await written.text()).toBe(201);
    const reviewId = ((await written.json()) as { returnId: string }).returnId;

    // A new account's review is held for checks (decision 173): a moderator lets it out, with a note of payloads.
    const adminContext = await browser.newContext({ baseURL });
    const admin = await adminContext.newPage();
    const adminDialogs = await watch(admin);
    await signIn(admin, 'admin');
    const released = await admin.request.post(`/api/admin/review/${reviewId}/moderation`, {
      headers: { authorization: `Bearer ${await accessTokenOf(admin)}` }, data: { action: 'restore', reason: 'other', note: payloads('note')[1] },
    });
    expect(released.status(), await released.text()).toBe(200);

    // The company answers both.
    for (const [url, data] of [['/api/comment', { complaintId }], ['/api/review/comment', { reviewId }]] as const) {
      const answered = await page.request.post(url, { headers: owner.auth, data: { ...data, commentText: `We are sorry. ${payloads('answer').join(' ')}` } });
      expect(answered.status(), await answered.text()).toBe(201);
    }

    // A visitor: the server-rendered pages, then the same pages once the app has taken them over.
    const visitorContext = await browser.newContext({ baseURL });
    const visitor = await visitorContext.newPage();
    await noteHydration(visitor);
    const visitorDialogs = await watch(visitor);
    for (const [url, shown] of [[`/complaints/${complaintId}`, 'Still waiting'], [`/reviews/${reviewId}`, 'Three weeks late.'], [`/companies/explore/${company.slug}`, 'We fix things.']] as const) {
      await visitor.goto(url);
      await expect(visitor.getByRole('main').getByText(shown).first()).toBeVisible();
      await expect(visitor.getByRole('main').getByText(new RegExp(IMG)).first()).toBeVisible();
      await expectNothingRan(visitor, visitorDialogs, `${url} (server-rendered)`);
      await wake(visitor);
      await expect(visitor.getByRole('main').getByText(new RegExp(IMG)).first()).toBeVisible();
      await expectNothingRan(visitor, visitorDialogs, `${url} (hydrated)`);
    }
    // The answers and comments, in the app.
    await visitor.goto(`/complaints/${complaintId}`);
    await wake(visitor);
    await expect(visitor.getByText(/^We are sorry\./).first()).toBeVisible();
    await expectNothingRan(visitor, visitorDialogs, 'complaint thread');

    // The customer's own lists, the business portal.
    for (const url of ['/complaints', '/reviews']) {
      await customer.goto(url);
      await expect(customer.getByRole('main').getByText(stamp).first()).toBeVisible();
      await expectNothingRan(customer, customerDialogs, `customer ${url}`);
    }
    for (const url of ['/business/complaints', '/business/reviews']) {
      await page.goto(url);
      await expect(page.getByRole('main').getByText(stamp).first()).toBeVisible();
      await expectNothingRan(page, ownerDialogs, `business ${url}`);
    }

    // The admin screens: the moderation lists and their detail dialogs, the company's page.
    for (const [url, list] of [[`/admin/complaints?search=${stamp}`, 'Complaints'], [`/admin/reviews?search=${stamp}`, 'Reviews']] as const) {
      await admin.goto(url);
      const item = admin.getByRole('list', { name: list }).getByRole('listitem');
      await expect(item).toHaveCount(1);
      await item.getByRole('button', { name: new RegExp(stamp) }).click();
      await expect(admin.getByRole('dialog').getByText(new RegExp(IMG)).first()).toBeVisible();
      await expectNothingRan(admin, adminDialogs, `admin ${url}`);
    }
    await admin.goto(`/admin/business/${me.companyId}`);
    await expect(admin.getByRole('main').getByText(stamp).first()).toBeVisible();
    await expectNothingRan(admin, adminDialogs, 'admin company');
    await Promise.all([customerContext.close(), visitorContext.close(), adminContext.close()]);
  });
});
