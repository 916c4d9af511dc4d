// A company's settings (/business/settings, decision 120): the addresses its notices go to (the spec's "company email
// details"), which kinds mail it, and where the profile switch starts. The owner (or a company admin) changes them,
// managers read them; every change is audited.
import type { CompanySettings, UpdateCompanySettingsRequest } from '@redress/contract';
import { UpdateCompanySettingsRequestSchema } from '@redress/contract';
import { AppError } from '../../lib/app-error.ts';
import type { Actor } from '../../lib/tokens.ts';
import type { CompaniesDeps } from './companies.service.ts';
import { hasCompanyRight, isCompanyAdmin } from './companies.policy.ts';
import { findCompanyRow, updateCompany, type CompanyRow } from './companies.repository.ts';
import { findEmailDetails, upsertEmailDetails, type EmailDetailsRow } from './company-settings.repository.ts';

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
