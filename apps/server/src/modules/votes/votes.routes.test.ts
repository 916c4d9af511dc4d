// Votes through the votes module: on reviews (the second target kind) and on comments of either kind. Exact under
// parallel requests (one statement per move), and only on what the voter may see.
import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { complaintCommentVotes, complaintComments, reviewVotes, reviews } from '../../db/schema/index.ts';
import { useTestApp } from '../../../test/app.ts';
import { targetFactories } from '../../../test/targets.ts';

const t = useTestApp();
const f = targetFactories(t);

const votesOf = async (id: string) => (await t.app.database.db.select({ votes: reviews.votes }).from(reviews).where(eq(reviews.id, id)))[0]!.votes;
const voteRows = async (id: string) => Number((await t.app.database.db.select({ n: sql<number>`count(*)` }).from(reviewVotes).where(eq(reviewVotes.reviewId, id)))[0]!.n);
const like = (auth: Record<string, string>, payload: object, dir: 'up' | 'down' = 'up') =>
  t.app.inject({ method: 'POST', url: `/api/review/${dir}Vote`, headers: auth, payload });

describe('review votes', () => {
  it('40 customers liking at once count exactly 40; one customer pressing 15 times at once counts once', async () => {
    const [author, c] = await Promise.all([f.customer(), f.company()]);
    const r = await f.review(author.user.id, c.company.id);
    const fans = await Promise.all(Array.from({ length: 40 }, () => f.customer()));
    const answers = await Promise.all(fans.map((v) => like(v.auth, { reviewId: r.id, customerId: v.user.id })));
    expect(answers.map((a) => a.statusCode)).toEqual(fans.map(() => 200));
    expect(await votesOf(r.id)).toBe(40);

    const eager = await f.customer();
    const presses = await Promise.all(Array.from({ length: 15 }, () => like(eager.auth, { reviewId: r.id })));
    expect(presses.filter((p) => p.statusCode === 200)).toHaveLength(1);
    expect(presses.filter((p) => p.statusCode === 409)).toHaveLength(14);
    expect(await votesOf(r.id)).toBe(41);
    expect(await voteRows(r.id)).toBe(41);

    const back = await Promise.all(fans.slice(0, 10).map((v) => like(v.auth, { reviewId: r.id }, 'down')));
    expect(back.every((b) => b.statusCode === 200)).toBe(true);
    expect(await votesOf(r.id)).toBe(31);
    expect(await voteRows(r.id)).toBe(31);
  });

  it('a stranger cannot vote on a hidden, held or deleted review (404, nothing counted); the company and its author can see the hidden one', async () => {
    const [author, stranger, c] = await Promise.all([f.customer(), f.customer(), f.company()]);
    const hidden = await f.review(author.user.id, c.company.id, { hidden: true });
    const held = await f.review(author.user.id, c.company.id, { status: 'flagged' });
    const gone = await f.review(author.user.id, c.company.id, { deletedAt: new Date() });
    for (const r of [hidden, held, gone]) {
      const answer = await like(stranger.auth, { reviewId: r.id });
      expect(answer.statusCode).toBe(404);
      expect(answer.json().message).toBe('Review not found');
      expect(await votesOf(r.id)).toBe(0);
    }
    // Its author sees it, but never votes on their own review; a business never votes.
    expect((await like(author.auth, { reviewId: hidden.id })).json().message).toBe('You cannot vote on your own review');
    expect((await like(c.ownerAuth, { reviewId: hidden.id })).json().message).toBe('Only customers vote on reviews');
    expect(await votesOf(hidden.id)).toBe(0);
  });

  it('by public code too; one votes as oneself; a withdrawal without a like is a 409; bad input names the field', async () => {
    const [author, fan, c] = await Promise.all([f.customer(), f.customer(), f.company()]);
    const r = await f.review(author.user.id, c.company.id);
    expect((await like(fan.auth, { reviewId: r.uniqueId })).json()).toEqual({ votes: 1, hasVoted: true });
    expect((await like(fan.auth, { reviewId: r.id, customerId: author.user.id }, 'down')).statusCode).toBe(403);
    expect((await like(fan.auth, { reviewId: r.id }, 'down')).json()).toEqual({ votes: 0, hasVoted: false });
    const again = await like(fan.auth, { reviewId: r.id }, 'down');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('You have not voted on this review');
    const bad = await like(fan.auth, { reviewId: 'not-a-review' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^reviewId: /);
    expect(await votesOf(r.id)).toBe(0);
  });
});

describe('comment votes', () => {
  it('on a review comment: once each, exact at once, never one\'s own; a missing comment is "comment not found"', async () => {
    const [author, writer, c] = await Promise.all([f.customer(), f.customer(), f.company()]);
    const r = await f.review(author.user.id, c.company.id);
    const posted = await t.app.inject({ method: 'POST', url: '/api/review/comment', headers: writer.auth, payload: { reviewId: r.id, commentText: 'Same here!' } });
    const commentId = posted.json().returnId as string;
    const fans = await Promise.all(Array.from({ length: 20 }, () => f.customer()));
    const up = (auth: Record<string, string>, dir = 'Up', id = commentId) =>
      t.app.inject({ method: 'POST', url: `/api/review/comment${dir}`, headers: auth, payload: { reviewCommentId: id } });
    await Promise.all(fans.map((v) => up(v.auth)));
    const presses = await Promise.all(Array.from({ length: 8 }, () => up(fans[0]!.auth)));
    expect(presses.every((p) => p.statusCode === 409)).toBe(true);
    expect((await up(fans[1]!.auth, 'Down')).json()).toEqual({ votes: 19, hasVoted: false });
    expect((await up(writer.auth)).statusCode).toBe(403);
    const missing = await up(writer.auth, 'Up', crypto.randomUUID());
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('comment not found');
    // A complaint comment's id is not a review comment's.
    const cp = await f.complaint(author.user.id, c.company.id);
    const onComplaint = await t.app.inject({ method: 'POST', url: '/api/complaint/comment', headers: writer.auth, payload: { complaintId: cp.id, commentText: 'Ouch' } });
    expect((await up(fans[2]!.auth, 'Up', onComplaint.json().returnId)).statusCode).toBe(404);
  });

  it('on a complaint comment: 30 at once count 30; a stranger cannot like a comment on a hidden complaint', async () => {
    const [author, c] = await Promise.all([f.customer(), f.company()]);
    const open = await f.complaint(author.user.id, c.company.id);
    const hidden = await f.complaint(author.user.id, c.company.id, { hidden: true });
    const post = async (complaintId: string) =>
      (await t.app.inject({ method: 'POST', url: '/api/complaint/comment', headers: c.staffAuth, payload: { complaintId, commentText: 'We are on it.' } })).json().returnId as string;
    const [onOpen, onHidden] = [await post(open.id), await post(hidden.id)];
    const fans = await Promise.all(Array.from({ length: 30 }, () => f.customer()));
    await Promise.all(fans.map((v) => t.app.inject({ method: 'POST', url: `/api/commentUp/${onOpen}`, headers: v.auth })));
    const db = t.app.database.db;
    expect((await db.select({ votes: complaintComments.votes }).from(complaintComments).where(eq(complaintComments.id, onOpen)))[0]!.votes).toBe(30);
    expect(await db.$count(complaintCommentVotes, eq(complaintCommentVotes.commentId, onOpen))).toBe(30);

    const peek = await t.app.inject({ method: 'POST', url: '/api/complaint/commentUp', headers: fans[0]!.auth, payload: { commentId: onHidden } });
    expect(peek.statusCode).toBe(404);
    expect(peek.json().message).toBe('comment not found');
    expect(await db.$count(complaintCommentVotes, eq(complaintCommentVotes.commentId, onHidden))).toBe(0);
    // The complaint's own author sees it and may like the company's answer.
    expect((await t.app.inject({ method: 'POST', url: `/api/commentUp/${onHidden}`, headers: author.auth })).json()).toEqual({ votes: 1, hasVoted: true });
  });
});
