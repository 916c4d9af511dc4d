// Who is told what: pure builders, one per thing that happens, each returning the notifications to raise (tested in
// notifications.kinds.test.ts). Nobody is told of their own act; a company is never told who wrote an anonymous item
// (the titles name nobody then), and nothing here reads a hidden author's name: callers pass a name only when public.
import type { ComplaintStatus, NotificationType } from '@redress/contract';

/** One notification to raise; `raiseNotifications` stores it, mails it when its kind mails, and announces it. */
export interface NotificationItem {
  to: { userId: string } | { companyId: string };
  type: NotificationType;
  title: string;
  subtitle?: string | null;
  /** The path it opens. */
  action?: string | null;
  /** Who acted: never notified of, nor mailed, their own act. */
  actorId?: string | null;
  /** What the e-mail quotes (a company's answer). */
  excerpt?: string;
  /** The e-mail's button. */
  button?: string;
  /** In the bell only, even for a kind that mails (a company's later replies in one thread). */
  quiet?: boolean;
  /** A company's answer on a complaint mails with its own template (complaint-response). */
  complaint?: { id: string; companyName: string };
}

export type ItemKind = 'complaint' | 'review';
const pathOf = (kind: ItemKind, id: string) => `/${kind === 'complaint' ? 'complaints' : 'reviews'}/${id}`;
const clip = (s: string, max = 120) => (s.length > max ? `${s.slice(0, max - 1).trimEnd()}…` : s);

export interface Item {
  kind: ItemKind;
  id: string;
  title: string;
  customerId: string;
  companyId: string | null;
}

/** Drops what would tell people of their own act. */
export const withoutSelf = (items: NotificationItem[]): NotificationItem[] =>
  items.filter((i) => !('userId' in i.to) || !i.actorId || i.to.userId !== i.actorId);

/**
 * A comment or reply on an item. The company's answer tells the item's author (mailed when it starts a thread or is the
 * first answer); anyone else's comment tells the author; a reply also tells the comment's author.
 */
export function commentNotices(e: {
  item: Item;
  actorId: string;
  /** The commenter as shown under the comment (the company's name for its answer); null: "Someone". */
  authorName: string | null;
  asCompany: boolean;
  companyName: string | null;
  parentAuthorId: string | null;
  text: string;
  /** The company had not answered this item before. */
  firstAnswer: boolean;
}): NotificationItem[] {
  const { item } = e;
  const who = e.authorName ?? 'Someone';
  const action = pathOf(item.kind, item.id);
  const out: NotificationItem[] = [];
  if (e.asCompany) {
    const company = e.companyName ?? 'The company';
    out.push({
      to: { userId: item.customerId }, type: 'company_answer', title: `${company} answered your ${item.kind}`, subtitle: clip(item.title), action,
      actorId: e.actorId, excerpt: e.text.slice(0, 400), button: 'Read and reply', quiet: !(e.firstAnswer || e.parentAuthorId === null),
      ...(item.kind === 'complaint' ? { complaint: { id: item.id, companyName: company } } : {}),
    });
  } else if (!e.parentAuthorId || e.parentAuthorId !== item.customerId) {
    out.push({ to: { userId: item.customerId }, type: 'comment', title: `${who} commented on your ${item.kind}`, subtitle: clip(item.title), action, actorId: e.actorId });
  }
  if (e.parentAuthorId && (e.parentAuthorId !== item.customerId || !e.asCompany)) {
    out.push({ to: { userId: e.parentAuthorId }, type: 'reply', title: `${who} replied to your comment`, subtitle: clip(e.text), action, actorId: e.actorId });
  }
  return withoutSelf(dedupe(out));
}

/** One notification per person: the first (the most specific) wins. */
function dedupe(items: NotificationItem[]): NotificationItem[] {
  const seen = new Set<string>();
  return items.filter((i) => {
    const key = 'userId' in i.to ? `u:${i.to.userId}` : `c:${i.to.companyId}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

export const STATUS_WORDS: Record<ComplaintStatus, string> = {
  submitted: 'awaiting checks', pending: 'open', 'in-review': 'in review', processed: 'marked solved by the company',
  resolved: 'resolved', unresolved: 'closed as unresolved', overdue: 'overdue', flag: 'held by a moderator',
};

/**
 * A complaint moved. Its author hears of every move they did not make (a company's request for closure is its own
 * kind, a moderator's hold or release a moderation decision); a complaint released from the moderators' checks is new
 * to its company.
 */
export function statusNotices(e: {
  complaint: Item & { anonymous: boolean };
  from: ComplaintStatus;
  to: ComplaintStatus;
  by: 'author' | 'company' | 'moderator' | 'system';
  actorId: string | null;
  /** The author's public name (null when anonymous). */
  customerName: string | null;
}): NotificationItem[] {
  const { complaint: c } = e;
  const action = pathOf('complaint', c.id);
  const subtitle = clip(c.title);
  const out: NotificationItem[] = [];
  if (e.by !== 'author') {
    if (e.to === 'processed' && e.by === 'company') {
      out.push({ to: { userId: c.customerId }, type: 'closure_request', title: 'The company asks you to close your complaint', subtitle, action, actorId: e.actorId, button: 'Accept or decline' });
    } else if (e.by === 'moderator' && (e.to === 'flag' || e.from === 'flag')) {
      const title = e.to === 'flag' ? 'A moderator held your complaint for review' : `A moderator released your complaint: it is ${STATUS_WORDS[e.to]}`;
      out.push({ to: { userId: c.customerId }, type: 'moderation', title, subtitle, action, actorId: e.actorId, button: 'See your complaint' });
    } else {
      out.push({ to: { userId: c.customerId }, type: 'status', title: `Your complaint is now ${STATUS_WORDS[e.to]}`, subtitle, action, actorId: e.actorId, button: 'See your complaint' });
    }
  }
  // Held for checks until now: the company had not seen it.
  if (e.from === 'submitted' && e.to !== 'flag' && c.companyId) out.push(...newComplaintNotices({ complaint: c, customerName: e.customerName }));
  return withoutSelf(out);
}

/**
 * Complaints the 9 pm rule made overdue: the company's people are told in the bell (the weekly overdue summary mails
 * them), the author that the company missed its due time (a status notice, mailed unless they turned it off).
 */
export function overdueNotices(rows: readonly { id: string; title: string; companyId: string | null; customerId: string }[]): NotificationItem[] {
  return rows.flatMap((c) => {
    const action = pathOf('complaint', c.id);
    const subtitle = clip(c.title);
    const author: NotificationItem = {
      to: { userId: c.customerId }, type: 'status', title: 'The company did not answer in time: your complaint is now overdue', subtitle, action,
      actorId: null, button: 'See your complaint',
    };
    return c.companyId
      ? [{ to: { companyId: c.companyId }, type: 'overdue', title: 'A complaint is overdue: answer it now', subtitle, action, actorId: null }, author]
      : [author];
  });
}

/** A new complaint the company can see (not one held for checks): to every member of the company. */
export function newComplaintNotices(e: { complaint: Item & { anonymous: boolean }; customerName: string | null }): NotificationItem[] {
  const c = e.complaint;
  if (!c.companyId) return [];
  const title = !c.anonymous && e.customerName ? `${e.customerName} made a complaint about your company` : 'Someone made a complaint about your company';
  return [{ to: { companyId: c.companyId }, type: 'new_complaint', title, subtitle: clip(c.title), action: pathOf('complaint', c.id), actorId: c.customerId, button: 'Answer it' }];
}

export function newReviewNotices(e: { review: Item & { anonymous: boolean; rating: number }; customerName: string | null }): NotificationItem[] {
  const r = e.review;
  if (!r.companyId) return [];
  const who = !r.anonymous && e.customerName ? e.customerName : 'Someone';
  return [{ to: { companyId: r.companyId }, type: 'new_review', title: `${who} reviewed your company: ${r.rating} of 5 stars`, subtitle: clip(r.title), action: pathOf('review', r.id), actorId: r.customerId }];
}

/** Ratings are never signed by name on the company's side. */
export function newRatingNotices(e: { companyId: string; ratingId: string; rating: number; customerId: string }): NotificationItem[] {
  return [{ to: { companyId: e.companyId }, type: 'new_rating', title: `Your company got a new rating: ${e.rating} of 5 stars`, subtitle: null, action: '/business/dashboard', actorId: e.customerId }];
}

/** A moderator deleted someone's post (complaint, review or comment); the author hears of it, with the reason. */
export function moderationNotices(e: { item: Item; what: 'complaint' | 'review' | 'comment'; actorId: string; authorId: string; reason: string | null }): NotificationItem[] {
  const title = `A moderator removed your ${e.what}`;
  const subtitle = clip(e.reason ? `${e.item.title}: ${e.reason}` : e.item.title);
  // A removed complaint or review no longer opens; a removed comment's item still does.
  const action = e.what === 'comment' ? pathOf(e.item.kind, e.item.id) : null;
  return withoutSelf([{ to: { userId: e.authorId }, type: 'moderation', title, subtitle, action, actorId: e.actorId }]);
}

const DECISION_TITLES: Record<'hide' | 'flag' | 'restore' | 'delete', string> = {
  hide: 'A moderator hid your', flag: 'A moderator flagged your', restore: 'A moderator restored your', delete: 'A moderator removed your',
};

/**
 * A moderator's decision on someone's complaint, review or rating (issue 25): the author hears what and why, even
 * when they posted anonymously (they are the author); nobody else is told.
 */
export function moderationDecisionNotices(e: {
  action: 'hide' | 'flag' | 'restore' | 'delete'; what: 'complaint' | 'review' | 'rating'; itemTitle: string; path: string | null; actorId: string; authorId: string; reason: string;
}): NotificationItem[] {
  const title = `${DECISION_TITLES[e.action]} ${e.what}`;
  return withoutSelf([{ to: { userId: e.authorId }, type: 'moderation', title, subtitle: clip(`${e.itemTitle}: ${e.reason}`), action: e.path, actorId: e.actorId }]);
}

/**
 * Complaints written to a company before it joined Redress became its own (it proved its domain, or an admin moved
 * them): each author hears that the company now sees the complaint and owes an answer. The company is not told of
 * each one: its list shows them.
 */
export function prospectTakenNotices(e: { companyName: string; complaints: readonly { id: string; customerId: string; title: string }[] }): NotificationItem[] {
  return e.complaints.map((c) => ({
    to: { userId: c.customerId }, type: 'status', title: `${e.companyName} joined Redress: your complaint now reaches them`,
    subtitle: clip(c.title), action: pathOf('complaint', c.id), actorId: null, button: 'See your complaint',
  }));
}

/** Another moderator decided the author's appeal (issue 39): restored, or the decision stands, with their note. */
export function appealDecidedNotices(e: { outcome: 'restore' | 'uphold'; what: 'complaint' | 'review' | 'rating'; itemTitle: string; path: string | null; actorId: string; authorId: string; note: string }): NotificationItem[] {
  const title = e.outcome === 'restore' ? `Your appeal succeeded: your ${e.what} is restored` : `Your appeal was turned down: the moderator's decision on your ${e.what} stands`;
  return withoutSelf([{ to: { userId: e.authorId }, type: 'moderation', title, subtitle: clip(`${e.itemTitle}: ${e.note}`), excerpt: e.note, action: e.path, actorId: e.actorId, button: 'See the decision' }]);
}
