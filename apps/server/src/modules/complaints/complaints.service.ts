// Complaint use-cases: access check first, then the rules (the transition table, the 9 pm rule), one transaction,
// then the live event. Counters move in the same transaction through the complaints_counters_sync trigger.
import type {
  AuditAction, CloseComplaintRequest, Complaint, ComplaintListQuery, ComplaintListResponse, ComplaintStatus, CreateComplaintRequest, CustomerDashboard,
  ModerationRequest, UpdateComplaintRequest,
} from '@redress/contract';
import { buildListMeta, COMPLAINT_PAGE_SIZE, experiencedOnProblem, VISIBLE_COMMENTS } from '@redress/contract';
import { COMPLAINT_CAPTCHA_ACCOUNT_AGE_MS, LINKS_BEFORE_CHECK, REPORTS_TO_HOLD } from '@redress/contract/constants';
import type { Database, DbOrTx, Tx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { isUuid, newPublicCode } from '../../lib/ids.ts';
import { responseDueAt } from '../../lib/time.ts';
import { outsideApiClientScope, type Actor } from '../../lib/tokens.ts';
import type { Platform } from '../../platform/index.ts';
import { findCatalogueItem } from '../companies/catalogue.repository.ts';
import { findCategories, findCompanyByEmailOrName, findCompanyByVerifiedDomain, findCompanyRow } from '../companies/companies.repository.ts';
import { actingAccount } from '../users/users.service.ts';
import { canMove, statusCallMoves, type Mover } from './complaints.lifecycle.ts';
import {
  actsForCompany, canDelete, canEdit, canFile, canFlag, canRepost, canRespond, canView, isAuthor, isModerator, moversOf,
} from './complaints.policy.ts';
import { latestCommentViews } from '../comments/comments.repository.ts';
import type { TargetContext } from '../comments/comments.target.ts';
import { presentComplaint, presentComplaintSummary, publicName } from './complaints.presenter.ts';
import * as repo from './complaints.repository.ts';
import type { ComplaintEventInput } from './complaints.events.ts';
import { findProspectInvitation, inviteProspect, type ProspectInviteDeps } from '../invitations/invitations.service.ts';
import { moderationDecisionNotices, moderationNotices, newComplaintNotices, overdueNotices, prospectTakenNotices, statusNotices } from '../notifications/notifications.kinds.ts';
import { noticesFor, recordModerationDecision, type WithinDecision } from '../moderation/decisions.service.ts';
import { assertAllowed, reasonText, type ModerationFacts } from '../moderation/moderation.policy.ts';
import { fileReport, settleReports } from '../moderation/reports.service.ts';
import type { Notifier, NotificationRow } from '../notifications/notifications.service.ts';
import { raiseWebhookEvent, WEBHOOK } from '../webhooks/webhooks.outbox.ts';

export interface ComplaintsDeps {
  database: Database;
  audit: Platform['audit'];
  captcha: Platform['captcha'];
  mail: Platform['mail'];
  jobs: Platform['jobs'];
  platformTz: string;
  /** Publishes a live event (complaints.events.ts); a no-op in jobs without sockets. */
  publish: (event: ComplaintEventInput) => void;
  /** Tells people what happened (modules/notifications): raised in the transaction, announced after it. */
  notifier: Notifier;
  /** The clock (tests pin it to either side of 21:00 and of a DST change). */
  now: () => Date;
  /** Invitation mails to companies not on Redress (modules/invitations); without it none go. */
  prospectInvites?: ProspectInviteDeps;
}

/** The author (or an admin) who sees a prospect's e-mail also sees whether the invitation mail went. */
async function withInvitation(deps: Pick<ComplaintsDeps, 'database'>, complaint: Complaint): Promise<Complaint> {
  if (!complaint.prospectEmail) return complaint;
  return { ...complaint, prospectInvitation: await findProspectInvitation(deps.database.db, complaint.id) };
}

type ListResult = ComplaintListResponse;
const DAY_MS = 86_400_000;
/** More links than this hold a new complaint in `submitted` for a moderator (spam); the disclosure pages say so. */
export const MAX_LINKS_UNCHECKED = LINKS_BEFORE_CHECK;
/** Reports by this many different people flag a complaint automatically (decisions.md; the disclosure pages say so). */
export const AUTO_FLAG_REPORTS = REPORTS_TO_HOLD;

const complaintNotFound = () => AppError.notFound('Complaint');

/** A complaint the actor may see, or undefined (a hidden one is not told apart from a missing one). */
export async function findVisibleComplaint(db: DbOrTx, actor: Actor | null, ref: string): Promise<repo.ComplaintView | undefined> {
  const view = await repo.findComplaintView(db, ref, actor?.id ?? null);
  return view && canView(actor, accessOf(view.complaint)) ? view : undefined;
}

/** A complaint the actor may see, or the 404 a missing one gets (hidden ones are not probed by strangers). */
async function loadVisible(deps: Pick<ComplaintsDeps, 'database'>, actor: Actor | null, ref: string, db: DbOrTx = deps.database.db) {
  const view = await repo.findComplaintView(db, ref, actor?.id ?? null);
  if (!view || !canView(actor, accessOf(view.complaint)) || outsideApiClientScope(actor, view.complaint.companyId)) throw complaintNotFound();
  return view;
}

export const accessOf = (c: repo.ComplaintRow) => ({ customerId: c.customerId, companyId: c.companyId, status: c.status, hidden: c.hidden, deletedAt: c.deletedAt });

async function presentById(deps: ComplaintsDeps, actor: Actor | null, id: string): Promise<Complaint> {
  const view = await repo.findComplaintView(deps.database.db, id, actor?.id ?? null);
  if (!view) throw complaintNotFound();
  const comments = await latestCommentViews(deps.database.db, 'complaint', view.complaint.id, VISIBLE_COMMENTS, actor?.id ?? null);
  return withInvitation(deps, presentComplaint(view, actor, comments));
}

const searchOf = (q: ComplaintListQuery) => {
  // The old client sends search=3 by default: a lone character or number is no search.
  const s = q.search?.trim();
  return s && s.length >= 2 && !/^\d+$/.test(s) ? s : undefined;
};

type Counter = { from: repo.ListCounter; figure: repo.CounterFigure } | null;

/** A page and its metadata, read in one statement; `counter` answers the total, or null counts the matches up to COUNT_CAP. */
async function listPage(deps: ComplaintsDeps, actor: Actor | null, f: repo.ComplaintListFilter, q: ComplaintListQuery, counter: Counter): Promise<ListResult> {
  const page = q.page ?? 1;
  const size = q.size ?? COMPLAINT_PAGE_SIZE;
  const { rows, total, companyLive } = await repo.listComplaintCards(deps.database, { ...f, signedOut: !actor }, page, size, counter);
  if (companyLive === false) throw AppError.notFound('Company');
  return { data: rows.map((c) => presentComplaintSummary(c, actor)), meta: buildListMeta(page, size, total) };
}

/** A counter answers a list's total when no search narrows it; a status filter reads that status's counter. */
const counterOf = (from: repo.ListCounter, q: ComplaintListQuery, whole: repo.CounterFigure): Counter =>
  searchOf(q) ? null : { from, figure: q.status ?? whole };

/** GET /complaint: a customer's own complaints, a business's complaints about its company, every complaint for moderators. */
export async function listComplaintsFor(deps: ComplaintsDeps, actor: Actor, q: ComplaintListQuery): Promise<ListResult> {
  const search = searchOf(q);
  if (actor.role === 'admin') {
    if (!isModerator(actor)) throw AppError.forbidden('You need the complaints.moderate permission to do this');
    return listPage(deps, actor, { visibility: 'all', status: q.status, search }, q, counterOf({ of: 'platform' }, q, 'total'));
  }
  if (actor.role === 'organization' || actor.role === 'employee') {
    if (!actor.companyId) return { data: [], meta: buildListMeta(q.page ?? 1, q.size ?? COMPLAINT_PAGE_SIZE, 0) };
    return companyList(deps, actor, actor.companyId, q, 'company');
  }
  return listPage(deps, actor, { customerId: actor.id, visibility: 'own', status: q.status, search }, q, counterOf({ of: 'customer', id: actor.id }, q, 'total'));
}

function companyList(deps: ComplaintsDeps, actor: Actor | null, companyId: string, q: ComplaintListQuery, visibility: 'company' | 'public', checkCompany = false): Promise<ListResult> {
  const from: repo.ListCounter = { of: 'company', id: companyId };
  // The company's view leaves out only complaints still awaiting checks ('live' is the live total minus those);
  // status counters include hidden complaints, so a public list filtered by status counts its rows.
  const counter = visibility === 'company'
    ? (q.status === 'submitted' ? null : counterOf(from, q, 'live'))
    : (q.status ? null : counterOf(from, q, 'public'));
  return listPage(deps, actor, { companyId, visibility, status: q.status, search: searchOf(q), checkCompany }, q, counter);
}

/** GET /complaint/complaintByOrganizationId/{id}: public; the company itself and moderators also see hidden and held ones. */
export async function listCompanyComplaints(deps: ComplaintsDeps, actor: Actor | null, companyRef: string, q: ComplaintListQuery): Promise<ListResult> {
  const listFor = (companyId: string, checkCompany = false) => {
    const insider = isModerator(actor) || actsForCompany(actor, { companyId });
    return companyList(deps, actor, companyId, q, insider ? 'company' : 'public', checkCompany);
  };
  // By id, the page's statement also checks that the company is live (one statement, one round trip).
  if (isUuid(companyRef)) return listFor(companyRef.toLowerCase(), true);
  const company = await findCompanyRow(deps.database.db, companyRef);
  if (!company) throw AppError.notFound('Company');
  return listFor(company.id);
}

/** GET /complaint/complaintsByCustomerId/{id}: all of one's own; someone else's public, named complaints only. */
export async function listCustomerComplaints(deps: ComplaintsDeps, actor: Actor | null, customerId: string, q: ComplaintListQuery): Promise<ListResult> {
  if (actor && (actor.id === customerId || isModerator(actor))) {
    return listPage(deps, actor, { customerId, visibility: 'own', status: q.status, search: searchOf(q) }, q, counterOf({ of: 'customer', id: customerId }, q, 'total'));
  }
  return listPage(deps, actor, { customerId, visibility: 'public', excludeAnonymous: true, status: q.status, search: searchOf(q) }, q, null);
}

export async function getComplaint(deps: Pick<ComplaintsDeps, 'database'>, actor: Actor | null, ref: string): Promise<Complaint> {
  const viewer = actor?.id ?? null;
  const db = deps.database.db;
  // By id, the latest comments are read with the complaint (one round trip); they are dropped if it is not visible.
  const [view, early] = await Promise.all([
    repo.findComplaintView(db, ref, viewer), isUuid(ref) ? latestCommentViews(db, 'complaint', ref.toLowerCase(), VISIBLE_COMMENTS, viewer) : undefined,
  ]);
  // A complaint a moderator removed stays readable to its author, with why (issue 39); to everyone else it is gone.
  const removedForAuthor = !!view && isAuthor(actor, view.complaint) && !!view.complaint.deletedAt && view.complaint.deletedById !== view.complaint.customerId;
  if (!view || (!canView(actor, accessOf(view.complaint)) && !removedForAuthor) || outsideApiClientScope(actor, view.complaint.companyId)) throw complaintNotFound();
  const c = view.complaint;
  const held = isAuthor(actor, c) && (c.hiddenByModerator || c.status === 'flag' || removedForAuthor);
  const [comments, notices] = await Promise.all([
    early ?? latestCommentViews(db, 'complaint', c.id, VISIBLE_COMMENTS, viewer), held ? noticesFor(db, 'complaint', [c.id], new Date()) : undefined,
  ]);
  return withInvitation(deps, presentComplaint(view, actor, comments, notices?.get(c.id)));
}

const countLinks = (s: string) => (s.match(/https?:\/\/|www\./gi) ?? []).length;

async function resolveCategory(db: DbOrTx, category: CreateComplaintRequest['category']): Promise<string | null> {
  const first = Array.isArray(category) ? category[0] : category;
  if (!first) return null;
  const found = await findCategories(db, [first]);
  if (!found[0]) throw AppError.badRequest(`category: "${first}" is not a category`, [{ field: 'category', message: 'is not a category' }]);
  return found[0].id;
}

/** A date of experience in the range the clock allows (decision 164), or the 400 naming experiencedOn. */
function checkExperiencedOn(value: string, now: Date): string {
  const problem = experiencedOnProblem(value, now);
  if (problem) throw AppError.badRequest(`experiencedOn: ${problem}`, [{ field: 'experiencedOn', message: problem }]);
  return value;
}

export interface FileContext {
  captchaToken?: string;
  ip: string;
}

/** POST /complaint: a verified customer files a complaint about a company, or a prospect named by e-mail. */
export async function fileComplaint(deps: ComplaintsDeps, actor: Actor, input: CreateComplaintRequest, ctx: FileContext): Promise<{ returnId: string; complaint: Complaint }> {
  if (!canFile(actor)) throw AppError.forbidden('Only customers file complaints');
  const db = deps.database.db;
  const user = await actingAccount(db, actor);
  if (!user) throw AppError.unauthorized();
  if (!user.emailVerified) throw AppError.forbidden('Please verify your email address to continue');
  // decisions.md: a captcha guards complaints by accounts younger than a day.
  const experiencedOn = checkExperiencedOn(input.experiencedOn, deps.now());
  if (deps.now().getTime() - user.createdAt.getTime() < COMPLAINT_CAPTCHA_ACCOUNT_AGE_MS) await deps.captcha.verify(ctx.captchaToken, ctx.ip);

  let original: repo.ComplaintRow | undefined;
  if (input.repostComplaintId) {
    original = await repo.findComplaintRow(db, input.repostComplaintId);
    if (!original || original.deletedAt || original.customerId !== actor.id) {
      throw AppError.badRequest('repostComplaintId: is not a complaint of yours', [{ field: 'repostComplaintId', message: 'is not a complaint of yours' }]);
    }
    if (!canRepost(actor, accessOf(original))) throw AppError.conflict('Only a closed complaint (resolved or unresolved) can be reposted');
  }

  // The company: the reposted complaint's, the one named, or the live company that owns a prospect's e-mail.
  let companyId: string | null = original?.companyId ?? null;
  let prospectEmail: string | null = original && !original.companyId ? original.prospectEmail : null;
  let prospectName: string | null = original && !original.companyId ? original.prospectName : null;
  const named = input.organizationId ?? input.organizationDto?.organizationId;
  if (!original) {
    if (named) {
      const company = await findCompanyRow(db, named);
      if (!company || company.status !== 'active') {
        throw AppError.badRequest('organizationId: is not a company on Redress', [{ field: 'organizationId', message: 'is not a company on Redress' }]);
      }
      companyId = company.id;
    } else if (input.prospectEmail) {
      const email = input.prospectEmail.toLowerCase();
      // The company on Redress with that address, or the one that proved the address's domain (decision 146).
      const existing = (await findCompanyByEmailOrName(db, email, email)).find((c) => c.email.toLowerCase() === email)
        ?? await findCompanyByVerifiedDomain(db, email.slice(email.lastIndexOf('@') + 1));
      if (existing) companyId = existing.id;
      else {
        prospectEmail = email;
        prospectName = input.prospectName ?? input.organizationDto?.organizationName ?? null;
      }
    } else {
      throw AppError.badRequest('organizationId: choose a company, or name one not on Redress by its e-mail (prospectEmail)', [
        { field: 'organizationId', message: 'is required (or prospectEmail for a company not on Redress)' },
      ]);
    }
  }

  const categoryId = await resolveCategory(db, input.category);
  let productName = input.product ?? null;
  let productId: string | null = null;
  if (input.productId) {
    const product = await findCatalogueItem(db, 'product', input.productId);
    if (!product || product.companyId !== companyId) throw AppError.badRequest('productId: is not a product of this company', [{ field: 'productId', message: 'is not a product of this company' }]);
    productId = product.id;
    productName = product.name;
  }

  const since = new Date(deps.now().getTime() - DAY_MS);
  const duplicate = await repo.findRecentDuplicate(db, actor.id, companyId ? { companyId } : { prospectEmail: prospectEmail! }, input.complaint, since);
  if (duplicate) throw AppError.conflict(`You filed this complaint today already (${duplicate.uniqueId})`, [{ field: 'complaint', message: 'was filed today already' }]);

  const attachments = input.attachments ?? [];
  const now = deps.now();
  // Automatic checks: a complaint full of links waits in `submitted` for a moderator; the rest go public at once.
  const held = countLinks(`${input.complaint} ${input.experience}`) > MAX_LINKS_UNCHECKED;
  const status: ComplaintStatus = held ? 'submitted' : 'pending';
  const values: repo.NewComplaint = {
    customerId: actor.id,
    companyId,
    prospectEmail,
    prospectName,
    title: input.complaint,
    experience: input.experience,
    experiencedOn,
    categoryId,
    productId,
    productName,
    anonymous: input.anonymous ?? false,
    hidden: input.hidden ?? false,
    image: input.image ?? attachments[0] ?? null,
    attachments,
    status,
    responseDueAt: companyId && !held ? responseDueAt(now, deps.platformTz) : null,
    repostComplaintId: original?.id ?? null,
    escalationLevel: original ? original.escalationLevel + 1 : 0,
    uniqueId: newPublicCode('CMP'),
    createdAt: now,
  };
  let created: repo.ComplaintRow | undefined;
  let raised: NotificationRow[] = [];
  for (let attempt = 0; !created; attempt++) {
    try {
      created = await db.transaction(async (tx) => {
        const row = await repo.insertComplaint(tx, values);
        // A company not on Redress hears of it by e-mail (its title only), once a month at most; a held one waits.
        if (prospectEmail && !held && deps.prospectInvites) {
          await inviteProspect(deps.prospectInvites, tx, { complaintId: row.id, email: prospectEmail, title: row.title, now });
        }
        if (original) await repo.updateComplaintRow(tx, original.id, { repostCount: original.repostCount + 1 });
        // A complaint held for checks is not shown to its company yet: it hears of it when a moderator releases it.
        if (!held) raised = await deps.notifier.raise(tx, newComplaintNotices({ complaint: noticeItem(row), customerName: nameOf(user, row.anonymous) }));
        if (!held) await raiseWebhookEvent(tx, { companyId: row.companyId, type: WEBHOOK.complaintFiled, subject: { kind: 'complaint', id: row.id } });
        return row;
      });
    } catch (err) {
      // A public code already taken (one in 887 million): draw another.
      if (attempt < 3 && isUniqueViolation(err, 'complaints_unique_id_unique')) values.uniqueId = newPublicCode('CMP');
      else throw err;
    }
  }
  deps.publish({ action: 'status', complaint: created });
  deps.notifier.announce(raised);
  return { returnId: created.id, complaint: await presentById(deps, actor, created.id) };
}

/** PUT /complaint/{id}: the author's edits. What it says, and about what, is fixed once the company has answered. */
export async function updateComplaint(deps: ComplaintsDeps, actor: Actor, ref: string, input: UpdateComplaintRequest): Promise<Complaint> {
  const view = await loadVisible(deps, actor, ref);
  const c = view.complaint;
  if (!canEdit(actor, accessOf(c))) throw AppError.forbidden(isAuthor(actor, c) ? 'A closed complaint cannot be edited' : 'Only its author edits a complaint');
  const db = deps.database.db;
  const values: Partial<repo.NewComplaint> = {};
  // What the story says (title, text, category, product) changes only while the company has not answered; a value sent
  // as it already is changes nothing, so the edit form may send every field.
  if (input.complaint !== undefined && input.complaint !== c.title) values.title = input.complaint;
  if (input.experience !== undefined && input.experience !== c.experience) values.experience = input.experience;
  if (input.experiencedOn !== undefined && input.experiencedOn !== c.experiencedOn) values.experiencedOn = checkExperiencedOn(input.experiencedOn, deps.now());
  if (input.category !== undefined) {
    const categoryId = await resolveCategory(db, input.category);
    if (categoryId !== c.categoryId) values.categoryId = categoryId;
  }
  if (input.productId !== undefined || input.product !== undefined) {
    let productId: string | null = null;
    let productName = input.product || null;
    if (input.productId) {
      const product = await findCatalogueItem(db, 'product', input.productId);
      if (!product || product.companyId !== c.companyId) throw AppError.badRequest('productId: is not a product of this company', [{ field: 'productId', message: 'is not a product of this company' }]);
      productId = product.id;
      productName = product.name;
    }
    if (productId !== c.productId || productName !== c.productName) Object.assign(values, { productId, productName });
  }
  if (Object.keys(values).length && c.firstResponseAt) {
    throw AppError.conflict('The company has answered: the complaint\'s text can no longer change (you may still hide it or post anonymously)');
  }
  if (input.anonymous !== undefined) values.anonymous = input.anonymous;
  if (input.hidden !== undefined) {
    if (!input.hidden && c.hiddenByModerator) throw AppError.conflict('A moderator hid this complaint: it stays hidden unless they restore it. Contact support to ask why');
    values.hidden = input.hidden;
  }
  if (input.attachments !== undefined) {
    values.attachments = input.attachments;
    values.image = input.attachments[0] ?? null;
  }
  await repo.updateComplaintRow(deps.database.db, c.id, values);
  return presentById(deps, actor, c.id);
}

/** DELETE /complaint/{id}: soft, with a reason, by the author or a moderator (audited when a moderator). */
export async function deleteComplaint(deps: ComplaintsDeps, actor: Actor, ref: string, reason: string): Promise<{ message: string }> {
  const view = await loadVisible(deps, actor, ref);
  const c = view.complaint;
  if (!canDelete(actor, accessOf(c))) {
    if (c.deletedAt) throw AppError.conflict('This complaint is already deleted');
    throw AppError.forbidden('Only its author or a moderator deletes a complaint');
  }
  const raised = await deps.database.db.transaction(async (tx) => {
    await repo.updateComplaintRow(tx, c.id, { deletedAt: deps.now(), deleteReason: reason, deletedById: actor.id });
    if (isAuthor(actor, c)) return [];
    await deps.audit.record({ actor, action: 'complaint.delete', entityType: 'complaint', entityId: c.id, companyId: c.companyId, before: { status: c.status }, after: { deleted: true, reason } }, tx);
    await recordModerationDecision(tx, { kind: 'complaint', itemId: c.id, companyId: c.companyId, action: 'delete', reason: null, note: reason ?? null, moderatorId: actor.id, itemCreatedAt: c.createdAt });
    return deps.notifier.raise(tx, moderationNotices({ item: noticeItem(c), what: 'complaint', actorId: actor.id, authorId: c.customerId, reason }));
  });
  deps.notifier.announce(raised);
  return { message: 'Complaint deleted' };
}

function illegalMove(from: ComplaintStatus, to: ComplaintStatus, allowed: ComplaintStatus[]) {
  const list = allowed.length ? allowed.join(', ') : 'none';
  return AppError.conflict(`A complaint in ${from} cannot move to ${to}. Allowed moves for you: ${list}`, { from, to, allowed });
}

/** Changes the status in one transaction, only if nobody moved it meanwhile; audits business and admin moves. */
async function applyMove(
  deps: ComplaintsDeps, actor: Actor, view: repo.ComplaintView, to: ComplaintStatus, values: Partial<repo.NewComplaint>, action: AuditAction, by: Mover,
  alsoInTx?: (tx: Tx) => Promise<void>,
): Promise<void> {
  const c = view.complaint;
  let raised: NotificationRow[] = [];
  const moved = await deps.database.db.transaction(async (tx) => {
    const row = await repo.updateComplaintRow(tx, c.id, { ...values, status: to }, c.status);
    if (!row) return undefined;
    await alsoInTx?.(tx);
    raised = await deps.notifier.raise(tx, statusNotices({
      complaint: noticeItem(c), from: c.status, to, by, actorId: actor.id, customerName: nameOf(view.customer, c.anonymous),
    }));
    if (actor.role !== 'user') {
      await deps.audit.record({ actor, action, entityType: 'complaint', entityId: c.id, companyId: c.companyId, before: { status: c.status }, after: { status: to, ...auditable(values) } }, tx);
    }
    if (values.firstResponseAt && c.companyId) await deps.jobs.enqueue('complaints.response-median', { companyId: c.companyId }, { singletonKey: c.companyId }, tx);
    await raiseMoveWebhooks(tx, c, c.status, to);
    return row;
  });
  if (!moved) throw AppError.conflict('The complaint changed meanwhile; reload it and try again');
  deps.publish({ action: 'status', complaint: moved });
  deps.notifier.announce(raised);
}

/** The company's webhooks hear of a move (decision 189): released from the checks is its filing; resolved or unresolved closes it. */
async function raiseMoveWebhooks(tx: Tx, c: { id: string; companyId: string | null }, from: ComplaintStatus, to: ComplaintStatus): Promise<void> {
  const subject = { kind: 'complaint' as const, id: c.id };
  if (from === 'submitted' && to === 'pending') await raiseWebhookEvent(tx, { companyId: c.companyId, type: WEBHOOK.complaintFiled, subject });
  await raiseWebhookEvent(tx, { companyId: c.companyId, type: WEBHOOK.complaintStatusChanged, subject, extra: { from, to } });
  if (to === 'resolved' || to === 'unresolved') await raiseWebhookEvent(tx, { companyId: c.companyId, type: WEBHOOK.complaintClosed, subject, extra: { outcome: to } });
}

/** A complaint as notifications name it. */
const noticeItem = (c: repo.ComplaintRow) => ({ kind: 'complaint' as const, id: c.id, title: c.title, customerId: c.customerId, companyId: c.companyId, anonymous: c.anonymous });
/** The author's public name ("Thandi M."), or null for an anonymous complaint: a company never learns who. */
const nameOf = (p: { firstName: string; lastName: string }, anonymous: boolean) => (anonymous ? null : publicName(p.firstName, p.lastName));

const auditable = (v: Partial<repo.NewComplaint>) =>
  Object.fromEntries(Object.entries(v).filter(([k]) => ['closeReason', 'companyReason', 'flagReason', 'responseDueAt'].includes(k)));

/** What a company's action does besides the move: its first answer, and the due time it no longer owes. */
function companyAnswered(c: repo.ComplaintRow, now: Date): Partial<repo.NewComplaint> {
  return { firstResponseAt: c.firstResponseAt ?? now, responseDueAt: null };
}

/** PUT /complaint/status/{id}?complaintStatus=: the moves of the transition table that need no reason. */
export async function setComplaintStatus(deps: ComplaintsDeps, actor: Actor, ref: string, to: ComplaintStatus): Promise<Complaint> {
  const view = await loadVisible(deps, actor, ref);
  const c = view.complaint;
  if (c.deletedAt) throw AppError.conflict('This complaint is deleted');
  const movers = moversOf(actor, accessOf(c));
  if (!movers.length) throw AppError.forbidden('Only the complaint\'s author, its company or a moderator changes its status');
  const allowed = statusCallMoves(c.status, movers);
  if (!allowed.includes(to)) throw illegalMove(c.status, to, allowed);
  const now = deps.now();
  let values: Partial<repo.NewComplaint> = {};
  const by: Mover = movers.includes('author') && canMove(c.status, to, 'author') ? 'author' : movers.includes('company') && canMove(c.status, to, 'company') ? 'company' : 'moderator';
  if (by === 'company') values = companyAnswered(c, now);
  if (by === 'author' && c.status === 'processed' && to === 'in-review') {
    // Declined: the company owes an answer again, by the 9 pm rule from now.
    values = { companyReason: null, closureRequestedAt: null, responseDueAt: c.companyId ? responseDueAt(now, deps.platformTz) : null };
  }
  if (to === 'resolved' || to === 'unresolved') values = { ...values, closedAt: now, responseDueAt: null };
  if (c.status === 'flag') values = { ...values, flagged: false };
  // Released from the checks a new complaint was held for: what filing does for a complaint that passes them happens
  // now (its company's due time by the 9 pm rule from now, or the invitation mail to a company not on Redress).
  const released = c.status === 'submitted' && to === 'pending';
  if (released && c.companyId) values = { ...values, responseDueAt: responseDueAt(now, deps.platformTz) };
  const invite = released && !c.companyId && c.prospectEmail && deps.prospectInvites;
  const alsoInTx = invite ? (tx: Tx) => inviteProspect(invite, tx, { complaintId: c.id, email: c.prospectEmail!, title: c.title, now }) : undefined;
  await applyMove(deps, actor, view, to, values, 'complaint.status', by, alsoInTx);
  return presentById(deps, actor, c.id);
}

/** PUT /complaint/close/{id}: the author (or a moderator) closes it with a reason, resolved or unresolved. */
export async function closeComplaint(deps: ComplaintsDeps, actor: Actor, ref: string, input: CloseComplaintRequest): Promise<Complaint> {
  const view = await loadVisible(deps, actor, ref);
  const c = view.complaint;
  if (c.deletedAt) throw AppError.conflict('This complaint is deleted');
  const movers = moversOf(actor, accessOf(c)).filter((m) => m === 'author' || m === 'moderator');
  if (!movers.length) throw AppError.forbidden('Only the complaint\'s author or a moderator closes it');
  const to = input.outcome ?? 'resolved';
  if (!movers.some((m) => canMove(c.status, to, m))) {
    throw illegalMove(c.status, to, ['resolved', 'unresolved'].filter((s) => movers.some((m) => canMove(c.status, s as ComplaintStatus, m))) as ComplaintStatus[]);
  }
  const by: Mover = movers.includes('author') && canMove(c.status, to, 'author') ? 'author' : 'moderator';
  await applyMove(deps, actor, view, to, { closeReason: input.reason, closedAt: deps.now(), responseDueAt: null }, 'complaint.close', by);
  return presentById(deps, actor, c.id);
}

/** POST /complaint/company/requestClosure/{id}: the company says it is solved and asks the customer to close it. */
export async function requestClosure(deps: ComplaintsDeps, actor: Actor, ref: string, companyReason: string): Promise<Complaint> {
  const view = await loadVisible(deps, actor, ref);
  const c = view.complaint;
  if (!canRespond(actor, accessOf(c))) throw AppError.forbidden('Only the company concerned asks for closure');
  if (!canMove(c.status, 'processed', 'company')) throw illegalMove(c.status, 'processed', statusCallMoves(c.status, ['company']));
  await applyMove(deps, actor, view, 'processed', { ...companyAnswered(c, deps.now()), companyReason, closureRequestedAt: deps.now() }, 'complaint.request-closure', 'company');
  return presentById(deps, actor, c.id);
}

/** PUT /complaint/flag/{id}: a moderator flags at once; anyone else reports it, and enough reports flag it. */
export async function flagComplaint(deps: ComplaintsDeps, actor: Actor, ref: string, reason: string): Promise<{ message: string }> {
  const view = await loadVisible(deps, actor, ref);
  const c = view.complaint;
  if (!canFlag(actor, accessOf(c))) {
    if (c.status === 'flag') throw AppError.conflict('This complaint is already held by moderation');
    throw AppError.forbidden('You cannot report this complaint');
  }
  if (isModerator(actor)) {
    await applyMove(deps, actor, view, 'flag', { flagged: true, flagReason: reason }, 'complaint.flag', 'moderator');
    return { message: 'Complaint flagged' };
  }
  const flagged = await deps.database.db.transaction(async (tx) => {
    const reports = await fileReport(tx, 'complaint', c.id, actor.id, reason);
    if (reports === undefined) throw AppError.conflict('You have reported this complaint already');
    if (reports < AUTO_FLAG_REPORTS || !canMove(c.status, 'flag', 'moderator')) return false;
    const row = await repo.updateComplaintRow(tx, c.id, { status: 'flag', flagged: true, flagReason: `Reported by ${reports} people: ${reason}` }, c.status);
    if (row) await deps.audit.record({ actor: null, action: 'complaint.auto-flag', entityType: 'complaint', entityId: c.id, companyId: c.companyId, before: { status: c.status }, after: { status: 'flag', reports } }, tx);
    return Boolean(row);
  });
  return { message: flagged ? 'Thank you: the complaint is held for a moderator' : 'Thank you: a moderator will look at it' };
}

// Comments (modules/comments serves the thread; complaints.target.ts wires this in).

/**
 * The company answered in a comment (in that comment's transaction): its first answer moves a pending or overdue
 * complaint to in-review and stops the clock; audited. The customer hears of it through the comment's notification
 * (comments.service.ts; by e-mail too unless turned off). Returns the complaint as it is now.
 */
export async function answerAsCompany(
  deps: TargetContext, tx: Tx, actor: Actor, view: repo.ComplaintView, comment: { id: string; parentId: string | null; commentText: string },
): Promise<repo.ComplaintRow> {
  const c = view.complaint;
  const now = deps.now();
  const to: ComplaintStatus | undefined = c.status === 'pending' || c.status === 'overdue' ? 'in-review' : undefined;
  const values = { ...companyAnswered(c, now), ...(to ? { status: to } : {}) };
  if (to || c.responseDueAt || !c.firstResponseAt) {
    const moved = await repo.updateComplaintRow(tx, c.id, values, c.status);
    if (!moved) throw AppError.conflict('The complaint changed meanwhile; reload it and try again');
    if (!c.firstResponseAt && c.companyId) await deps.jobs.enqueue('complaints.response-median', { companyId: c.companyId }, { singletonKey: c.companyId }, tx);
  }
  await deps.audit.record({ actor, action: 'complaint.respond', entityType: 'complaint', entityId: c.id, companyId: c.companyId, before: { status: c.status }, after: { status: to ?? c.status, commentId: comment.id } }, tx);
  await raiseWebhookEvent(tx, { companyId: c.companyId, type: WEBHOOK.complaintAnswered, subject: { kind: 'complaint', id: c.id }, extra: { commentId: comment.id } });
  if (to) await raiseMoveWebhooks(tx, c, c.status, to);
  // The customer hears of it through the comment's notification (modules/comments), mailed on a first answer or a new thread.
  return { ...c, status: to ?? c.status };
}

// The company's side.

/** GET /complaint/company/complaint-users/{id}: customers who complained (by name) about the company; its people and moderators. */
export async function listComplaintUsers(deps: ComplaintsDeps, actor: Actor, companyRef: string, page: number, size: number) {
  const company = await findCompanyRow(deps.database.db, companyRef);
  if (!company) throw AppError.notFound('Company');
  if (!actsForCompany(actor, { companyId: company.id }) && !isModerator(actor)) throw AppError.forbidden('Only the company\'s people and moderators (complaints.moderate) see who complained');
  const [rows, total] = await Promise.all([
    repo.listComplaintUsers(deps.database.db, company.id, page, size),
    repo.countComplaintUsers(deps.database.db, company.id),
  ]);
  return {
    data: rows.map((r) => ({ customerId: r.customerId, customerName: isModerator(actor) ? `${r.firstName} ${r.lastName}`.trim() : publicName(r.firstName, r.lastName), complaints: r.complaints, lastComplaintAt: r.lastComplaintAt.toISOString() })),
    meta: buildListMeta(page, size, total),
  };
}

/** Whether the actor may act for a prospect e-mail: an admin, or the owner of a company that verified its domain. */
async function prospectCompanyOf(deps: ComplaintsDeps, actor: Actor, email: string, companyRef?: string) {
  if (isModerator(actor)) return companyRef ? findCompanyRow(deps.database.db, companyRef) : undefined;
  if (actor.role !== 'organization' || !actor.companyId) throw AppError.forbidden('Only an admin or the business that owns the e-mail\'s domain sees a prospect\'s complaints');
  const company = await findCompanyRow(deps.database.db, companyRef ?? actor.companyId);
  const domain = email.slice(email.lastIndexOf('@') + 1);
  if (!company || company.id !== actor.companyId || company.ownerUserId !== actor.id) throw AppError.forbidden('You can only claim complaints for your own company');
  if (!company.verifiedDomain || company.verifiedDomain !== domain) throw AppError.forbidden(`Your company has not verified the domain ${domain}`);
  return company;
}

export async function listProspectComplaints(deps: ComplaintsDeps, actor: Actor, email: string, page: number, size: number): Promise<ListResult> {
  const lower = email.toLowerCase();
  await prospectCompanyOf(deps, actor, lower);
  const { rows, total } = await repo.listComplaintCards(deps.database, { visibility: 'all', prospectEmail: lower }, page, size, null);
  return { data: rows.map((c) => presentComplaintSummary(c, actor)), meta: buildListMeta(page, size, total) };
}

/** What moving a prospect's complaints needs: the 21:00 clock, the audit and the authors' bells. */
export type ProspectDeps = Pick<ComplaintsDeps, 'audit' | 'notifier' | 'now' | 'platformTz'>;

/**
 * A prospect's complaints become the company's, in the caller's transaction: those naming one e-mail (an admin's or
 * the owner's PUT), or every e-mail at a domain the company just proved (its owner verified an address there). A
 * pending one starts the company's 21:00 clock now; each author is told. Announce the returned notices after commit.
 */
export async function takeProspectComplaints(
  deps: ProspectDeps, tx: Tx, actor: Actor, company: { id: string; name: string }, prospect: { email: string } | { domain: string },
): Promise<{ moved: number; notices: NotificationRow[] }> {
  const moved = await repo.moveProspectComplaints(tx, prospect, company.id, responseDueAt(deps.now(), deps.platformTz));
  if (!moved.length) return { moved: 0, notices: [] };
  await deps.audit.record({
    actor, action: 'complaint.claim-prospect', entityType: 'company', entityId: company.id, companyId: company.id,
    after: { ...('email' in prospect ? { prospectEmail: prospect.email } : { prospectDomain: prospect.domain }), complaints: moved.length },
  }, tx);
  const notices = await deps.notifier.raise(tx, prospectTakenNotices({ companyName: company.name, complaints: moved }));
  return { moved: moved.length, notices };
}

/** PUT /complaint/prospect/{prospectEmail}/{organizationId}: the prospect's complaints move to the company that claimed it. */
export async function claimProspectComplaints(deps: ComplaintsDeps, actor: Actor, email: string, companyRef: string): Promise<{ moved: number; message: string }> {
  const lower = email.toLowerCase();
  const company = await prospectCompanyOf(deps, actor, lower, companyRef);
  if (!company) throw AppError.notFound('Company');
  const { moved, notices } = await deps.database.db.transaction((tx) => takeProspectComplaints(deps, tx, actor, company, { email: lower }));
  deps.notifier.announce(notices);
  return { moved, message: moved ? `${moved} complaint${moved === 1 ? '' : 's'} moved to ${company.name}` : 'No complaints named that e-mail' };
}

/** GET /complaint/dashboard: the customer's cards, from their maintained counters. */
export async function customerDashboard(deps: ComplaintsDeps, actor: Actor): Promise<CustomerDashboard> {
  const c = await repo.readCustomerCounters(deps.database.db, actor.id);
  const s = c.byStatus;
  return {
    complaints: c.total,
    // One state per bar, as the list each bar links to filters it: nothing counted twice (processed is awaitingYou,
    // overdue its own bar).
    open: s.pending,
    inReview: s['in-review'],
    awaitingYou: s.processed,
    overdue: s.overdue,
    resolved: s.resolved,
    unresolved: s.unresolved,
    reviews: c.reviews,
    ratings: c.ratings,
  };
}

// Jobs.

/** Complaints moved to overdue per transaction. */
const OVERDUE_BATCH = 1000;
const OVERDUE_BATCH_PGLITE = 100;

/**
 * The 9 pm rule's job: complaints past their due time become overdue, and their escalation rises. The company's people
 * and the author are told, in the same transaction as the move (overdueNotices).
 */
export async function markOverdueComplaints(
  deps: Pick<ComplaintsDeps, 'database' | 'publish' | 'now' | 'notifier'>,
  now = deps.now(),
  // Embedded PGlite runs one statement at a time, every request's too: a batch of 1,000 (a few statements each) held
  // the site for about 20 s when a quiet seed's 1,500 complaints fell due at once; 100 leaves room between batches.
  batch = deps.database.kind === 'pglite' ? OVERDUE_BATCH_PGLITE : OVERDUE_BATCH,
): Promise<number> {
  let total = 0;
  for (;;) {
    const { rows, raised } = await deps.database.db.transaction(async (tx) => {
      const moved = await repo.markOverdue(tx, now, batch);
      for (const r of moved) {
        await raiseWebhookEvent(tx, { companyId: r.companyId, type: WEBHOOK.complaintStatusChanged, subject: { kind: 'complaint', id: r.id }, extra: { to: 'overdue' } });
      }
      return { rows: moved, raised: await deps.notifier.raise(tx, overdueNotices(moved)) };
    });
    deps.notifier.announce(raised);
    for (const r of rows) deps.publish({ action: 'status', complaint: { id: r.id, companyId: r.companyId, customerId: r.customerId, status: 'overdue', hidden: r.hidden } });
    total += rows.length;
    if (rows.length < batch) return total;
    // Requests waiting meanwhile go first (PGlite serves them between the sweep's transactions).
    await new Promise((resolve) => setImmediate(resolve));
  }
}

export const refreshResponseMedian = (database: Database, companyId: string) => repo.refreshResponseMedian(database.db, companyId);

/** Where a complaint stands for moderation (issue 25): held by the `flag` status, hidden, or soft-deleted. */
export const moderationFactsOf = (c: repo.ComplaintRow): ModerationFacts => ({
  hidden: c.hidden, flagged: c.status === 'flag', deleted: !!c.deletedAt, deletedByAuthor: !!c.deletedAt && c.deletedById === c.customerId,
});

/**
 * POST /admin/complaint/{id}/moderation: a moderator hides, flags, restores or deletes a complaint with a reason. The
 * maintained counters follow the row (the complaints_counters_sync trigger); the decision is audited and the author
 * is told why, by notification and e-mail. `restoreTo` is the status the complaint had before it was flagged.
 */
export async function moderateComplaint(deps: ComplaintsDeps, actor: Actor, ref: string, input: ModerationRequest, restoreTo: ComplaintStatus = 'pending', within?: WithinDecision): Promise<void> {
  if (!isModerator(actor)) throw AppError.forbidden('You need the complaints.moderate permission to do this');
  const found = await repo.findComplaintRow(deps.database.db, ref);
  if (!found) throw complaintNotFound();
  const facts = moderationFactsOf(found);
  assertAllowed(facts, input.action, 'complaint');
  const reason = reasonText(input);
  const values: Partial<repo.NewComplaint> =
    input.action === 'hide' ? { hidden: true, hiddenByModerator: true, hiddenReason: reason }
      : input.action === 'flag' ? { status: 'flag', flagged: true, flagReason: reason }
        : input.action === 'delete' ? { deletedAt: deps.now(), deleteReason: reason, deletedById: actor.id }
          // A restore undoes the moderator's hold, never the author's own choice to hide it.
          : { hidden: found.hiddenByModerator ? false : found.hidden, hiddenByModerator: false, hiddenReason: null, flagged: false, flagReason: null, deletedAt: null, deleteReason: null, deletedById: null, ...(found.status === 'flag' ? { status: restoreTo } : {}) };
  const done = await deps.database.db.transaction(async (tx) => {
    // Only if nobody changed it meanwhile: the status it had when we looked.
    const row = await repo.updateComplaintRow(tx, found.id, values, found.status);
    if (!row) return undefined;
    // A decision answers the open reports too, so the count towards an automatic flag starts again (decision 145).
    const settled = await settleReports(tx, 'complaint', found.id, actor.id, deps.now());
    await deps.audit.record({
      actor, action: `complaint.moderate.${input.action}`, entityType: 'complaint', entityId: found.id, companyId: found.companyId,
      before: { status: found.status, hidden: found.hidden, deleted: !!found.deletedAt },
      after: { status: row.status, hidden: row.hidden, deleted: !!row.deletedAt, reason: input.reason, note: input.note ?? null, reportsSettled: settled },
    }, tx);
    await recordModerationDecision(tx, {
      kind: 'complaint', itemId: found.id, companyId: found.companyId, action: input.action, reason: input.reason, note: input.note, moderatorId: actor.id, itemCreatedAt: found.createdAt,
    });
    // A decision on appeal tells the author itself (one notice, with the appeal's outcome).
    const toldAlready = (await within?.(tx))?.toldAuthor === true;
    const told = toldAlready ? [] : await deps.notifier.raise(tx, moderationDecisionNotices({
      action: input.action, what: 'complaint', itemTitle: found.title, path: row.deletedAt ? null : `/complaints/${found.id}`, actorId: actor.id, authorId: found.customerId, reason,
    }));
    return { row, told };
  });
  if (!done) throw AppError.conflict('The complaint changed meanwhile; reload it and try again');
  deps.publish({ action: 'status', complaint: done.row });
  deps.notifier.announce(done.told);
}
