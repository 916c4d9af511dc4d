// The drawers' groups by user type (spec section 2: navigation and shell).
import type { CompanyRight, ProfileType } from '@redress/contract';
import { paths } from '../../../config/paths.ts';

export interface NavItem {
  label: string; to: string; icon: string;
  /** Business people only see it when their company role carries this right. */ companyRight?: CompanyRight;
}
export interface NavGroup { label?: string; items: NavItem[] }

/** A business account's pages that belong to its User profile (the drawer's profile switch). */
export const BUSINESS_USER_PATHS: string[] = [paths.business.complaints, paths.business.reviews];

const companies: NavGroup = {
  label: 'Companies',
  items: [
    { label: 'Explore', to: paths.explore, icon: 'explore' },
    { label: 'Compare', to: paths.compare, icon: 'compare' },
  ],
};

export const visitorNav: NavGroup[] = [
  { items: [{ label: 'Home', to: paths.home, icon: 'home' }] },
  companies,
  { items: [
    { label: 'Tell a friend', to: paths.tellAFriend, icon: 'share' },
    { label: 'For business', to: paths.forBusiness, icon: 'business' },
    { label: 'Support', to: paths.support, icon: 'help' },
  ] },
];

export const customerNav: NavGroup[] = [
  { items: [
    { label: 'Dashboard', to: paths.dashboard, icon: 'dashboard' },
    { label: 'My complaints', to: paths.complaints, icon: 'complaints' },
    { label: 'My reviews', to: paths.reviews, icon: 'reviews' },
    { label: 'Write a review', to: paths.reviewCompany, icon: 'write' },
    { label: 'My ratings', to: paths.ratings, icon: 'ratings' },
    { label: 'Moderation decisions', to: paths.moderationDecisions, icon: 'moderation' },
  ] },
  companies,
  { items: [
    { label: 'Tell a friend', to: paths.tellAFriend, icon: 'share' },
    { label: 'Support', to: paths.support, icon: 'help' },
  ] },
];

export const businessNav: NavGroup[] = [
  { items: [
    { label: 'Dashboard', to: paths.business.dashboard, icon: 'dashboard' },
    { label: 'Company profile', to: paths.business.overview, icon: 'business' },
    { label: 'Support center', to: paths.business.support, icon: 'support' },
    { label: 'Support chat', to: paths.business.supportChat, icon: 'support' },
    { label: 'Employees', to: paths.business.employees, icon: 'people', companyRight: 'manageEmployees' },
    { label: 'Review invitations', to: paths.business.invitations, icon: 'reviews', companyRight: 'inviteReviewers' },
    { label: 'Disputes', to: paths.business.disputes, icon: 'reports', companyRight: 'dispute' },
    { label: 'Audit trail', to: paths.business.audit, icon: 'audit' },
    { label: 'Account and plans', to: paths.business.account, icon: 'account', companyRight: 'readAccount' },
    { label: 'API credentials', to: paths.business.apiCredentials, icon: 'key', companyRight: 'manageIntegrations' },
    { label: 'Widgets', to: paths.business.widgets, icon: 'widgets', companyRight: 'manageIntegrations' },
    { label: 'Webhooks', to: paths.business.webhooks, icon: 'webhooks', companyRight: 'manageIntegrations' },
    { label: 'Settings', to: paths.business.settings, icon: 'settings', companyRight: 'readAccount' },
  ] },
];

/** The business drawer's "User" profile: the company's complaints and reviews as customers see them. */
export const businessUserNav: NavGroup[] = [
  { items: [
    { label: 'Complaints', to: paths.business.complaints, icon: 'complaints' },
    { label: 'Reviews', to: paths.business.reviews, icon: 'reviews' },
  ] },
];

/** The admin's menu: each admin sees only the pages her permissions open (lib/authorization.ts). */
export const adminNav: NavGroup[] = [
  { items: [{ label: 'Dashboard', to: paths.admin.dashboard, icon: 'dashboard' }] },
  { label: 'Support Center', items: [
    { label: 'Support chats', to: paths.admin.support, icon: 'support' },
    { label: 'Contact messages', to: paths.admin.contactMessages, icon: 'mail' },
    { label: 'Weekly digest', to: paths.admin.digest, icon: 'digest' },
  ] },
  { label: 'Manage', items: [
    { label: 'Business', to: paths.admin.business, icon: 'business' },
    { label: 'Users', to: paths.admin.users, icon: 'people' },
    { label: 'Complaints', to: paths.admin.complaints, icon: 'complaints' },
    { label: 'Reviews', to: paths.admin.reviews, icon: 'reviews' },
    { label: 'Disputes', to: paths.admin.disputes, icon: 'reports' },
    { label: 'Unusual activity', to: paths.admin.bursts, icon: 'reports' },
    { label: 'Ratings', to: paths.admin.ratings, icon: 'ratings' },
    { label: 'Appeals', to: paths.admin.appeals, icon: 'moderation' },
    { label: 'Reports', to: paths.admin.reports, icon: 'reports' },
    { label: 'Audit', to: paths.admin.audit, icon: 'audit' },
    { label: 'Roles', to: paths.admin.roles, icon: 'roles' },
  ] },
  { label: 'Marketing', items: [{ label: 'Adverts', to: paths.admin.adverts, icon: 'adverts' }] },
  { label: 'Subscription Mgt', items: [
    { label: 'Subscriptions', to: paths.admin.subscriptions, icon: 'account' },
    { label: 'Plans', to: paths.admin.plans, icon: 'plans' },
  ] },
  { label: 'Platform', items: [{ label: 'Settings', to: paths.admin.settings, icon: 'settings' }] },
];

export function navFor(role: ProfileType | undefined): NavGroup[] {
  switch (role) {
    case 'user': return customerNav;
    case 'organization':
    case 'employee': return businessNav;
    case 'admin': return adminNav;
    default: return visitorNav;
  }
}

/** Where each user type lands after signing in. */
export function homeFor(role: ProfileType): string {
  if (role === 'admin') return paths.admin.dashboard;
  if (role === 'organization' || role === 'employee') return paths.business.dashboard;
  return paths.dashboard;
}
