// Comments through the comments module on its second target kind, reviews: threads, the company answering as itself
// (free), anonymous and hidden reviews, deletion, and bad input. Complaint comments keep their tests in complaints/.
import { describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import type { ReviewComment } from '@redress/contract';
import { auditEntries, mailOutbox, reviewComments, reviews } from '../../db/schema/index.ts';
import { useTestApp } from '../../../test/app.ts';
import { targetFactories } from '../../../test/targets.ts';

const t = useTestApp();
const f = targetFactories(t);

const comment = (auth: Record<string, string>, payload: object) => t.app.inject({ method: 'POST', url: '/api/review/comment', headers: auth, payload });
const countOf = async (id: string) => (await t.app.database.db.select({ n: reviews.commentsCount }).from(reviews).where(eq(reviews.id, id)))[0]!.n;

describe('review comments', () => {
  it('a customer comments, the company answers as the company (no plan needed) and replies thread under the comment', async () => {
    const [author, fan, c] = await Promise.all([f.customer(), f.customer(), f.company()]);
    const r = await f.review(author.user.id, c.company.id);
    const first = await comment(fan.auth, { reviewId: r.uniqueId, commentText: 'Did they charge for it?' });
    expect(first.statusCode, first.body).toBe(201);
    const asked = first.json<{ returnId: string; comment: ReviewComment }>();
    expect(asked.comment).toMatchObject({ reviewId: r.id, commentType: 'comment', initiator: 'customer', name: `${fan.user.firstName} ${fan.user.lastName}`, canDelete: true, votes: 0 });
    expect(asked.comment).not.toHaveProperty('complaintId');

    const answer = await comment(c.staffAuth, { reviewId: r.id, commentText: 'No charge: it was under warranty.', parent: asked.returnId });
    expect(answer.statusCode, answer.body).toBe(201);
    expect(answer.json().comment).toMatchObject({ initiator: 'company', commentType: 'reply', parent: asked.returnId, name: c.company.name });
    // A reply to a reply joins the top-level comment's thread.
    const again = await comment(fan.auth, { reviewId: r.id, commentText: 'Thanks!', parent: answer.json().returnId });
    expect(again.json().comment.parent).toBe(asked.returnId);
    expect(await countOf(r.id)).toBe(3);
  });

  it('the company answers an anonymous review too; a hidden review is the company\'s and its author\'s only', async () => {
    const [author, stranger, c] = await Promise.all([f.customer(), f.customer(), f.company()]);
    const anon = await f.review(author.user.id, c.company.id, { anonymous: true });
    const mine = await comment(author.auth, { reviewId: anon.id, commentText: 'Update: still works.' });
    expect(mine.json().comment.customerDto.customerName).toBe(`${author.user.firstName} ${author.user.lastName}`);
    const companyView = await t.app.inject({ method: 'POST', url: '/api/review/comment', headers: c.ownerAuth, payload: { reviewId: anon.id, commentText: 'Glad to hear it.' } });
    expect(companyView.statusCode).toBe(201);
    const rows = await t.app.database.db.select().from(reviewComments).where(eq(reviewComments.reviewId, anon.id));
    expect(rows.map((x) => x.initiator).sort()).toEqual(['company', 'customer']);

    const hidden = await f.review(author.user.id, c.company.id, { hidden: true });
    const peek = await comment(stranger.auth, { reviewId: hidden.id, commentText: 'peek' });
    expect(peek.statusCode).toBe(404);
    expect(peek.json().message).toBe('Review not found');
    expect((await comment(c.ownerAuth, { reviewId: hidden.id, commentText: 'We are sorry.' })).statusCode).toBe(201);
    expect((await comment(author.auth, { reviewId: hidden.id, commentText: 'Thank you.' })).statusCode).toBe(201);
    expect(await countOf(hidden.id)).toBe(2);
  });

  it('a deleted review takes no comments; an unverified customer and a plain admin are refused; bad input names the field', async () => {
    const [author, fan, unverified, c] = await Promise.all([f.customer(), f.customer(), f.customer({ verified: false }), f.company()]);
    const gone = await f.review(author.user.id, c.company.id, { deletedAt: new Date() });
    expect((await comment(fan.auth, { reviewId: gone.id, commentText: 'hello?' })).statusCode).toBe(404);
    const moderator = await f.admin(['reviews.moderate']);
    const late = await comment(moderator, { reviewId: gone.id, commentText: 'hello?' });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('This review is deleted: it takes no more comments');

    const r = await f.review(author.user.id, c.company.id);
    expect((await comment(unverified.auth, { reviewId: r.id, commentText: 'hi' })).statusCode).toBe(403);
    expect((await comment(await f.admin(['complaints.moderate']), { reviewId: r.id, commentText: 'hi' })).statusCode).toBe(403);
    const empty = await comment(fan.auth, { reviewId: r.id, commentText: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('commentText: is required');
    const long = await comment(fan.auth, { reviewId: r.id, commentText: 'x'.repeat(2001) });
    expect(long.json().message).toBe('commentText: is at most 2000 characters');
    const badParent = await comment(fan.auth, { reviewId: r.id, commentText: 'hi', parent: crypto.randomUUID() });
    expect(badParent.statusCode).toBe(400);
    expect(badParent.json().message).toBe('parent: is not a comment on this review');
    expect(await countOf(r.id)).toBe(0);
    // A moderator speaks as the team.
    expect((await comment(moderator, { reviewId: r.id, commentText: 'Please keep it civil.' })).json().comment).toMatchObject({ initiator: 'company', name: 'Redress team' });
  });

  it('its author or a reviews moderator deletes a comment and its replies; someone else cannot', async () => {
    const [author, fan, other, c] = await Promise.all([f.customer(), f.customer(), f.customer(), f.company()]);
    const r = await f.review(author.user.id, c.company.id);
    const top = (await comment(fan.auth, { reviewId: r.id, commentText: 'Which branch?' })).json().returnId as string;
    await comment(c.ownerAuth, { reviewId: r.id, commentText: 'Rosebank.', parent: top });
    const del = (auth: Record<string, string>, id: string) => t.app.inject({ method: 'DELETE', url: `/api/review/comment/${id}`, headers: auth });
    expect((await del(other.auth, top)).statusCode).toBe(403);
    expect(await countOf(r.id)).toBe(2);
    expect((await del(fan.auth, top)).json()).toEqual({ message: 'Comment deleted' });
    expect(await countOf(r.id)).toBe(0);
    expect((await del(fan.auth, top)).statusCode).toBe(404);

    const later = (await comment(other.auth, { reviewId: r.id, commentText: 'Spam spam' })).json().returnId as string;
    expect((await del(await f.admin(['reviews.moderate']), later)).statusCode).toBe(200);
    const audited = await t.app.database.db.select().from(auditEntries).where(eq(auditEntries.entityId, later));
    expect(audited.map((a) => a.action)).toEqual(['comment.delete']);
  });
});

// The author's verified address and name ride along with the session, which is kept between requests (decisions 110
// and 137): a change to either is seen on the very next request, never a stale copy.
describe('the author as the account is now', () => {
  const randomIp = () => `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`;
  const post = (url: string, payload: object, headers: Record<string, string> = {}) => t.app.inject({ method: 'POST', url, payload, headers, remoteAddress: randomIp() });

  it('a customer who verifies their address comments at once, with the same sign-in', async () => {
    const [author, c] = await Promise.all([f.customer(), f.company()]);
    const r = await f.review(author.user.id, c.company.id);
    const me = await f.customer({ verified: false });
    const refused = await comment(me.auth, { reviewId: r.id, commentText: 'Same thing happened to me.' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Please verify your email address to continue');

    expect((await post('/api/auth/ResendVerificationOtp', { username: me.user.email })).statusCode).toBe(200);
    // The code as the owner reads it in their inbox.
    const [mail] = await t.app.database.db.select({ text: mailOutbox.text }).from(mailOutbox).where(eq(mailOutbox.to, me.user.email)).orderBy(desc(mailOutbox.createdAt)).limit(1);
    const otp = mail!.text!.match(/\b(\d{6})\b/)![1]!;
    expect((await post('/api/auth/verify_account', { email: me.user.email, otp })).statusCode).toBe(200);

    const accepted = await comment(me.auth, { reviewId: r.id, commentText: 'Same thing happened to me.' });
    expect(accepted.statusCode, accepted.body).toBe(201);
  });

  it('a customer who changes their name comments under the new name at once, and is told so in the notification', async () => {
    const [author, me, c] = await Promise.all([f.customer(), f.customer(), f.company()]);
    const r = await f.review(author.user.id, c.company.id);
    const before = await comment(me.auth, { reviewId: r.id, commentText: 'First.' });
    expect(before.json().comment.name).toBe(`${me.user.firstName} ${me.user.lastName}`);

    const renamed = await post(`/api/profilemanagement/update_profile/${me.user.id}`, { firstName: 'Zanele', lastName: 'Mthembu' }, me.auth);
    expect(renamed.statusCode, renamed.body).toBe(200);
    const after = await comment(me.auth, { reviewId: r.id, commentText: 'Second.' });
    expect(after.json().comment.name).toBe('Zanele Mthembu');
    const bell = await t.app.inject({ url: '/api/notification?page=1&size=1', headers: author.auth });
    expect(bell.json().data[0].title).toBe('Zanele M. commented on your review');
  });
});
