// Review invitations (issue 39, decision 161): a company's owner or managers (or the owner's API key) invite its
// customers to review it. By mail from the portal: a batch, de-duplicated within itself and against the company's
// invitations to the same address in the last REVIEW_INVITATION_REPEAT_DAYS days, skipping addresses that opted out of
// invitations, within the plan's monthly allowance (decision 162), queued through the mail outbox in the write's
// transaction. By a personal link the business's systems deliver. Tokens are stored as SHA-256; an invitation is spent
// by the one review written from it, by the invited address's account only, before it expires.
import { createHash, randomBytes } from 'node:crypto';
import type {
  CreateReviewInvitationLinkRequest, OpenedReviewInvitation, ReviewInvitationAllowance, ReviewInvitationBatch, ReviewInvitationLink,
  ReviewInvitationList, ReviewInvitationListQuery, ReviewInvitationSkipReason, SendReviewInvitationsRequest,
} from '@redress/contract';
import { buildListMeta, REVIEW_INVITATION_REPEAT_DAYS, REVIEW_INVITATION_TTL_DAYS } from '@redress/contract';
import type { Database, DbOrTx, Tx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Signer } from '../../lib/signatures.ts';
import type { Actor } from '../../lib/tokens.ts';
import type { Audit } from '../../platform/audit/index.ts';
import type { Mail } from '../../platform/mail/index.ts';
import { findCompanyPlan, type CompanyPlan } from '../billing/plans.repository.ts';
import { findCompanyRow } from '../companies/companies.repository.ts';
import { optedOut } from '../invitations/invitations.repository.ts';
import { unsubscribePage, unsubscribeUrl } from '../invitations/invitations.service.ts';
import { oneClickHeaders } from '../../platform/mail/unsubscribe.ts';
import { findUserById } from '../users/users.repository.ts';
import { canInviteReviewers, isInvitedAccount } from './review-invitations.policy.ts';
import { emailHint, invitationState, presentInvitation } from './review-invitations.presenter.ts';
import * as repo from './review-invitations.repository.ts';

export interface ReviewInvitationsDeps {
  database: Database;
  mail: Mail;
  audit: Audit;
  signer: Signer;
  publicUrl: string;
  now: () => Date;
}

const DAY_MS = 86_400_000;

/**
 * Invitations a calendar month (UTC) per plan code (decision 162), unless an admin set `reviewInvitations` in the plan's
 * limits: Free 50, Growth 1,000, Enterprise no limit; any other plan as Free.
 */
export const MONTHLY_REVIEW_INVITATIONS: Readonly<Record<string, number | null>> = { free: 50, growth: 1000, enterprise: null };

export function monthlyInvitationLimit(plan: CompanyPlan): number | null {
  if (Object.prototype.hasOwnProperty.call(plan.limits, 'reviewInvitations')) return plan.limits.reviewInvitations ?? null;
  const byCode = MONTHLY_REVIEW_INVITATIONS[plan.code];
  return byCode === undefined ? MONTHLY_REVIEW_INVITATIONS.free! : byCode;
}

const monthStart = (now: Date) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));

export const hashInvitationToken = (token: string) => createHash('sha256').update(token).digest('hex');
export const invitationUrl = (publicUrl: string, token: string) => `${publicUrl}/review-invitation/${token}`;

const fieldError = (field: string, message: string) => AppError.badRequest(`${field}: ${message}`, [{ field, message }]);
const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** The actor's company, and a 403 unless they may invite for it (owner or manager; the owner's API key). */
async function invitingCompany(deps: Pick<ReviewInvitationsDeps, 'database'>, actor: Actor) {
  const company = actor.companyId ? await findCompanyRow(deps.database.db, actor.companyId) : undefined;
  if (!company || !canInviteReviewers(actor, company)) throw AppError.forbidden('Only a company\'s owner or its managers invite its customers to review it');
  if (company.status !== 'active') throw AppError.forbidden('The company is not active on Redress');
  return company;
}

async function allowanceOf(db: DbOrTx, companyId: string, now: Date): Promise<ReviewInvitationAllowance> {
  const plan = await findCompanyPlan(db, companyId);
  const limit = monthlyInvitationLimit(plan);
  const used = await repo.countCreatedSince(db, companyId, monthStart(now));
  return { limit, used, remaining: limit === null ? null : Math.max(0, limit - used), planName: plan.name };
}

function overAllowance(a: ReviewInvitationAllowance, wanted: number): AppError {
  const message = `${plural(wanted, 'invitation')} to send, but the ${a.planName} plan has ${a.remaining} of its ${a.limit} left this month`;
  return new AppError('FORBIDDEN', `${message}: send fewer, wait for next month or choose another plan`, [{ field: 'recipients', message }]);
}

/** The batch as it would go: duplicates within it, recent invitations and opt-outs skipped. */
async function sortBatch(db: DbOrTx, companyId: string, input: SendReviewInvitationsRequest, now: Date) {
  const seen = new Set<string>();
  const fresh: { email: string; name: string | null }[] = [];
  const skipped: { email: string; reason: ReviewInvitationSkipReason }[] = [];
  for (const r of input.recipients) {
    const email = r.email.trim().toLowerCase();
    if (seen.has(email)) skipped.push({ email, reason: 'repeated-in-list' });
    else {
      seen.add(email);
      fresh.push({ email, name: r.name?.trim() || null });
    }
  }
  const emails = fresh.map((r) => r.email);
  const recent = await repo.invitedSince(db, companyId, emails, new Date(now.getTime() - REVIEW_INVITATION_REPEAT_DAYS * DAY_MS));
  const out = new Set(await optedOut(db, emails));
  const toSend = fresh.filter((r) => {
    if (recent.has(r.email)) skipped.push({ email: r.email, reason: 'invited-recently' });
    else if (out.has(r.email)) skipped.push({ email: r.email, reason: 'opted-out' });
    else return true;
    return false;
  });
  return { toSend, skipped };
}

function batchMessage(sent: number, skipped: { reason: ReviewInvitationSkipReason }[], preview: boolean): string {
  const head = preview ? `${plural(sent, 'invitation')} will be sent` : sent ? `${plural(sent, 'invitation')} sent` : 'No invitation sent';
  const why = (reason: ReviewInvitationSkipReason) => skipped.filter((s) => s.reason === reason).length;
  const parts = [
    why('repeated-in-list') && `${plural(why('repeated-in-list'), 'duplicate')} in the list`,
    why('invited-recently') && `${plural(why('invited-recently'), 'address', 'addresses')} invited in the last ${REVIEW_INVITATION_REPEAT_DAYS} days`,
    why('opted-out') && `${plural(why('opted-out'), 'address', 'addresses')} that asked for no invitations`,
  ].filter(Boolean);
  return parts.length ? `${head}, ${plural(skipped.length, 'address', 'addresses')} skipped (${parts.join(', ')})` : head;
}

const newToken = () => randomBytes(24).toString('base64url');

/** POST /business/review-invitations/preview: what a send would do, changing nothing. */
export async function previewInvitations(deps: ReviewInvitationsDeps, actor: Actor, input: SendReviewInvitationsRequest): Promise<ReviewInvitationBatch> {
  const company = await invitingCompany(deps, actor);
  const now = deps.now();
  const db = deps.database.db;
  const { toSend, skipped } = await sortBatch(db, company.id, input, now);
  const allowance = await allowanceOf(db, company.id, now);
  const fits = allowance.remaining === null || toSend.length <= allowance.remaining;
  return { toSend, skipped, allowance, fits, message: batchMessage(toSend.length, skipped, true) };
}

/** POST /business/review-invitations: mails each address not skipped, in one transaction with its outbox rows; audited. */
export async function sendInvitations(deps: ReviewInvitationsDeps, actor: Actor, input: SendReviewInvitationsRequest): Promise<ReviewInvitationBatch> {
  const company = await invitingCompany(deps, actor);
  const now = deps.now();
  const expiresAt = new Date(now.getTime() + REVIEW_INVITATION_TTL_DAYS * DAY_MS);
  const expiresOn = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(expiresAt);
  return deps.database.db.transaction(async (tx) => {
    await repo.lockCompanyInvitations(tx, company.id);
    const { toSend, skipped } = await sortBatch(tx, company.id, input, now);
    const before = await allowanceOf(tx, company.id, now);
    if (before.remaining !== null && toSend.length > before.remaining) throw overAllowance(before, toSend.length);
    const rows: repo.NewReviewInvitation[] = [];
    for (const r of toSend) {
      const token = newToken();
      const mailId = await deps.mail.send({
        to: r.email,
        template: 'review-invitation',
        data: { companyName: company.name, ...(r.name ? { name: r.name } : {}), url: invitationUrl(deps.publicUrl, token), expiresOn, unsubscribeUrl: unsubscribePage(deps, r.email) },
        headers: oneClickHeaders(unsubscribeUrl(deps, r.email)),
      }, tx);
      rows.push({ companyId: company.id, email: r.email, name: r.name, channel: 'mail', tokenHash: hashInvitationToken(token), createdById: actor.id, mailId, expiresAt, createdAt: now });
    }
    await repo.insertInvitations(tx, rows);
    if (toSend.length) {
      await deps.audit.record({
        actor, action: 'review_invitation.send', entityType: 'company', entityId: company.id, companyId: company.id,
        after: { sent: toSend.length, skipped: skipped.length },
      }, tx);
    }
    const used = before.used + toSend.length;
    const allowance = { ...before, used, remaining: before.limit === null ? null : Math.max(0, before.limit - used) };
    return { toSend, skipped, allowance, fits: true, message: batchMessage(toSend.length, skipped, false) };
  });
}

/** POST /business/review-invitations/link: one personal link for the business to deliver; the token is answered once. */
export async function createInvitationLink(deps: ReviewInvitationsDeps, actor: Actor, input: CreateReviewInvitationLinkRequest): Promise<ReviewInvitationLink> {
  const company = await invitingCompany(deps, actor);
  const now = deps.now();
  const email = input.email.trim().toLowerCase();
  const token = newToken();
  return deps.database.db.transaction(async (tx) => {
    await repo.lockCompanyInvitations(tx, company.id);
    const recent = await repo.invitedSince(tx, company.id, [email], new Date(now.getTime() - REVIEW_INVITATION_REPEAT_DAYS * DAY_MS));
    if (recent.size) {
      const message = `was invited in the last ${REVIEW_INVITATION_REPEAT_DAYS} days`;
      throw AppError.conflict(`email: ${message}`, [{ field: 'email', message }]);
    }
    const before = await allowanceOf(tx, company.id, now);
    if (before.remaining !== null && before.remaining < 1) {
      const message = `the ${before.planName} plan's ${before.limit} invitations this month are used`;
      throw new AppError('FORBIDDEN', `${message}: wait for next month or choose another plan`, [{ field: 'email', message }]);
    }
    const row = await repo.insertInvitation(tx, {
      companyId: company.id, email, name: input.name?.trim() || null, channel: 'link', tokenHash: hashInvitationToken(token), createdById: actor.id,
      expiresAt: new Date(now.getTime() + REVIEW_INVITATION_TTL_DAYS * DAY_MS), createdAt: now,
    });
    await deps.audit.record({ actor, action: 'review_invitation.link', entityType: 'review_invitation', entityId: row.id, companyId: company.id, after: { channel: 'link' } }, tx);
    const used = before.used + 1;
    return {
      invitation: presentInvitation(row, now),
      url: invitationUrl(deps.publicUrl, token),
      allowance: { ...before, used, remaining: before.limit === null ? null : Math.max(0, before.limit - used) },
    };
  });
}

/** GET /business/review-invitations: the company's invitations, newest first, with their counts and the month's allowance. */
export async function listInvitations(deps: ReviewInvitationsDeps, actor: Actor, q: ReviewInvitationListQuery): Promise<ReviewInvitationList> {
  const company = await invitingCompany(deps, actor);
  const db = deps.database.db;
  const now = deps.now();
  const { page, size } = q;
  const [rows, counts, allowance] = await Promise.all([
    repo.listCompanyInvitations(db, company.id, page, size), repo.countCompanyInvitations(db, company.id), allowanceOf(db, company.id, now),
  ]);
  return { data: rows.map((r) => presentInvitation(r, now)), meta: buildListMeta(page, size, counts.sent), counts, allowance };
}

async function findByToken(db: DbOrTx, token: string) {
  const found = await repo.findByTokenHash(db, hashInvitationToken(token));
  if (!found || found.company.deletedAt || found.company.status !== 'active') return undefined;
  return found;
}

/**
 * GET /review-invitations/{token}: the invitation page's facts; the first read of a live one counts it opened (the
 * link was opened: no tracking pixel in the mail). Whether the signed-in account is the invited address's.
 */
export async function openInvitation(deps: ReviewInvitationsDeps, actor: Actor | null, token: string): Promise<OpenedReviewInvitation> {
  const db = deps.database.db;
  const found = await findByToken(db, token);
  if (!found) throw AppError.notFound('Invitation');
  const now = deps.now();
  const { invitation: inv, company } = found;
  const state = invitationState(inv, now);
  if (state === 'sent') await repo.markOpened(db, inv.id, now);
  let accountMatches: boolean | null = null;
  if (actor) {
    const account = await findUserById(db, actor.id);
    accountMatches = !!account && actor.role === 'user' && isInvitedAccount(account, inv);
  }
  return {
    state: state === 'reviewed' ? 'reviewed' : state === 'expired' ? 'expired' : 'open',
    company: { id: company.id, name: company.name, slug: company.slug, logo: company.logo },
    emailHint: emailHint(inv.email), expiresAt: inv.expiresAt.toISOString(), accountMatches,
  };
}

/**
 * A review is about to be written with `token` (modules/reviews): the live invitation for `account`, or the 4xx that says
 * why not, naming invitationToken. Spent inside the review's transaction by spendInvitation.
 */
export async function invitationForReview(db: DbOrTx, token: string, accountId: string, now: Date): Promise<{ id: string; companyId: string; companyName: string }> {
  const [found, account] = await Promise.all([findByToken(db, token), findUserById(db, accountId)]);
  if (!found) throw fieldError('invitationToken', 'is not an invitation on Redress');
  const { invitation: inv, company } = found;
  const state = invitationState(inv, now);
  if (state === 'reviewed') throw AppError.conflict('invitationToken: was used for a review already', [{ field: 'invitationToken', message: 'was used for a review already' }]);
  if (state === 'expired') throw AppError.conflict('invitationToken: has expired', [{ field: 'invitationToken', message: 'has expired' }]);
  if (!account || !isInvitedAccount(account, inv)) {
    const message = `is for ${emailHint(inv.email)}: sign in with that address to use it`;
    throw new AppError('FORBIDDEN', `invitationToken: ${message}`, [{ field: 'invitationToken', message }]);
  }
  return { id: inv.id, companyId: company.id, companyName: company.name };
}

/** Spends the invitation on the review in the review's transaction; a 409 if another review took it meanwhile. */
export async function spendInvitation(tx: Tx, invitationId: string, reviewId: string, now: Date): Promise<void> {
  const spent = await repo.spendInvitation(tx, invitationId, reviewId, now);
  if (!spent) throw AppError.conflict('invitationToken: was used for a review already', [{ field: 'invitationToken', message: 'was used for a review already' }]);
}
