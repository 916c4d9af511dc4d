// A company's settings (/business/settings, decision 120): the addresses its notices go to (the spec's "company email
// details"), which kinds mail it, and where the profile switch starts. The owner (or a company admin) changes them,
// managers read them; every change is audited.
import type { AdminEmailDetails, CompanySettings, CreateEmailDetailsRequest, UpdateCompanySettingsRequest, UpdateEmailDetailsRequest } from '@redress/contract';
import { CreateEmailDetailsRequestSchema, UpdateCompanySettingsRequestSchema, UpdateEmailDetailsRequestSchema } from '@redress/contract';
import { AppError } from '../../lib/app-error.ts';
import type { Actor } from '../../lib/tokens.ts';
import type { CompaniesDeps } from './companies.service.ts';
import { hasCompanyRight, isCompanyAdmin } from './companies.policy.ts';
import { findCompanyRow, updateCompany, type CompanyRow } from './companies.repository.ts';
import {
  findEmailDetails, findEmailDetailsById, insertEmailDetails, updateEmailDetails, upsertEmailDetails, type AdminEmailDetailsValues, type EmailDetailsRow,
} from './company-settings.repository.ts';

export const canReadCompanySettings = (actor: Actor, company: { id: string; ownerUserId: string | null }) => hasCompanyRight(actor, company, 'readAccount') || isCompanyAdmin(actor);
export const canEditCompanySettings = (actor: Actor, company: { id: string; ownerUserId: string | null }) => hasCompanyRight(actor, company, 'editSettings') || isCompanyAdmin(actor);

function present(actor: Actor, company: CompanyRow, d: EmailDetailsRow | undefined): CompanySettings {
  return {
    companyId: company.id,
    contactEmails: d?.contactEmails ?? [],
    ccEmails: d?.ccEmails ?? [],
    mail: { newComplaint: d?.notifyOnComplaint ?? true, newReview: d?.notifyOnReview ?? false, overdueSummary: d?.overdueSummary ?? true },
    profileDefault: company.profileDefault === 'user' ? 'user' : 'business',
    canEdit: canEditCompanySettings(actor, company),
  };
}

async function loadCompany(deps: CompaniesDeps, id: string) {
  const company = await findCompanyRow(deps.database.db, id);
  if (!company) throw AppError.notFound('Company');
  return company;
}

export async function getCompanySettings(deps: CompaniesDeps, actor: Actor, companyId: string): Promise<CompanySettings> {
  const company = await loadCompany(deps, companyId);
  if (!canReadCompanySettings(actor, company)) throw AppError.forbidden('Only the company\'s owner and managers see its settings');
  return present(actor, company, await findEmailDetails(deps.database.db, company.id));
}

export async function updateCompanySettings(deps: CompaniesDeps, actor: Actor, companyId: string, body: UpdateCompanySettingsRequest): Promise<CompanySettings> {
  const company = await loadCompany(deps, companyId);
  if (!canEditCompanySettings(actor, company)) throw AppError.forbidden('Only the company\'s owner may change its settings');
  const input = UpdateCompanySettingsRequestSchema.parse(body);
  await deps.database.db.transaction(async (tx) => {
    const before = present(actor, company, await findEmailDetails(tx, company.id));
    await upsertEmailDetails(tx, company.id, {
      contactEmails: input.contactEmails, ccEmails: input.ccEmails, notifyOnComplaint: input.mail.newComplaint, notifyOnReview: input.mail.newReview,
      overdueSummary: input.mail.overdueSummary, updatedById: actor.id,
    });
    if (input.profileDefault !== company.profileDefault) await updateCompany(tx, company.id, { profileDefault: input.profileDefault });
    const { canEdit: _b, companyId: _bc, ...was } = before;
    await deps.audit.record({
      actor, action: 'company.settings', entityType: 'company', entityId: company.id, companyId: company.id,
      before: was, after: { contactEmails: input.contactEmails, ccEmails: input.ccEmails, mail: input.mail, profileDefault: input.profileDefault },
    }, tx);
  });
  return getCompanySettings(deps, actor, company.id);
}

// The admin's side of the same record (spec section 7: POST /admin/emailingDetails, GET /admin/emailDetails/{id},
// PUT /admin/emailingDetails/{id}; decision 131). The routes already require companies.manage; the addresses are
// validated by the business's own list schema, and the business's settings page reads what the admin saved.

function presentForAdmin(company: CompanyRow, d: EmailDetailsRow | undefined): AdminEmailDetails {
  return {
    id: d?.id ?? null,
    companyId: company.id,
    companyName: company.name,
    contactEmails: d?.contactEmails ?? [],
    ccEmails: d?.ccEmails ?? [],
    mail: { newComplaint: d?.notifyOnComplaint ?? true, newReview: d?.notifyOnReview ?? false, overdueSummary: d?.overdueSummary ?? true },
    notes: d?.notes ?? null,
    updatedAt: d ? d.updatedAt.toISOString() : null,
  };
}

const auditedFields = (d: AdminEmailDetails) => ({ contactEmails: d.contactEmails, ccEmails: d.ccEmails, mail: d.mail, notes: d.notes });

const valuesOf = (actor: Actor, input: { contactEmails: string[]; ccEmails: string[]; mail: AdminEmailDetails['mail']; notes?: string | null }): AdminEmailDetailsValues => ({
  contactEmails: input.contactEmails, ccEmails: input.ccEmails, notifyOnComplaint: input.mail.newComplaint, notifyOnReview: input.mail.newReview,
  overdueSummary: input.mail.overdueSummary, notes: input.notes || null, updatedById: actor.id,
});

/** {id} is the company's id (what the admin's page knows) or the record's own id (decision 131). */
async function resolveDetails(deps: CompaniesDeps, id: string): Promise<{ company: CompanyRow; details: EmailDetailsRow | undefined }> {
  const db = deps.database.db;
  const company = await findCompanyRow(db, id);
  if (company) return { company, details: await findEmailDetails(db, company.id) };
  const details = await findEmailDetailsById(db, id);
  const owner = details && await findCompanyRow(db, details.companyId);
  if (!details || !owner) throw AppError.notFound('Company');
  return { company: owner, details };
}

export async function adminEmailDetails(deps: CompaniesDeps, id: string): Promise<AdminEmailDetails> {
  const { company, details } = await resolveDetails(deps, id);
  return presentForAdmin(company, details);
}

export async function createEmailDetails(deps: CompaniesDeps, actor: Actor, body: CreateEmailDetailsRequest): Promise<AdminEmailDetails> {
  const input = CreateEmailDetailsRequestSchema.parse(body);
  const company = await loadCompany(deps, input.companyId);
  const saved = await deps.database.db.transaction(async (tx) => {
    const row = await insertEmailDetails(tx, company.id, valuesOf(actor, input));
    if (!row) throw AppError.conflict('This company already has e-mail details: change them with PUT /admin/emailingDetails/{id}', { field: 'companyId' });
    const after = presentForAdmin(company, row);
    await deps.audit.record({ actor, action: 'company.email-details.create', entityType: 'company', entityId: company.id, companyId: company.id, after: auditedFields(after) }, tx);
    return after;
  });
  return saved;
}

export async function changeEmailDetails(deps: CompaniesDeps, actor: Actor, id: string, body: UpdateEmailDetailsRequest): Promise<AdminEmailDetails> {
  const input = UpdateEmailDetailsRequestSchema.parse(body);
  const { company, details } = await resolveDetails(deps, id);
  if (!details) throw new AppError('NOT_FOUND', 'The company has no e-mail details yet: create them with POST /admin/emailingDetails');
  return deps.database.db.transaction(async (tx) => {
    const row = await updateEmailDetails(tx, details.id, valuesOf(actor, input));
    if (!row) throw AppError.notFound('E-mail details');
    const after = presentForAdmin(company, row);
    await deps.audit.record({
      actor, action: 'company.email-details.update', entityType: 'company', entityId: company.id, companyId: company.id,
      before: auditedFields(presentForAdmin(company, details)), after: auditedFields(after),
    }, tx);
    return after;
  });
}
