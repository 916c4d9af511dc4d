// Every operation's access, gathered from the `access` table each routes file declares beside its routes (decision 195):
// typed Record<OperationId, Access>, so an operation no routes file declares fails the type check, and the matrix.
import type { OperationId } from '@redress/contract';
import type { Access } from './access.ts';
import { access as accountDeletionAccess } from '../modules/users/account-deletion.routes.ts';
import { access as accountsAccess } from '../modules/users/accounts.routes.ts';
import { access as adminInsightsAccess } from '../modules/admin-insights/admin-insights.routes.ts';
import { access as adminsAccess } from '../modules/admins/admins.routes.ts';
import { access as advertsAccess } from '../modules/adverts/adverts.routes.ts';
import { access as apiClientsAccess } from '../modules/api-clients/api-clients.routes.ts';
import { access as auditTrailAccess } from '../modules/audit-trail/audit-trail.routes.ts';
import { access as billingAccess } from '../modules/billing/billing.routes.ts';
import { access as billingAdminAccess } from '../modules/billing/billing-admin.routes.ts';
import { access as burstsAccess } from '../modules/bursts/bursts.routes.ts';
import { access as businessDashboardAccess } from '../modules/business-dashboard/business-dashboard.routes.ts';
import { access as catalogueAccess } from '../modules/companies/catalogue.routes.ts';
import { access as chatAccess } from '../modules/chat/chat.routes.ts';
import { access as commentsAccess } from '../modules/comments/comments.routes.ts';
import { access as companiesAccess } from '../modules/companies/companies.routes.ts';
import { access as companyManagementAccess } from '../modules/companies/company-management.routes.ts';
import { access as companySettingsAccess } from '../modules/companies/company-settings.routes.ts';
import { access as complaintsAccess } from '../modules/complaints/complaints.routes.ts';
import { access as contactAccess } from '../modules/contact/contact.routes.ts';
import { access as dataExportsAccess } from '../modules/data-exports/data-exports.routes.ts';
import { access as digestAccess } from '../modules/digest/digest.routes.ts';
import { access as disputesAccess } from '../modules/disputes/disputes.routes.ts';
import { access as employeesAccess } from '../modules/companies/employees.routes.ts';
import { access as googleAccess } from '../modules/users/google.routes.ts';
import { access as invitationsAccess } from '../modules/invitations/invitations.routes.ts';
import { access as moderationAccess } from '../modules/moderation/moderation.routes.ts';
import { access as newsletterAccess } from '../modules/newsletter/newsletter.routes.ts';
import { access as notificationsAccess } from '../modules/notifications/notifications.routes.ts';
import { access as profileAccess } from '../modules/users/profile.routes.ts';
import { access as ratingsAccess } from '../modules/ratings/ratings.routes.ts';
import { access as reviewInvitationsAccess } from '../modules/review-invitations/review-invitations.routes.ts';
import { access as reviewersAccess } from '../modules/reviewers/reviewers.routes.ts';
import { access as reviewsAccess } from '../modules/reviews/reviews.routes.ts';
import { access as sessionAccess } from '../modules/session/session.routes.ts';
import { access as settingsAccess } from '../modules/settings/settings.routes.ts';
import { access as supportInboxAccess } from '../modules/support-inbox/support-inbox.routes.ts';
import { access as systemAccess } from '../modules/system/system.routes.ts';
import { access as trendingAccess } from '../modules/companies/trending.routes.ts';
import { access as uploadsAccess } from '../modules/uploads/uploads.routes.ts';
import { access as userManagementAccess } from '../modules/users/user-management.routes.ts';
import { access as votesAccess } from '../modules/votes/votes.routes.ts';
import { access as webhooksAccess } from '../modules/webhooks/webhooks.routes.ts';
import { access as widgetsAccess } from '../modules/widgets/widgets.routes.ts';

export const ACCESS: Record<OperationId, Access> = {
  ...adminInsightsAccess,
  ...adminsAccess,
  ...advertsAccess,
  ...apiClientsAccess,
  ...auditTrailAccess,
  ...billingAdminAccess,
  ...billingAccess,
  ...burstsAccess,
  ...businessDashboardAccess,
  ...chatAccess,
  ...commentsAccess,
  ...catalogueAccess,
  ...companiesAccess,
  ...companyManagementAccess,
  ...companySettingsAccess,
  ...employeesAccess,
  ...trendingAccess,
  ...complaintsAccess,
  ...contactAccess,
  ...dataExportsAccess,
  ...digestAccess,
  ...disputesAccess,
  ...invitationsAccess,
  ...moderationAccess,
  ...newsletterAccess,
  ...notificationsAccess,
  ...ratingsAccess,
  ...reviewInvitationsAccess,
  ...reviewersAccess,
  ...reviewsAccess,
  ...sessionAccess,
  ...settingsAccess,
  ...supportInboxAccess,
  ...systemAccess,
  ...uploadsAccess,
  ...accountDeletionAccess,
  ...accountsAccess,
  ...googleAccess,
  ...profileAccess,
  ...userManagementAccess,
  ...votesAccess,
  ...webhooksAccess,
  ...widgetsAccess,
};
