import { describe, expect, it } from 'vitest';
import type { Actor } from '../../lib/tokens.ts';
import { COMPANY_RIGHTS, companyRoleOf, hasCompanyRight, canUpdateCompany, canVerifyCompany, canViewBusinessProfile, checkClaim, claimDomains, websiteHost } from './companies.policy.ts';

const OWNER = 'owner-1';
const company = { id: 'c-1', ownerUserId: OWNER };
const actor = (role: Actor['role'], over: Partial<Actor> = {}): Actor => ({ id: 'someone', role, companyId: null, permissions: [], ...over });
const owner = actor('organization', { id: OWNER, companyId: 'c-1' });
const companyAdmin = actor('admin', { permissions: ['companies.manage'] });
const otherAdmin = actor('admin', { permissions: ['users.manage'] });
const staff = actor('employee', { companyId: 'c-1' });
const manager = actor('employee', { companyId: 'c-1', employeeRole: 'manager' });
const otherStaff = actor('employee', { companyId: 'c-2' });
const otherBusiness = actor('organization', { id: 'owner-2', companyId: 'c-2' });
const customer = actor('user');

describe('company policy (role x ownership)', () => {
  it.each([
    ['owner', owner, true, false, true],
    ['company admin', companyAdmin, true, true, true],
    ['admin without companies.manage', otherAdmin, false, false, false],
    ['its agent (an employee without a known role counts as one)', staff, false, false, true],
    ['its manager', manager, true, false, true],
    ['another company\'s employee', otherStaff, false, false, false],
    ['another business', otherBusiness, false, false, false],
    ['customer', customer, false, false, false],
  ])('%s: update %s, verify %s, business profile %s', (_, a, update, verify, business) => {
    expect(canUpdateCompany(a, company)).toBe(update);
    expect(canVerifyCompany(a)).toBe(verify);
    expect(canViewBusinessProfile(a, company)).toBe(business);
  });

  it('the role table: owner everything (exporting the data too), manager the profile, reading the account and inviting reviewers, agent only answering', () => {
    const agent = actor('employee', { companyId: 'c-1', employeeRole: 'agent' });
    expect([owner, manager, agent, staff, otherStaff, customer].map((a) => companyRoleOf(a, company))).toEqual(['owner', 'manager', 'agent', 'agent', null, null]);
    const rights = (a: Actor) => (Object.keys(COMPANY_RIGHTS) as (keyof typeof COMPANY_RIGHTS)[]).filter((r) => hasCompanyRight(a, company, r));
    expect(rights(owner)).toEqual(['answer', 'dispute', 'editProfile', 'readAccount', 'manageEmployees', 'choosePlan', 'editSettings', 'inviteReviewers', 'manageIntegrations', 'exportData']);
    expect(rights(manager)).toEqual(['answer', 'dispute', 'editProfile', 'readAccount', 'inviteReviewers']);
    expect(rights(agent)).toEqual(['answer']);
    expect(rights(otherStaff)).toEqual([]);
    expect(rights(companyAdmin)).toEqual([]);
  });

  it('nobody owns an unowned profile, not even an organization whose id is missing', () => {
    expect(canUpdateCompany(actor('organization', { id: 'x' }), { id: 'c-3', ownerUserId: null })).toBe(false);
  });
});

describe('claiming', () => {
  const prospect = { id: 'c-9', ownerUserId: null, email: 'hello@bluegum.example', website: 'https://www.bluegum-plumbing.example/about', status: 'active' };
  const org = actor('organization', { id: 'u-1' });
  const account = (email: string, over: Partial<{ emailVerified: boolean; companyId: string | null; profileType: string }> = {}) =>
    ({ profileType: 'organization', email, emailVerified: true, companyId: null, ...over });

  it('the website host (without www) and the e-mail domain prove a claim; public mail providers never do', () => {
    expect(websiteHost('https://WWW.Example.org/x')).toBe('example.org');
    expect(websiteHost('not a url')).toBeNull();
    expect(claimDomains(prospect)).toEqual(['bluegum.example', 'bluegum-plumbing.example']);
    expect(claimDomains({ email: 'shop@gmail.com', website: null })).toEqual([]);
  });

  it.each([
    ['a verified address at the e-mail domain', org, account('Pieter@Bluegum.Example'), prospect, { ok: true, domain: 'bluegum.example' }],
    ['a verified address at the website host', org, account('p@bluegum-plumbing.example'), prospect, { ok: true, domain: 'bluegum-plumbing.example' }],
    ['a subdomain', org, account('p@mail.bluegum.example'), prospect, { ok: false, reason: 'domain-mismatch' }],
    ['another domain', org, account('p@other.example'), prospect, { ok: false, reason: 'domain-mismatch' }],
    ['the same public mail provider', org, account('p@gmail.com'), { ...prospect, email: 'bluegum@gmail.com', website: null }, { ok: false, reason: 'domain-mismatch' }],
    ['an unverified address', org, account('p@bluegum.example', { emailVerified: false }), prospect, { ok: false, reason: 'unverified-email' }],
    ['an account with a company', org, account('p@bluegum.example', { companyId: 'c-1' }), prospect, { ok: false, reason: 'has-company' }],
    ['an owned profile', org, account('p@bluegum.example'), { ...prospect, ownerUserId: 'u-0' }, { ok: false, reason: 'already-owned' }],
    ['a suspended profile', org, account('p@bluegum.example'), { ...prospect, status: 'suspended' }, { ok: false, reason: 'not-active' }],
    ['a customer', customer, account('p@bluegum.example', { profileType: 'user' }), prospect, { ok: false, reason: 'not-a-business' }],
    ['an admin', companyAdmin, account('p@bluegum.example', { profileType: 'admin' }), prospect, { ok: false, reason: 'not-a-business' }],
  ] as const)('%s', (_, a, acc, c, expected) => {
    expect(checkClaim(a, acc, c)).toEqual(expected);
  });
});
