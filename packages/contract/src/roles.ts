import { z } from 'zod';
import { COMPANY_ROLES } from './constants.ts';

export const PROFILE_TYPES = ['user', 'organization', 'employee', 'admin'] as const;
export const ProfileTypeSchema = z.enum(PROFILE_TYPES);
export type ProfileType = z.infer<typeof ProfileTypeSchema>;

export const ADMIN_PERMISSIONS = [
  'users.manage',
  'admins.manage',
  'roles.manage',
  'companies.manage',
  'complaints.moderate',
  'reviews.moderate',
  'ratings.moderate',
  'reports.view',
  'audit.view',
  'adverts.manage',
  'subscriptions.manage',
  'support.handle',
  'settings.manage',
] as const;
export const AdminPermissionSchema = z.enum(ADMIN_PERMISSIONS);
export type AdminPermission = z.infer<typeof AdminPermissionSchema>;

export const UPLOAD_FOLDERS = [
  'review-images',
  'complaint-images',
  'company-images',
  'profile-images',
  'rating-images',
  'product-images',
  'service-images',
  'advert-images',
  'dispute-evidence',
] as const;
export const UploadFolderSchema = z.enum(UPLOAD_FOLDERS);
export type UploadFolder = z.infer<typeof UploadFolderSchema>;

export const COMPLAINT_STATUSES = ['submitted', 'pending', 'in-review', 'processed', 'resolved', 'unresolved', 'overdue', 'flag'] as const;
export const ComplaintStatusSchema = z.enum(COMPLAINT_STATUSES);
export type ComplaintStatus = z.infer<typeof ComplaintStatusSchema>;

/** A person's role in their company: its owner (the organization account) or an employee's role. */
export const CompanyRoleSchema = z.enum(COMPANY_ROLES);
export { COMPANY_RIGHTS, COMPANY_ROLES, roleHasRight, type CompanyRight, type CompanyRole } from './constants.ts';
