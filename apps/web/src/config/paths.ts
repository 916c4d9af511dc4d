// Every route path of the web app, once (spec section 2).
export const paths = {
  home: '/',
  forBusiness: '/for-business',
  login: '/login',
  signup: '/signup',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  verification: '/verification',
  companySignup: '/companies/signup',
  legal: '/legal',
  /** The page of a mail's unsubscribe link (decision 180): /unsubscribe/digest, notifications, invitations or newsletter. */
  unsubscribe: (list: string) => `/unsubscribe/${list}`,
  contactUs: '/contact-us',
  support: '/support',
  howReviewsWork: '/how-reviews-work',
  apiDocs: '/docs',
  maintenance: '/maintenance',
  tellAFriend: '/tell-a-friend',

  dashboard: '/dashboard',
  complaints: '/complaints',
  complaint: (id: string) => `/complaints/${id}`,
  complaintCompany: '/complaints/company',
  complaintCreate: '/complaints/company/create',
  complaintSubmit: '/complaints/company/submit-complaint',
  reviews: '/reviews',
  moderationDecisions: '/moderation-decisions',
  review: (id: string) => `/reviews/${id}`,
  /** A dispute of the signed-in author's review or complaint (issue 39). */
  dispute: (id: string) => `/disputes/${id}`,
  reviewCompany: '/reviews/company',
  reviewCreate: '/reviews/company/create',
  reviewDrop: '/reviews/company/drop-review',
  /** The link of a company's review invitation (issue 39). */
  reviewInvitation: (token: string) => `/review-invitation/${token}`,
  /** A named author's public profile (decision 176). */
  reviewer: (code: string) => `/reviewers/${code}`,
  ratings: '/give-ratings',
  newRating: '/give-ratings/new-rating',
  rateCompany: (companyId: string) => `/give-ratings/new-rating?companyId=${encodeURIComponent(companyId)}`,
  explore: '/companies/explore',
  company: (id: string) => `/companies/explore/${id}`,
  companyModeration: (id: string) => `/companies/explore/${id}/moderation`,
  transparency: '/transparency',
  compare: '/companies/compare',
  compareOutcome: '/companies/compare/comparism-outcome',
  companyCreate: '/companies/create',
  profile: '/profile',
  editProfile: '/profile/edit-profile',
  deactivateAccount: '/profile/deactivate-account',
  myCompanyComplaints: '/company/complaints',
  myCompanyReviews: '/company/reviews',

  business: {
    dashboard: '/business/dashboard',
    overview: '/business/overview',
    support: '/business/support',
    supportChat: '/business/support/chat',
    employees: '/business/employees',
    employeeCreate: '/business/employees/create',
    employee: (id: string) => `/business/employees/${id}`,
    account: '/business/account',
    plans: '/business/account/plans',
    audit: '/business/audit',
    settings: '/business/settings',
    complaints: '/business/complaints',
    reviews: '/business/reviews',
    invitations: '/business/invitations',
    disputes: '/business/disputes',
    dispute: (id: string) => `/business/disputes/${id}`,
    apiCredentials: '/business/api-credentials',
    widgets: '/business/widgets',
    webhooks: '/business/webhooks',
  },

  admin: {
    login: '/admin/login',
    dashboard: '/admin/dashboard',
    adverts: '/admin/adverts',
    appeals: '/admin/appeals',
    audit: '/admin/audit',
    bursts: '/admin/bursts',
    business: '/admin/business',
    businessNew: '/admin/business/new',
    businessOne: (id: string) => `/admin/business/${id}`,
    complaints: '/admin/complaints',
    contactMessages: '/admin/contact-messages',
    digest: '/admin/digest',
    ratings: '/admin/ratings',
    reports: '/admin/reports',
    reviews: '/admin/reviews',
    disputes: '/admin/disputes',
    dispute: (id: string) => `/admin/disputes/${id}`,
    roles: '/admin/roles',
    roleCreate: '/admin/roles/create',
    role: (id: string) => `/admin/roles/${id}`,
    subscriptions: '/admin/subscriptions',
    plans: '/admin/subscriptions/plans',
    settings: '/admin/settings',
    support: '/admin/support',
    supportChat: '/admin/support/chat',
    users: '/admin/users',
    userNew: '/admin/users/new',
    user: (id: string) => `/admin/users/${id}`,
  },
} as const;

/** `/login?redirectTo=<path>` (and the admin form): where a guard sends a visitor. */
export function withRedirect(loginPath: string, redirectTo: string) {
  return `${loginPath}?redirectTo=${encodeURIComponent(redirectTo)}`;
}

/** Only same-site paths are followed after sign-in (no open redirect). */
export function safeRedirect(value: string | null | undefined, fallback: string) {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  return value;
}

/** Password recovery begun at the admin sign-in carries this query, and ends back there: /login refuses admin accounts. */
export const ADMIN_RECOVERY_QUERY = 'portal=admin';

/** The sign-in form a password recovery returns to: the admin's when it began there. */
export const recoverySignIn = (params: URLSearchParams) => (params.get('portal') === 'admin' ? paths.admin.login : paths.login);
