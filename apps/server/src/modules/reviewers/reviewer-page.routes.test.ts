// A reviewer's profile page as the server renders it for a signed-out visitor (decisions 66 and 176), on the real web
// build: the name, member since and figures in the first HTML with schema.org's ProfilePage about a Person; a named
// review's page links its author there; a private profile is a 404 page.
import { describe, expect, it } from 'vitest';
import type { Profile, Review } from '@redress/contract';
import { jsonLdOf, pageOf, rootOf, useTestAppWithPages } from '../../../test/pages.ts';
import { companyWithOwner, customerNamed } from '../../../test/public-content.ts';

const t = useTestAppWithPages();

const page = pageOf(t);

describe('the reviewer profile page (server-rendered)', () => {
  it('arrives rendered with the name, member since, figures and reviews, and a valid ProfilePage about a Person; never the surname or anything anonymous', async () => {
    const shop = await companyWithOwner(t, 'Rendered Kettles');
    const author = await customerNamed(t, 'Palesa', 'Surnamehidden');
    const write = async (title: string, extra: object = {}) => {
      const r = await t.app.inject({
        method: 'POST', url: '/api/review', headers: author.auth,
        payload: { organizationId: shop.id, rating: 5, review: title, description: `All about ${title}.`, experiencedOn: '2026-10-01', ...extra },
      });
      expect(r.statusCode, r.body).toBe(201);
      return r.json<{ review: Review }>().review;
    };
    const named = await write('Named kettle praise');
    await write('Whispered kettle praise', { anonymous: true });
    const code = (await t.app.inject({ url: `/api/profilemanagement/get_profile/${author.user.id}/web`, headers: author.auth })).json<Profile>().profileCode;

    const r = await page(`/reviewers/${code}`);
    expect(r.statusCode).toBe(200);
    const root = rootOf(r.body);
    expect(root).toContain('Palesa S.');
    expect(root).toMatch(/Member since (<!-- -->)?Jan 2020/);
    expect(root).toContain('Named kettle praise');
    expect(root).toMatch(/Public reviews[\s\S]*?1<\/dd>|1<\/dd>[\s\S]*?Public reviews/);
    for (const leak of ['Surnamehidden', author.user.email, 'Whispered kettle praise']) expect(r.body).not.toContain(leak);
    const ld = jsonLdOf(r.body);
    expect(ld).toMatchObject({
      '@context': 'https://schema.org', '@type': 'ProfilePage', url: `https://redress.example/reviewers/${code}`,
      mainEntity: { '@type': 'Person', name: 'Palesa S.', agentInteractionStatistic: { '@type': 'InteractionCounter', userInteractionCount: 1 } },
    });
    expect((ld.hasPart as { name: string }[]).map((x) => x.name)).toEqual(['Named kettle praise']);

    // The named review's page links its author's profile, in the markup and in its schema.org author.
    const reviewPage = await page(`/reviews/${named.id}`);
    expect(rootOf(reviewPage.body)).toContain(`href="/reviewers/${code}"`);
    expect(jsonLdOf(reviewPage.body)).toMatchObject({ author: { '@type': 'Person', name: 'Palesa S.', url: `https://redress.example/reviewers/${code}` } });

    // Private: the page is a 404 and the review no longer links.
    const off = await t.app.inject({ method: 'POST', url: `/api/profilemanagement/update_profile/${author.user.id}`, headers: author.auth, payload: { profilePublic: false } });
    expect(off.statusCode, off.body).toBe(200);
    const gone = await page(`/reviewers/${code}`);
    expect(gone.statusCode).toBe(404);
    expect(gone.body).not.toContain('Palesa');
    expect((await page(`/reviews/${named.id}`)).body).not.toContain(`/reviewers/${code}`);
  });
});
