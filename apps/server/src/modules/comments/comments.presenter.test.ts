import { describe, expect, it } from 'vitest';
import type { Actor } from '../../lib/tokens.ts';
import { ANONYMOUS_NAME, presentComment, STAFF_NAME } from './comments.presenter.ts';
import type { CommentView } from './comments.repository.ts';

const targetAuthor = '00000000-0000-7000-8000-00000000000a';
const companyId = '00000000-0000-7000-8000-0000000000b1';
const view = (patch: Partial<CommentView['comment']> = {}, anonymous = true): CommentView => ({
  comment: {
    id: '00000000-0000-7000-8000-0000000000c1', targetId: '00000000-0000-7000-8000-0000000000d1', parentId: null, authorId: targetAuthor, companyId: null,
    commentType: 'comment', initiator: 'customer', commentText: 'Still broken', votes: 2, deletedAt: null,
    createdAt: new Date('2026-11-22T10:00:00Z'), updatedAt: new Date('2026-11-22T10:00:00Z'), ...patch,
  },
  author: { id: patch.authorId ?? targetAuthor, firstName: 'Thandi', lastName: 'Nkosi', email: 'thandi@example.com', profileType: 'user', removed: false },
  companyName: patch.companyId ? 'Kestrel Mobile' : null,
  thread: { customerId: targetAuthor, anonymous },
  hasVoted: false,
});
const user = (id: string): Actor => ({ id, role: 'user', companyId: null, permissions: [] });
const stranger = user('00000000-0000-7000-8000-00000000000f');
const company: Actor = { id: '00000000-0000-7000-8000-00000000000e', role: 'organization', companyId, permissions: [] };

describe('a comment, whatever its target', () => {
  it('names its target by the kind\'s key: complaintId or reviewId', () => {
    expect(presentComment('complaint', view(), stranger, false)).toMatchObject({ complaintId: view().comment.targetId });
    const onReview = presentComment('review', view(), stranger, false);
    expect(onReview).toMatchObject({ reviewId: view().comment.targetId });
    expect(onReview).not.toHaveProperty('complaintId');
  });

  it('the anonymous target\'s author is Anonymous on its thread to everyone but themselves and the kind\'s moderators', () => {
    for (const viewer of [null, stranger, company]) {
      expect(presentComment('review', view(), viewer, false).customerDto).toEqual({ customerId: null, customerName: ANONYMOUS_NAME, customerEmail: null });
    }
    expect(presentComment('review', view(), user(targetAuthor), false).name).toBe('Thandi Nkosi');
    expect(presentComment('review', view(), { ...stranger, role: 'admin' }, true).customerDto.customerEmail).toBe('thandi@example.com');
    // Someone else's comment on an anonymous thread is named as usual.
    expect(presentComment('review', view({ authorId: stranger.id }), company, false).name).toBe('Thandi N.');
  });

  it('the company speaks as itself and staff as the team; who typed it is for moderators and the typist', () => {
    const answer = view({ authorId: company.id, companyId, initiator: 'company' }, false);
    expect(presentComment('review', answer, stranger, false)).toMatchObject({ name: 'Kestrel Mobile', customerId: null });
    expect(presentComment('review', answer, company, false)).toMatchObject({ name: 'Kestrel Mobile', customerId: company.id });
    expect(presentComment('review', view({ authorId: stranger.id, initiator: 'company' }, false), null, false).name).toBe(STAFF_NAME);
  });

  it('its author and the kind\'s moderators may delete it', () => {
    expect(presentComment('review', view(), user(targetAuthor), false).canDelete).toBe(true);
    expect(presentComment('review', view(), stranger, false).canDelete).toBe(false);
    expect(presentComment('review', view(), { ...stranger, role: 'admin' }, true).canDelete).toBe(true);
  });
});
