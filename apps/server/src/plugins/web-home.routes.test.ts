// The home page as the server renders it for signed-out visitors (decision 66, issue 22): the categories, the
// companies trending this week and the latest reviews are in its first HTML, with nothing hidden or anonymous leaking.
import { describe, expect, it } from 'vitest';
import type { Review } from '@redress/contract';
import { pageOf, rootOf, useTestAppWithPages } from '../../test/pages.ts';
import { companyWithOwner, customerNamed } from '../../test/public-content.ts';
import { categories } from '../db/schema/index.ts';

const t = useTestAppWithPages();

const home = async () => {
  const r = await pageOf(t)('/');
  expect(r.statusCode).toBe(200);
  return r.body;
};

const write = async (auth: Record<string, string>, companyId: string, title: string, extra: object = {}) => {
  const r = await t.app.inject({ method: 'POST', url: '/api/review', headers: auth, payload: { organizationId: companyId, experiencedOn: '2026-10-01', rating: 5, review: title, description: `All about ${title}.`, ...extra } });
  expect(r.statusCode, r.body).toBe(201);
  return r.json<{ review: Review }>().review;
};

describe('the home page, rendered by the server', () => {
  it('says plainly when nothing happened yet: no trending company, no review, nothing invented', async () => {
    const root = rootOf(await home());
    expect(root).toContain('Find a company');
    expect(root).toContain('Trending this week');
    expect(root).toContain('Nothing new in the last 7 days yet');
    expect(root).toContain('No reviews yet');
  });

  it('has the categories, the trending companies and the latest reviews in its first HTML; hidden and anonymous never leak', async () => {
    await t.app.database.db.insert(categories).values([{ name: 'Kitchen & home' }, { name: 'Telecoms' }]);
    const kettles = await companyWithOwner(t, 'Frontdoor Kettles');
    const author = await customerNamed(t, 'Zanele', 'Quietsurname');
    const other = await customerNamed(t, 'Sipho', 'Mokoena');
    const open = await write(other.auth, kettles.id, 'Boils in two minutes');
    const anonymous = await write(author.auth, kettles.id, 'Said without my name', { anonymous: true });
    await write(other.auth, kettles.id, 'Kept out of sight', { hidden: true });

    const html = await home();
    const root = rootOf(html);
    // Categories, each a link to explore filtered by it.
    expect(root).toContain('href="/companies/explore?Filter=Kitchen+%26+home"');
    expect(root).toContain('Telecoms</a>');
    // Trending: the company, with the figures it is ranked by (the hidden review does not count).
    expect(root).toContain('Frontdoor Kettles');
    expect(root).toContain('<strong>2 new this week</strong>: 2 reviews');
    // The latest reviews, newest first, each a link to its page; the anonymous one as "Anonymous".
    expect(root.indexOf('Said without my name')).toBeLessThan(root.indexOf('Boils in two minutes'));
    expect(root).toContain(`href="/reviews/${open.id}"`);
    expect(root).toContain(`href="/reviews/${anonymous.id}"`);
    expect(root).toContain('Anonymous');
    for (const leak of ['Kept out of sight', 'Zanele', 'Quietsurname', author.user.email, author.user.id]) expect(html, leak).not.toContain(leak);
  });
});
