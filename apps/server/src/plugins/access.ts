// Who may make each call, declared per operationId (decision 195): the standing authorization matrix
// (plugins/access.matrix.test.ts) sends every operation as every kind of caller and checks the answer against what
// follows from these declarations. A new operation without a declaration fails typecheck and the matrix.
import type { AdminPermission, ApiKeyScope, OperationId } from '@redress/contract';

export type CompanyRole = 'owner' | 'manager' | 'agent';

export interface Access {
  /** Anyone may call it, without a session too (signed-in callers as well; API keys only where `key` says). */
  public?: true;
  /** Any signed-in account, for itself (its session, its notifications, its chats). */
  signedIn?: true;
  /**
   * Customers: `own` only the customer the path or body names (the author, the account), `any` every customer, `others`
   * every customer but that one (a vote or report on someone else's item).
   */
  customer?: 'own' | 'any' | 'others';
  /** Any signed-in caller who is not a party to the item (neither its author nor its company's people): reports. */
  reporters?: true;
  /** The company's people in these roles, for their own company's items (`anyCompany`: any company's). */
  company?: CompanyRole[];
  anyCompany?: true;
  /** The company's business API keys holding this scope (config.apiClient), for their own company's items. */
  key?: ApiKeyScope;
  /** Admins: any admin (`true`), or those holding this permission (or one of these). */
  admin?: true | AdminPermission | AdminPermission[];
  /** What someone else's caller (another customer, another company's owner) hears: 404 where the item is hidden. */
  others?: 403 | 404;
  /** Every signed-in caller refused hears 404: the item is hidden from all but those allowed. */
  hidden?: true;
  /** What another company's API key hears; by default 404 (a key sees only its own company's items); allowed where it acts on its own. */
  otherKey?: 403 | 404 | 'allowed';
  /**
   * The call checks credentials of its own that the matrix does not hold (a password, a refresh cookie, a fresh Google
   * confirmation): its 401 or 403 about them means the caller got as far as that check.
   */
  credentials?: true;
  /** The body is validated before the caller's rights to the item: a 400 about the body stands in for the refusal. */
  validatesFirst?: true;
}

export const PRINCIPALS = [
  'no session', 'customer', 'another customer', 'company owner', 'another company\'s owner', 'manager', 'agent',
  'admin without the permission', 'admin with it', 'API key', 'API key of another company', 'API key without the scope',
] as const;
export type Principal = (typeof PRINCIPALS)[number];
/** allowed: anything but a refusal (a 2xx or 3xx, or a 4xx about the input or the item's state). */
export type Outcome = 'allowed' | 401 | 403 | 404;

/** What a caller hears, by the declaration; undefined where the cell does not apply (an admin route for any admin has no admin without it). */
export function expectedOutcome(access: Access, principal: Principal): Outcome | undefined {
  const open = access.public || access.signedIn;
  const refused: Outcome = access.hidden ? 404 : 403;
  const others: Outcome = access.hidden ? 404 : access.others ?? 403;
  const company = (role: CompanyRole, own: boolean): Outcome => {
    if (open) return 'allowed';
    if (!access.company?.includes(role)) return !own && access.reporters ? 'allowed' : refused;
    return own || access.anyCompany ? 'allowed' : others;
  };
  switch (principal) {
    case 'no session': return access.public ? 'allowed' : 401;
    case 'customer': return open || access.customer === 'own' || access.customer === 'any' ? 'allowed' : refused;
    case 'another customer':
      if (open || access.reporters || access.customer === 'any' || access.customer === 'others') return 'allowed';
      return access.customer === 'own' ? others : refused;
    case 'company owner': return company('owner', true);
    case 'another company\'s owner': return company('owner', false);
    case 'manager': return company('manager', true);
    case 'agent': return company('agent', true);
    case 'admin with it': return (open && !access.admin) || access.admin || access.reporters ? 'allowed' : refused;
    case 'admin without the permission':
      if (access.admin === true) return undefined;
      return (open && !access.admin) || access.reporters ? 'allowed' : refused;
    case 'API key': return access.key ? 'allowed' : 403;
    case 'API key of another company': return access.key ? access.otherKey ?? 404 : 403;
    case 'API key without the scope': return 403;
  }
}

const PUBLIC: Access = { public: true };
const SIGNED_IN: Access = { signedIn: true };
const STAFF: CompanyRole[] = ['owner', 'manager', 'agent'];
const MANAGERS: CompanyRole[] = ['owner', 'manager'];
const OWNER: CompanyRole[] = ['owner'];
const admin = (permission: Access['admin']): Access => ({ admin: permission });
const MODERATORS: AdminPermission[] = ['complaints.moderate', 'reviews.moderate', 'ratings.moderate'];
const SIGN_IN: Access = { public: true, credentials: true };
/** Support chats: anyone's own; admins answering need support.handle. */
const SUPPORT_CHAT: Access = { signedIn: true, admin: 'support.handle' };

/** Read as: who is let through. Everyone else hears 401 without a session, else 403 (or 404 where it says). */
export const ACCESS: Record<OperationId, Access> = {
  // system, session and sign-in: open to everyone (API keys never: they call only the routes marked apiClient)
  checkHealth: PUBLIC, checkLiveness: PUBLIC, checkReadiness: PUBLIC, getPublicConfig: PUBLIC, getCaptchaChallenge: PUBLIC, listPlatforms: PUBLIC, reportClientError: PUBLIC,
  login: SIGN_IN, loginLegacy: SIGN_IN, loginAdmin: SIGN_IN, loginEmployee: SIGN_IN, refreshSession: SIGN_IN, logout: PUBLIC,
  signup: PUBLIC, signupLegacy: PUBLIC, verifyAccount: PUBLIC, verifyEmailOrPhone: PUBLIC, resendVerificationCode: PUBLIC,
  forgotPassword: PUBLIC, resetPassword: PUBLIC, judgePasswordStrength: PUBLIC, signInWithGoogle: PUBLIC,
  getSessionUser: SIGNED_IN, changePassword: SIGNED_IN, checkPassword: SIGNED_IN, confirmWithGoogle: SIGNED_IN,
  changeEmployeePassword: { company: ['manager', 'agent'] },
  // accounts: the account itself, or admins managing users
  getProfile: { customer: 'own', admin: 'users.manage' },
  updateProfile: { customer: 'own', admin: 'users.manage', validatesFirst: true },
  updateUserInfo: { customer: 'own', admin: 'users.manage', validatesFirst: true },
  suspendAccount: admin('users.manage'), activateAccount: admin('users.manage'),
  getAccountStatus: { customer: 'own', admin: 'users.manage' },
  disableAccount: admin('users.manage'), enableAccount: admin('users.manage'), listNewUsers: admin('users.manage'),
  listAccounts: admin('users.manage'), getAccount: admin('users.manage'), editAccount: admin('users.manage'), deleteAccount: admin('users.manage'),
  listAccountsForManagement: admin('users.manage'), getAccountForManagement: admin('users.manage'), listAccountActivity: admin('users.manage'),
  requestAccountDeletion: { signedIn: true, credentials: true }, adminDeleteAccount: admin('users.manage'),
  // admins and their roles
  listAdminUsers: admin('admins.manage'), createAdminUser: admin('admins.manage'), setAdminRole: admin('admins.manage'),
  getCurrentAdmin: admin(true), listRoles: admin(['roles.manage', 'admins.manage']), getRole: admin(['roles.manage', 'admins.manage']),
  createRole: admin('roles.manage'), updateRole: admin('roles.manage'), deleteRole: admin('roles.manage'),
  // a company's people
  getEmployeeProfile: { company: OWNER, admin: 'companies.manage', hidden: true },
  getEmployee: { company: OWNER, admin: 'companies.manage', hidden: true },
  listCompanyEmployees: { company: OWNER, admin: 'companies.manage' },
  createEmployeeProfile: { company: OWNER, admin: 'companies.manage' },
  updateEmployeeProfile: { company: OWNER, admin: 'companies.manage', validatesFirst: true },
  deleteEmployee: { company: OWNER, admin: 'companies.manage', hidden: true },
  // companies and their catalogue
  createCompanyProfile: { customer: 'any', company: OWNER, anyCompany: true, admin: true },
  updateCompanyProfile: { company: OWNER, admin: 'companies.manage', validatesFirst: true },
  claimCompany: { company: OWNER, anyCompany: true },
  listCompanies: PUBLIC, getCompany: PUBLIC, getCategories: PUBLIC, searchCompanies: PUBLIC, compareCompanies: PUBLIC,
  listTopCompanies: PUBLIC, getCompanyStanding: PUBLIC, listTrendingCompanies: PUBLIC,
  createCategory: admin('companies.manage'), deleteCompany: admin('companies.manage'), listNewCompanies: admin('companies.manage'),
  getBusinessProfile: { company: STAFF, admin: 'companies.manage' },
  createProduct: { company: MANAGERS, admin: 'companies.manage' }, deleteProduct: { company: MANAGERS, admin: 'companies.manage' },
  createService: { company: MANAGERS, admin: 'companies.manage' }, deleteService: { company: MANAGERS, admin: 'companies.manage' },
  listProducts: PUBLIC, listCompanyProducts: PUBLIC, listServices: PUBLIC, listCompanyServices: PUBLIC,
  // complaints
  listComplaints: { customer: 'any', company: STAFF, anyCompany: true, key: 'read', otherKey: 'allowed', admin: 'complaints.moderate' },
  fileComplaint: { customer: 'any' },
  getCustomerDashboard: SIGNED_IN,
  getComplaint: { public: true, key: 'read' },
  updateComplaint: { customer: 'own', validatesFirst: true },
  deleteComplaint: { customer: 'own', admin: 'complaints.moderate' },
  listCustomerComplaints: PUBLIC, listCompanyComplaints: PUBLIC,
  listComplaintUsers: { company: STAFF, admin: 'complaints.moderate' },
  requestClosure: { company: STAFF, key: 'write' },
  closeComplaint: { customer: 'own', admin: 'complaints.moderate' },
  flagComplaint: { reporters: true },
  setComplaintStatus: { customer: 'own', company: STAFF, key: 'write', admin: 'complaints.moderate' },
  listProspectComplaints: admin('complaints.moderate'), claimProspectComplaints: admin('complaints.moderate'),
  // comments
  // anyone signed in joins the discussion (another company's people as themselves); admins only as moderators
  addComplaintComment: { customer: 'any', company: STAFF, anyCompany: true, key: 'write', admin: 'complaints.moderate' },
  addComment: { customer: 'any', company: STAFF, anyCompany: true, key: 'write', admin: 'complaints.moderate' },
  deleteComplaintComment: { customer: 'own', admin: 'complaints.moderate' },
  listComplaintComments: { public: true, key: 'read' }, listCommentsByComplaint: { public: true, key: 'read' },
  listAllComments: SIGNED_IN,
  addReviewComment: { customer: 'any', company: STAFF, anyCompany: true, key: 'write', admin: 'reviews.moderate' },
  deleteReviewComment: { customer: 'own', admin: 'reviews.moderate' },
  listReviewComments: { public: true, key: 'read' },
  // votes: customers, on someone else's items
  likeComplaint: { customer: 'others' }, unlikeComplaint: { customer: 'others' },
  likeComplaintComment: { customer: 'others' }, unlikeComplaintComment: { customer: 'others' },
  likeComment: { customer: 'others' }, unlikeComment: { customer: 'others' },
  likeReview: { customer: 'others' }, unlikeReview: { customer: 'others' },
  likeReviewComment: { customer: 'others' }, unlikeReviewComment: { customer: 'others' },
  // ratings and reviews
  rateCompany: { customer: 'any' }, listMyRatings: SIGNED_IN,
  getAverageRating: PUBLIC, getRatingSummary: PUBLIC, getScoreExplained: PUBLIC, listCompanyRatings: PUBLIC, getRating: PUBLIC,
  deleteRating: { customer: 'own', admin: 'ratings.moderate' },
  writeReview: { customer: 'any' }, editReview: { customer: 'own' }, listMyReviews: SIGNED_IN,
  searchReviews: PUBLIC, listCompanyReviews: { public: true, key: 'read' }, getReview: PUBLIC,
  deleteReview: { customer: 'own', admin: 'reviews.moderate' },
  reportReview: { customer: 'others', company: STAFF },
  getReviewerProfile: PUBLIC,
  // audit, support inbox, admin insights
  searchSupportInbox: { company: STAFF, admin: 'companies.manage' },
  searchCompanyAudit: { company: STAFF, key: 'read', otherKey: 403, admin: 'audit.view' },
  listPlatformAudit: admin('audit.view'), searchPlatformAudit: admin('audit.view'),
  getAdminDashboardData: admin(true), countNewUsers: admin(true), listUnverifiedCompanies: admin('companies.manage'),
  downloadComplaintReport: admin('reports.view'), getComplaintReport: admin('reports.view'), getReviewReport: admin('reports.view'), getRatingReport: admin('reports.view'),
  // uploads and data exports
  uploadImage: SIGNED_IN,
  requestDataExport: SIGNED_IN, listDataExports: SIGNED_IN, downloadDataExport: { signedIn: true },
  requestCompanyExport: { company: OWNER }, listCompanyExports: { company: OWNER },
  // contact, chat, invitations
  sendContactMessage: PUBLIC, listContactMessages: admin('support.handle'), markContactMessage: admin('support.handle'),
  getSupportPresence: SIGNED_IN, listChats: SUPPORT_CHAT, sendPrivateMessage: SUPPORT_CHAT, markChatsRead: SIGNED_IN,
  listSupportConversations: admin('support.handle'), searchSupportConversations: admin('support.handle'),
  inviteFriends: SIGNED_IN, describeInvitationUnsubscribe: PUBLIC, unsubscribeFromInvitations: PUBLIC,
  previewReviewInvitations: { company: MANAGERS, anyCompany: true, key: 'read', otherKey: 'allowed' },
  sendReviewInvitations: { company: MANAGERS, anyCompany: true, key: 'write', otherKey: 'allowed' },
  listReviewInvitations: { company: MANAGERS, anyCompany: true, key: 'read', otherKey: 'allowed' },
  createReviewInvitationLink: { company: MANAGERS, anyCompany: true, key: 'write', otherKey: 'allowed' },
  openReviewInvitation: PUBLIC,
  // newsletter, digest and notification mail: signed links, open to everyone
  subscribeToNewsletter: PUBLIC, describeNewsletterConfirmation: PUBLIC, confirmNewsletter: PUBLIC, describeNewsletterUnsubscribe: PUBLIC,
  unsubscribeFromNewsletter: PUBLIC, resubscribeToNewsletter: PUBLIC, describeDigestUnsubscribe: PUBLIC, unsubscribeFromDigest: PUBLIC,
  resubscribeToDigest: PUBLIC, previewDigest: admin('support.handle'),
  describeNotificationMailUnsubscribe: PUBLIC, unsubscribeFromNotificationMail: PUBLIC,
  // notifications: the caller's own (someone else's is a 404)
  listNotifications: SIGNED_IN, countUnreadNotifications: SIGNED_IN, markAllNotificationsRead: SIGNED_IN,
  markNotificationRead: { customer: 'own', hidden: true },
  // billing and company settings
  listPlans: PUBLIC,
  getCompanySubscription: { company: MANAGERS, admin: 'subscriptions.manage' },
  chooseCompanyPlan: { company: OWNER },
  listInvoices: { company: MANAGERS, admin: 'subscriptions.manage' },
  getCompanySettings: { company: MANAGERS, admin: 'companies.manage' },
  updateCompanySettings: { company: OWNER, admin: 'companies.manage' },
  createEmailDetails: admin('companies.manage'), getEmailDetails: admin('companies.manage'), updateEmailDetails: admin('companies.manage'),
  listCompaniesForManagement: admin('companies.manage'), getCompanyForManagement: admin('companies.manage'),
  // API keys and webhooks: the owner (webhooks also a key with the webhooks scope)
  generateApiCredentials: { company: OWNER }, listApiCredentials: { company: OWNER }, revokeApiCredential: { company: OWNER },
  listWebhookEndpoints: { company: OWNER, key: 'webhooks', otherKey: 403 },
  createWebhookEndpoint: { company: OWNER, key: 'webhooks', otherKey: 403 },
  setWebhookEndpointStatus: { company: OWNER, key: 'webhooks', otherKey: 403 },
  rotateWebhookSecret: { company: OWNER, key: 'webhooks', otherKey: 403 },
  deleteWebhookEndpoint: { company: OWNER, key: 'webhooks', otherKey: 403 },
  listWebhookDeliveries: { company: OWNER, key: 'webhooks', otherKey: 403 },
  resendWebhookDelivery: { company: OWNER, key: 'webhooks', otherKey: 403 },
  // widgets and the business dashboard
  getWidgetByCode: PUBLIC, getWidgetById: PUBLIC,
  listCompanyWidgets: { company: OWNER }, saveWidget: { company: OWNER }, updateCompanyWidget: { company: OWNER },
  getCompanyDashboardData: { company: STAFF, key: 'read', admin: 'companies.manage' },
  getCompanyDashboardComparison: { company: STAFF, key: 'read', admin: 'companies.manage' },
  // moderation, appeals, disputes, bursts
  listComplaintsForModeration: admin('complaints.moderate'), searchComplaintsForModeration: admin('complaints.moderate'),
  getComplaintForModeration: admin('complaints.moderate'), moderateComplaint: admin('complaints.moderate'),
  listReviewsForModeration: admin('reviews.moderate'), searchReviewsForModeration: admin('reviews.moderate'),
  getReviewForModeration: admin('reviews.moderate'), moderateReview: admin('reviews.moderate'),
  listRatingsForModeration: admin('ratings.moderate'), searchRatingsForModeration: admin('ratings.moderate'),
  getRatingForModeration: admin('ratings.moderate'), moderateRating: admin('ratings.moderate'),
  dismissComplaintReports: admin('complaints.moderate'), dismissReviewReports: admin('reviews.moderate'),
  fileAppeal: { customer: 'own' }, listMyModerated: SIGNED_IN,
  // deciding checks the permission of the item's kind after finding it (a complaint's, a review's, a rating's): any admin passes the route
  listAppeals: admin(MODERATORS), decideAppeal: admin(true),
  getCompanyModerationLog: PUBLIC, getTransparencyReport: PUBLIC,
  openDispute: { company: MANAGERS }, getDisputeOfItem: { customer: 'own', company: STAFF, admin: MODERATORS, hidden: true },
  getDispute: { customer: 'own', company: STAFF, admin: MODERATORS, hidden: true },
  addEvidence: { customer: 'own', company: MANAGERS, hidden: true },
  listCompanyDisputes: { company: MANAGERS, anyCompany: true },
  listDisputeQueue: admin(MODERATORS), decideDispute: admin(true),
  listBursts: admin('reviews.moderate'), getBurst: admin('reviews.moderate'), decideBurst: admin('reviews.moderate'),
  getMaintenance: admin('settings.manage'), setMaintenance: admin('settings.manage'),
  // adverts and plans
  listLiveAdverts: PUBLIC, clickAdvert: PUBLIC,
  listAdvertsForAdmin: admin('adverts.manage'), createAdvert: admin('adverts.manage'), editAdvert: admin('adverts.manage'), deleteAdvert: admin('adverts.manage'),
  listPlansForAdmin: admin('subscriptions.manage'), createPlan: admin('subscriptions.manage'), editPlan: admin('subscriptions.manage'),
  listSubscriptionsForAdmin: admin('subscriptions.manage'), assignCompanyPlan: admin('subscriptions.manage'),
  listInvoicesForAdmin: admin('subscriptions.manage'), settleInvoice: admin('subscriptions.manage'),
};
