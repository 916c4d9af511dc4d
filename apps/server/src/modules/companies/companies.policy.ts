// Who may do what to a company: pure functions of the actor and the company (role x ownership).
import { roleHasRight, type CompanyRight, type CompanyRole } from '@redress/contract';
import type { Actor } from '../../lib/tokens.ts';

export interface CompanyOwnership {
  id: string;
  ownerUserId: string | null;
}

/** An admin holding companies.manage. */
export const isCompanyAdmin = (actor: Actor) => actor.role === 'admin' && actor.permissions.includes('companies.manage');

/** The organization account that owns the company. */
export const ownsCompany = (actor: Actor, company: CompanyOwnership) => actor.role === 'organization' && company.ownerUserId !== null && company.ownerUserId === actor.id;

/** An employee acting for this company. */
export const worksFor = (actor: Actor, company: CompanyOwnership) => actor.role === 'employee' && actor.companyId === company.id;

/**
 * A person's place in a company (decision 119): its organization account is the owner; an employee is a manager or an
 * agent (an employee whose role is unknown counts as an agent: the fewest rights).
 */
export type { CompanyRole };

export const companyRoleOf = (actor: Actor, company: CompanyOwnership): CompanyRole | null =>
  ownsCompany(actor, company) ? 'owner' : worksFor(actor, company) ? (actor.employeeRole === 'manager' ? 'manager' : 'agent') : null;

export { COMPANY_RIGHTS, type CompanyRight } from '@redress/contract';

export const hasCompanyRight = (actor: Actor, company: CompanyOwnership, right: CompanyRight): boolean => roleHasRight(companyRoleOf(actor, company), right);

/** Listing a business not yet on Redress: any signed-in account but an employee (who acts for one company). */
export const canCreateCompanyProfile = (actor: Actor) => actor.role !== 'employee';

/** Editing the profile (names, contacts, logo, banner, categories): its owner or a manager, or a company admin. */
export const canUpdateCompany = (actor: Actor, company: CompanyOwnership) => hasCompanyRight(actor, company, 'editProfile') || isCompanyAdmin(actor);

/** The companyVerified flag is the platform's word, never the company's own. */
export const canVerifyCompany = (actor: Actor) => isCompanyAdmin(actor);

export const canDeleteCompany = (actor: Actor) => isCompanyAdmin(actor);

export const canManageCategories = (actor: Actor) => isCompanyAdmin(actor);

/** Adding and removing products and services: the owner or a manager, or a company admin. */
export const canManageCatalogue = (actor: Actor, company: CompanyOwnership) => hasCompanyRight(actor, company, 'editProfile') || isCompanyAdmin(actor);

/** The business side of the profile: the owner, its employees, and company admins. */
export const canViewBusinessProfile = (actor: Actor, company: CompanyOwnership) => ownsCompany(actor, company) || worksFor(actor, company) || isCompanyAdmin(actor);

// Claiming an ownerless profile (docs/decisions.md): the claimant's verified e-mail domain must be the company's.

/** Addresses anyone can open: a mailbox there proves nothing about owning a business's domain. */
export const PUBLIC_MAIL_DOMAINS: ReadonlySet<string> = new Set([
  'gmail.com', 'googlemail.com', 'outlook.com', 'hotmail.com', 'hotmail.co.uk', 'live.com', 'live.co.za', 'msn.com', 'yahoo.com',
  'yahoo.co.uk', 'ymail.com', 'rocketmail.com', 'icloud.com', 'me.com', 'mac.com', 'aol.com', 'proton.me', 'protonmail.com', 'pm.me',
  'gmx.com', 'gmx.net', 'gmx.de', 'mail.com', 'yandex.com', 'yandex.ru', 'zoho.com', 'tutanota.com', 'fastmail.com', 'hey.com',
  'mweb.co.za', 'webmail.co.za', 'vodamail.co.za', 'telkomsa.net', 'ananzi.co.za', 'lantic.net', 'mailinator.com',
]);

const normaliseDomain = (d: string) => d.trim().toLowerCase().replace(/\.$/, '');

export const emailDomain = (email: string) => normaliseDomain(email.slice(email.lastIndexOf('@') + 1));

/** A website's host without `www.`; null when the address does not parse. */
export function websiteHost(website: string | null): string | null {
  if (!website) return null;
  try {
    return normaliseDomain(new URL(website).hostname).replace(/^www\./, '') || null;
  } catch {
    return null;
  }
}

/** The domains that prove a claim on a company: its e-mail's and its website's, never a public mail provider. */
export const claimDomains = (company: { email: string; website: string | null }) =>
  [...new Set([emailDomain(company.email), websiteHost(company.website)])].filter((d): d is string => Boolean(d) && !PUBLIC_MAIL_DOMAINS.has(d!));

export type ClaimRefusal = 'not-a-business' | 'already-owned' | 'not-active' | 'unverified-email' | 'has-company' | 'domain-mismatch';

/** Who may claim which profile, with the reason when not: the service turns a reason into a 403 or a 409. */
export function checkClaim(
  actor: Actor,
  account: { profileType: string; email: string; emailVerified: boolean; companyId: string | null },
  company: CompanyOwnership & { email: string; website: string | null; status: string },
): { ok: true; domain: string } | { ok: false; reason: ClaimRefusal } {
  if (actor.role !== 'organization' || account.profileType !== 'organization') return { ok: false, reason: 'not-a-business' };
  if (company.ownerUserId !== null) return { ok: false, reason: 'already-owned' };
  if (company.status !== 'active') return { ok: false, reason: 'not-active' };
  if (!account.emailVerified) return { ok: false, reason: 'unverified-email' };
  if (account.companyId !== null) return { ok: false, reason: 'has-company' };
  const domain = emailDomain(account.email);
  if (PUBLIC_MAIL_DOMAINS.has(domain) || !claimDomains(company).includes(domain)) return { ok: false, reason: 'domain-mismatch' };
  return { ok: true, domain };
}

/** Only business accounts claim profiles (the rest of the rules need the account and the company). */
export const canClaimCompanies = (actor: Actor) => actor.role === 'organization';
