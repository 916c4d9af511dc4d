// Every page's chunk loader, once: the router lazy-loads them, the drawer prefetches them on intent.
import type { PageLoader } from '../lib/lazy-page.ts';

export const loaders = {
  home: () => import('./routes/public/home-page.tsx'),
  forBusiness: () => import('./routes/public/for-business-page.tsx'),
  legal: () => import('./routes/public/legal-page.tsx'),
  support: () => import('./routes/public/support-page.tsx'),
  maintenance: () => import('./routes/public/maintenance-page.tsx'),
  login: () => import('./routes/public/login-page.tsx'),
  signup: () => import('./routes/public/signup-page.tsx'),
  companySignup: () => import('./routes/public/company-signup-page.tsx'),
  verification: () => import('./routes/public/verification-page.tsx'),
  forgotPassword: () => import('./routes/public/forgot-password-page.tsx'),
  resetPassword: () => import('./routes/public/reset-password-page.tsx'),
  adminLogin: () => import('./routes/admin/admin-login-page.tsx'),
  planned: () => import('./routes/public/planned-page.tsx'),
  explore: () => import('./routes/public/explore-page.tsx'),
  company: () => import('./routes/public/company-page.tsx'),
  compare: () => import('./routes/public/compare-page.tsx'),
  compareOutcome: () => import('./routes/public/compare-outcome-page.tsx'),
  customerDashboard: () => import('./routes/customer/dashboard-page.tsx'),
  profile: () => import('./routes/customer/profile-page.tsx'),
  editProfile: () => import('./routes/customer/edit-profile-page.tsx'),
  deactivateAccount: () => import('./routes/customer/deactivate-account-page.tsx'),
  businessDashboard: () => import('./routes/business/business-dashboard-page.tsx'),
  businessOverview: () => import('./routes/business/business-overview-page.tsx'),
  businessEmployees: () => import('./routes/business/employees-page.tsx'),
  businessEmployeeCreate: () => import('./routes/business/employee-create-page.tsx'),
  businessEmployee: () => import('./routes/business/employee-page.tsx'),
  companyCreate: () => import('./routes/customer/company-create-page.tsx'),
  adminDashboard: () => import('./routes/admin/admin-dashboard-page.tsx'),
  adminBusiness: () => import('./routes/admin/admin-business-page.tsx'),
  adminBusinessDetail: () => import('./routes/admin/admin-business-detail-page.tsx'),
  adminBusinessNew: () => import('./routes/admin/admin-business-new-page.tsx'),
} satisfies Record<string, PageLoader>;

const byPath: Record<string, PageLoader> = {
  '/': loaders.home,
  '/for-business': loaders.forBusiness,
  '/legal': loaders.legal,
  '/support': loaders.support,
  '/companies/explore': loaders.explore,
  '/companies/compare': loaders.compare,
  '/dashboard': loaders.customerDashboard,
  '/profile': loaders.profile,
  '/business/dashboard': loaders.businessDashboard,
  '/business/overview': loaders.businessOverview,
  '/business/employees': loaders.businessEmployees,
  '/companies/create': loaders.companyCreate,
  '/admin/dashboard': loaders.adminDashboard,
  '/admin/business': loaders.adminBusiness,
  '/admin/business/new': loaders.adminBusinessNew,
};

export function loaderFor(path: string): PageLoader {
  return byPath[path] ?? loaders.planned;
}
