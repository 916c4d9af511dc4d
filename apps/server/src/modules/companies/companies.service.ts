// Companies: profiles (create, update, delete), explore lists, categories, search, comparison and standing.
import type {
  AdminCompany, BusinessProfile, Category, ClaimCompanyResponse, Company, CompanyCard, CompanyListResponse, CompanySearchResult, CompanyStanding,
  CreateCategoryRequest, CreateCompanyRequest, UpdateCompanyRequest,
} from '@redress/contract';
import { buildListMeta, COMPANY_DEFAULT_DESCRIPTION, COMPANY_SEARCH_LIMIT } from '@redress/contract';
import type { Database, DbOrTx, Tx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { MicroCache } from '../../lib/micro-cache.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import type { Actor } from '../../lib/tokens.ts';
import type { Platform } from '../../platform/index.ts';
import { takeProspectComplaints, type ProspectDeps } from '../complaints/complaints.service.ts';
import type { NotificationRow } from '../notifications/notifications.service.ts';
import { countLiveCompanies, movePlatformCompanyCounters, startCompanyStats } from '../stats/stats.service.ts';
import { findAccountLink, linkAccountToCompanyIfNone, unlinkCompanyOwner } from '../users/users.service.ts';
import {
  canClaimCompanies, canCreateCompanyProfile, checkClaim, claimDomains, emailDomain, type ClaimRefusal, canDeleteCompany, canManageCategories, canUpdateCompany, canVerifyCompany, canViewBusinessProfile,
} from './companies.policy.ts';
import { presentAdminCompany, presentBusinessProfile, presentCategory, presentCompany, presentCompanyCard, presentSearchResult } from './companies.presenter.ts';
import {
  categoryIdsOf, COUNT_CAP, countCompaniesCapped, countCompaniesInCategory, countRankedBefore, findCategories, findCompanyByEmailOrName,
  findCompanyCard, findCompanyCards, findCompanyFull, findCompanyRow, insertCategory, insertCompany, isUuid, listCategories, listCompanies,
  listNewCompanies, mainCategory, neighbours, searchCompanies, setCompanyCategories, setOwnerIfNone, setVerifiedDomainIfNone, slugsLike, softDeleteCompany, topCompanies,
  updateCompany, type CompanyListFilter, type CompanyRow, type NewCompany,
} from './companies.repository.ts';

export interface CompaniesDeps {
  database: Database;
  audit: Platform['audit'];
  /** The public micro-cache (decision 33): what every company of a category shares in its standing is read once. */
  publicCache?: MicroCache;
}

/** A write that can prove a company's domain also takes the complaints written to it before it joined (decision 146). */
export type OwnershipDeps = CompaniesDeps & ProspectDeps;

/**
 * The owner's e-mail proves the company's domain once it is verified and at the company's own domain (its e-mail's or
 * website's, never a public mail provider): the domain is kept, and the complaints that named any address there before
 * the company joined become its own. Nothing happens when a domain is kept already or the address does not match.
 * In the caller's transaction; announce the notices after it commits.
 */
export async function proveCompanyDomain(
  deps: ProspectDeps, tx: Tx, owner: { id: string; email: string; emailVerified: boolean; companyId: string | null },
): Promise<{ moved: number; notices: NotificationRow[] }> {
  const none = { moved: 0, notices: [] };
  if (!owner.emailVerified || !owner.companyId) return none;
  const company = await findCompanyRow(tx, owner.companyId);
  const domain = emailDomain(owner.email);
  if (!company || company.ownerUserId !== owner.id || company.verifiedDomain || !claimDomains(company).includes(domain)) return none;
  if (!(await setVerifiedDomainIfNone(tx, company.id, domain))) return none;
  const actor: Actor = { id: owner.id, role: 'organization', companyId: company.id, permissions: [] };
  await deps.audit.record({ actor, action: 'company.verify-domain', entityType: 'company', entityId: company.id, companyId: company.id, before: { verifiedDomain: null }, after: { verifiedDomain: domain } }, tx);
  return takeProspectComplaints(deps, tx, actor, company, { domain });
}

/** The sentence a business hears when complaints written before it joined became its own. */
export const takenSentence = (moved: number) =>
  moved ? ` ${moved} complaint${moved === 1 ? '' : 's'} written to your company before it joined Redress ${moved === 1 ? 'is' : 'are'} now in your list.` : '';

export function slugify(name: string) {
  const base = name.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 60);
  return base || 'company';
}

async function uniqueSlug(tx: DbOrTx, name: string) {
  const base = slugify(name);
  const taken = new Set(await slugsLike(tx, base));
  if (!taken.has(base)) return base;
  for (let i = 2; ; i++) if (!taken.has(`${base}-${i}`)) return `${base}-${i}`;
}

/** A name or e-mail another live company uses is a 409 naming the field. */
async function assertNoClash(tx: DbOrTx, input: { name?: string; email?: string }, fields = { name: 'name', email: 'email' }, exceptId?: string) {
  const clashes = (await findCompanyByEmailOrName(tx, input.email ?? '', input.name ?? '')).filter((c) => c.id !== exceptId);
  const details = [];
  if (input.email && clashes.some((c) => c.email.toLowerCase() === input.email!.toLowerCase())) details.push({ field: fields.email, message: 'is already used by another company' });
  if (input.name && clashes.some((c) => c.name.toLowerCase() === input.name!.trim().toLowerCase())) details.push({ field: fields.name, message: 'is already on Redress: claim that profile instead' });
  if (details.length) throw AppError.conflict(`${details[0]!.field}: ${details[0]!.message}`, details);
}

export async function assertCompanyIsNew(tx: DbOrTx, input: { name: string; email: string }, fields = { name: 'name', email: 'email' }) {
  await assertNoClash(tx, input, fields);
}

/** The one way a company comes to be (business sign-up and CreateProfile): its counters start with it. */
export async function createCompany(
  tx: DbOrTx,
  input: { name: string; email: string; contactNumber?: string | null; ownerUserId: string | null } & Partial<Omit<NewCompany, 'id' | 'slug' | 'name' | 'email'>>,
  fields?: { name: string; email: string },
): Promise<CompanyRow> {
  await assertCompanyIsNew(tx, input, fields);
  const { name, email, contactNumber, ownerUserId, ...rest } = input;
  const company = await insertCompany(tx, {
    ...rest,
    name: name.trim(),
    slug: await uniqueSlug(tx, name),
    email,
    contactNumber: contactNumber ?? null,
    organizationName: rest.organizationName ?? name.trim(),
    ownerUserId,
  });
  await startCompanyStats(tx, company.id);
  await movePlatformCompanyCounters(tx, { total: 1 });
  return company;
}

/** Category names or ids -> ids; any unknown one is a 400 naming `categories`. */
async function resolveCategoryIds(tx: DbOrTx, refs: string[]): Promise<string[]> {
  const found = await findCategories(tx, refs);
  const unknown = refs.filter((r) => !found.some((c) => c.id === r.toLowerCase() || c.name.toLowerCase() === r.toLowerCase()));
  if (unknown.length) {
    const message = `has no category named ${unknown.map((u) => `"${u}"`).join(', ')}`;
    throw AppError.badRequest(`categories: ${message}`, [{ field: 'categories', message }]);
  }
  return [...new Set(found.map((c) => c.id))];
}

const conflictOnUnique = (err: unknown): never => {
  if (isUniqueViolation(err, 'companies_email_lower_unique')) throw AppError.conflict('email: is already used by another company', [{ field: 'email', message: 'is already used by another company' }]);
  if (isUniqueViolation(err, 'companies_slug_unique')) throw AppError.conflict('name: another company was just listed with this name', [{ field: 'name', message: 'is already on Redress' }]);
  throw err;
};

async function loadFull(deps: Pick<CompaniesDeps, 'database'>, ref: string) {
  const row = await findCompanyFull(deps.database.db, ref);
  if (!row) throw AppError.notFound('Company');
  return row;
}

/**
 * Lists a business that is not on Redress yet (docs/decisions.md). An organization account without a company becomes
 * its owner; for anyone else the profile is listed unowned, to be claimed by the business later.
 */
export async function createCompanyProfile(deps: OwnershipDeps, actor: Actor, input: CreateCompanyRequest & { email: string; name: string }): Promise<{ returnId: string; company: Company }> {
  if (!canCreateCompanyProfile(actor)) throw AppError.forbidden('Employees act for their own company and cannot list another one');
  let notices: NotificationRow[] = [];
  const id = await deps.database.db.transaction(async (tx) => {
    const account = actor.role === 'organization' ? await findAccountLink(tx, actor.id) : undefined;
    const becomesOwner = account?.profileType === 'organization' && account.companyId === null;
    const { categories: categoryRefs, ...fields } = input;
    const categoryIds = categoryRefs?.length ? await resolveCategoryIds(tx, categoryRefs) : [];
    const company = await createCompany(tx, { ...fields, ownerUserId: becomesOwner ? actor.id : null });
    if (categoryIds.length) await setCompanyCategories(tx, company.id, categoryIds);
    // Two listings at once by one business: only the first links; the second rolls back rather than stealing it.
    if (becomesOwner && !(await linkAccountToCompanyIfNone(tx, actor.id, company.id))) {
      throw AppError.conflict('You already manage a company on Redress', [{ field: 'name', message: 'your account already manages a company' }]);
    }
    await deps.audit.record({
      actor,
      action: 'company.create',
      entityType: 'company',
      entityId: company.id,
      companyId: company.id,
      after: { name: company.name, email: company.email, ownerUserId: company.ownerUserId, categories: categoryRefs ?? [] },
    }, tx);
    // A business with a verified address at the company's domain proves it at once.
    if (becomesOwner) ({ notices } = await proveCompanyDomain(deps, tx, { ...account, companyId: company.id }));
    return company.id;
  }).catch(conflictOnUnique);
  deps.notifier.announce(notices);
  return { returnId: id, company: presentCompany(await loadFull(deps, id)) };
}

const UPDATABLE = ['name', 'email', 'contactNumber', 'banner', 'logo', 'description', 'serviceOffered', 'organizationName', 'website', 'country', 'address'] as const;

export async function updateCompanyProfile(deps: CompaniesDeps, actor: Actor, ref: string, input: UpdateCompanyRequest): Promise<Company> {
  const company = await findCompanyRow(deps.database.db, ref);
  if (!company) throw AppError.notFound('Company');
  if (!canUpdateCompany(actor, company)) throw AppError.forbidden('Only the company\'s owner, its managers or an admin may edit this profile');
  if (input.companyVerified !== undefined && !canVerifyCompany(actor)) throw AppError.forbidden('Only Redress admins can verify a company');

  const changes: Partial<NewCompany> = {};
  for (const key of UPDATABLE) if (input[key] !== undefined) Object.assign(changes, { [key]: input[key] });
  if (changes.description === '') changes.description = COMPANY_DEFAULT_DESCRIPTION;
  if (input.companyVerified !== undefined) changes.isVerified = input.companyVerified;

  await deps.database.db.transaction(async (tx) => {
    await assertNoClash(tx, { name: input.name, email: input.email }, undefined, company.id);
    const before: Record<string, unknown> = Object.fromEntries(Object.keys(changes).map((k) => [k, company[k as keyof CompanyRow]]));
    const after: Record<string, unknown> = { ...changes };
    if (input.categories) {
      const ids = await resolveCategoryIds(tx, input.categories);
      before.categories = await categoryIdsOf(tx, company.id);
      after.categories = ids;
      await setCompanyCategories(tx, company.id, ids);
    }
    if (Object.keys(changes).length) await updateCompany(tx, company.id, changes);
    if (changes.isVerified !== undefined && changes.isVerified !== company.isVerified) {
      await movePlatformCompanyCounters(tx, { verified: changes.isVerified ? 1 : -1 });
    }
    await deps.audit.record({ actor, action: 'company.update', entityType: 'company', entityId: company.id, companyId: company.id, before, after }, tx);
  }).catch(conflictOnUnique);
  return presentCompany(await loadFull(deps, company.id));
}

const ONLY_BUSINESSES_CLAIM = 'Only business accounts can claim a company profile: sign up as a business with your work e-mail';

function claimRefused(reason: ClaimRefusal, company: { name: string; email: string; website: string | null }, email: string): AppError {
  switch (reason) {
    case 'not-a-business':
      return AppError.forbidden(ONLY_BUSINESSES_CLAIM);
    case 'already-owned':
      return AppError.conflict(`${company.name} is already managed by its business on Redress`);
    case 'not-active':
      return AppError.forbidden(`${company.name} is suspended: contact Redress support to claim it`);
    case 'unverified-email':
      return AppError.forbidden('Verify your e-mail address first: claiming a profile relies on it');
    case 'has-company':
      return AppError.forbidden('Your account already manages a company; one business account manages one company');
    case 'domain-mismatch': {
      const domains = claimDomains(company);
      const at = email.slice(email.lastIndexOf('@') + 1);
      return new AppError('FORBIDDEN', domains.length
        ? `Your e-mail domain (${at}) is not ${company.name}'s (${domains.join(' or ')}): sign in with an address at that domain to claim it`
        : `${company.name}'s profile has no business domain to prove ownership with: contact Redress support to claim it`,
      [{ field: 'email', message: 'domain does not match the company\'s' }]);
    }
  }
}

/**
 * Claims an ownerless profile (docs/decisions.md): an organization account with a verified e-mail and no company
 * becomes the owner when its e-mail domain is the company's e-mail domain or website host. Owner, account link,
 * verifiedDomain and the audit entry commit together; a concurrent claim finds the profile owned (409).
 */
export async function claimCompany(deps: OwnershipDeps, actor: Actor, ref: string): Promise<ClaimCompanyResponse> {
  if (!canClaimCompanies(actor)) throw AppError.forbidden(ONLY_BUSINESSES_CLAIM);
  const { claimed, moved, notices } = await deps.database.db.transaction(async (tx) => {
    const company = await findCompanyRow(tx, ref);
    if (!company) throw AppError.notFound('Company');
    const account = await findAccountLink(tx, actor.id);
    if (!account) throw AppError.unauthorized();
    const check = checkClaim(actor, account, company);
    if (!check.ok) throw claimRefused(check.reason, company, account.email);
    const owned = await setOwnerIfNone(tx, company.id, actor.id, check.domain);
    if (!owned) throw claimRefused('already-owned', company, account.email);
    if (!(await linkAccountToCompanyIfNone(tx, actor.id, company.id))) throw claimRefused('has-company', company, account.email);
    await deps.audit.record({
      actor: { ...actor, companyId: company.id }, action: 'company.claim', entityType: 'company', entityId: company.id, companyId: company.id,
      before: { ownerUserId: null, verifiedDomain: company.verifiedDomain }, after: { ownerUserId: actor.id, verifiedDomain: check.domain },
    }, tx);
    // The claim proved the domain: complaints that named an address there before the business joined are its own now.
    return { claimed: owned, ...(await takeProspectComplaints(deps, tx, { ...actor, companyId: company.id }, owned, { domain: check.domain })) };
  });
  deps.notifier.announce(notices);
  return {
    message: `You now manage ${claimed.name} on Redress${moved ? `.${takenSentence(moved)}` : ''}`,
    company: presentBusinessProfile(await loadFull(deps, claimed.id)),
  };
}

/**
 * Business sign-up that means to claim a listed profile: the profile must exist, have no owner and match the address's
 * domain, with the same answers as the claim itself; the e-mail is verified and the claim made afterwards.
 */
export async function assertClaimableBy(db: DbOrTx, ref: string, email: string): Promise<void> {
  const company = await findCompanyRow(db, ref);
  if (!company) throw AppError.notFound('Company');
  const check = checkClaim({ id: '', role: 'organization', companyId: null, permissions: [] }, { profileType: 'organization', email, emailVerified: true, companyId: null }, company);
  if (!check.ok) throw claimRefused(check.reason, company, email);
}

/** Soft delete (admin): the profile leaves every list and page; its rows stay for the audit trail. */
export async function deleteCompany(deps: CompaniesDeps, actor: Actor, id: string): Promise<{ message: string }> {
  if (!canDeleteCompany(actor)) throw AppError.forbidden();
  await deps.database.db.transaction(async (tx) => {
    const deleted = await softDeleteCompany(tx, id);
    if (!deleted) throw AppError.notFound('Company');
    await movePlatformCompanyCounters(tx, { total: -1, verified: deleted.isVerified ? -1 : 0 });
    // Its owner is free to list or claim another company.
    if (deleted.ownerUserId) await unlinkCompanyOwner(tx, deleted.ownerUserId, id);
    await deps.audit.record({
      actor, action: 'company.delete', entityType: 'company', entityId: id, companyId: id,
      before: { name: deleted.name, status: 'active', deletedAt: null }, after: { status: 'deleted', deletedAt: deleted.deletedAt?.toISOString() },
    }, tx);
  });
  return { message: 'Company deleted' };
}

export async function getCompany(deps: Pick<CompaniesDeps, 'database'>, ref: string): Promise<Company> {
  return presentCompany(await loadFull(deps, ref));
}

export async function getBusinessProfile(deps: CompaniesDeps, actor: Actor, ref: string): Promise<BusinessProfile> {
  const row = await loadFull(deps, ref);
  if (!canViewBusinessProfile(actor, row.company)) throw AppError.forbidden('This is the business side of another company\'s profile');
  return presentBusinessProfile(row);
}

/** A category filter given by name or id; undefined when no such category exists. */
async function categoryFilter(db: DbOrTx, filter: string): Promise<string | null | undefined> {
  const [found] = await findCategories(db, [filter]);
  return found?.id;
}

export async function listCompaniesPage(
  deps: CompaniesDeps,
  q: { PageNumber: number; PageSize: number; Filter?: string; FilterByRating?: number; SearchText?: string },
): Promise<CompanyListResponse> {
  const db = deps.database.db;
  const f: CompanyListFilter = { minRating: q.FilterByRating, searchText: q.SearchText || undefined };
  let categoryTotal: number | undefined;
  if (q.Filter) {
    const [category] = await findCategories(db, [q.Filter]);
    if (!category) return { companies: [], totalPage: 1, ...buildListMeta(q.PageNumber, q.PageSize, 0) };
    f.categoryId = category.id;
    categoryTotal = category.companiesTotal;
  }
  const filtered = Boolean(f.minRating || f.searchText);
  // Totals: the maintained counters for the whole list and for a category; a capped count for other filters (PERF.md).
  const [rows, total] = await Promise.all([
    listCompanies(db, f, q.PageNumber, q.PageSize),
    filtered ? countCompaniesCapped(db, f).then((n) => Math.min(n, COUNT_CAP)) : (categoryTotal ?? countLiveCompanies(db)),
  ]);
  const meta = buildListMeta(q.PageNumber, q.PageSize, total);
  return { companies: rows.map(presentCompanyCard), totalPage: meta.numberOfPages, ...meta };
}

export async function getCategories(deps: CompaniesDeps) {
  const rows = await listCategories(deps.database.db);
  return { data: rows.map(presentCategory), meta: buildListMeta(1, Math.max(1, rows.length), rows.length) };
}

export async function createCategory(deps: CompaniesDeps, actor: Actor, input: CreateCategoryRequest & { name: string }): Promise<{ returnId: string; category: Category }> {
  if (!canManageCategories(actor)) throw AppError.forbidden();
  const duplicate = () => AppError.conflict('name: this category already exists', [{ field: 'name', message: 'already exists' }]);
  const category = await deps.database.db.transaction(async (tx) => {
    const [existing] = await findCategories(tx, [input.name]);
    if (existing && existing.name.toLowerCase() === input.name.toLowerCase()) throw duplicate();
    const row = await insertCategory(tx, input.name);
    await deps.audit.record({ actor, action: 'category.create', entityType: 'category', entityId: row.id, after: { name: row.name } }, tx);
    return row;
  }).catch((err: unknown) => {
    if (isUniqueViolation(err, 'categories_name_lower_unique')) throw duplicate();
    throw err;
  });
  return { returnId: category.id, category: presentCategory(category) };
}

export const NEW_COMPANIES_DAYS = 30;

export async function newCompanies(deps: CompaniesDeps, page: number, size: number): Promise<{ data: AdminCompany[]; meta: ReturnType<typeof buildListMeta> }> {
  const since = new Date(Date.now() - NEW_COMPANIES_DAYS * 86_400_000);
  const { rows, total } = await listNewCompanies(deps.database.db, since, page, size);
  return { data: rows.map(presentAdminCompany), meta: buildListMeta(page, size, total) };
}

export async function searchCompanyProfiles(deps: CompaniesDeps, searchText: string): Promise<{ data: CompanySearchResult[] }> {
  const rows = await searchCompanies(deps.database.db, searchText, COMPANY_SEARCH_LIMIT);
  return { data: rows.map(presentSearchResult) };
}

/** 2-4 companies side by side, in the order asked; any unknown one is a 404. */
export async function compareCompanies(deps: CompaniesDeps, refs: string[]): Promise<{ companies: CompanyCard[] }> {
  const rows = await findCompanyCards(deps.database.db, refs);
  const ordered = refs.map((ref) => rows.find((r) => (isUuid(ref) ? r.company.id === ref.toLowerCase() : r.company.slug === ref.toLowerCase())));
  const missing = refs.filter((_, i) => !ordered[i]);
  if (missing.length) throw new AppError('NOT_FOUND', `Company not found: ${missing.join(', ')}`, missing.map((m) => ({ field: 'ids', message: `${m} is not a company` })));
  if (new Set(ordered.map((r) => r!.company.id)).size !== refs.length) throw AppError.badRequest('ids: names a company twice', [{ field: 'ids', message: 'names a company twice' }]);
  return { companies: ordered.map((r) => presentCompanyCard(r!)) };
}

export async function topCompanyCards(deps: CompaniesDeps, q: { limit: number; category?: string }): Promise<{ data: CompanyCard[] }> {
  let categoryId: string | undefined;
  if (q.category) {
    categoryId = (await categoryFilter(deps.database.db, q.category)) ?? undefined;
    if (!categoryId) return { data: [] };
  }
  const rows = await topCompanies(deps.database.db, q.limit, categoryId);
  return { data: rows.map(presentCompanyCard) };
}

/** Ranks are counted up to this (a category can hold tens of thousands of companies); beyond it the rank is a lower bound. */
export const RANK_CAP = 1000;
const STANDING_TOP = 5;

/** Where a company stands in its main category (or on the whole platform when it has none). */
export async function companyStanding(deps: CompaniesDeps, ref: string): Promise<CompanyStanding> {
  const db = deps.database.db;
  const card = await findCompanyCard(db, ref);
  if (!card) throw AppError.notFound('Company');
  const id = card.company.id;
  const category = (await mainCategory(db, id)) ?? null;
  const categoryId = category?.id ?? null;
  // The leaders and the size of a category are the same on the standing of each of its companies: one read per
  // category while the micro-cache keeps it (any write clears it).
  const loadShared = async () => {
    const [outOf, top] = await Promise.all([
      categoryId ? countCompaniesInCategory(db, categoryId) : countLiveCompanies(db),
      topCompanies(db, STANDING_TOP, categoryId ?? undefined),
    ]);
    return JSON.stringify({ outOf, top: top.map(presentCompanyCard) });
  };
  const shared = async (): Promise<{ outOf: number; top: CompanyCard[] }> =>
    JSON.parse(deps.publicCache ? await deps.publicCache.get(`standing-shared:${categoryId ?? 'all'}`, loadShared) : await loadShared());
  const [ahead, { outOf, top }, around] = await Promise.all([
    countRankedBefore(db, id, categoryId, RANK_CAP),
    shared(),
    neighbours(db, id, categoryId),
  ]);
  return {
    company: presentCompanyCard(card),
    category: category ? presentCategory(category) : null,
    rank: ahead + 1,
    outOf: Math.max(outOf, ahead + 1),
    rankIsCapped: ahead >= RANK_CAP,
    top,
    above: around.above ? presentCompanyCard(around.above) : null,
    below: around.below ? presentCompanyCard(around.below) : null,
  };
}
