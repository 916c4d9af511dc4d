// The admin portal's people, admin users and roles (spec section 7 /admin/users; /admin/roles is ours, decision 123).
import { z } from 'zod';
import { AdminUserSchema, NewPasswordSchema, UpdateProfileRequestSchema } from './accounts.ts';
import { EmailSchema } from './newsletter.ts';
import { listResponseSchema } from './pagination.ts';
import { AdminPermissionSchema } from './roles.ts';

const NameSchema = z.string({ error: 'is required' }).trim().min(1, 'is required').max(60, 'is at most 60 characters');

/** PATCH /admin/users/{id}: names, mobile number and whether the address is verified. */
export const AdminEditUserRequestSchema = z
  .object({
    firstName: NameSchema.optional(),
    lastName: NameSchema.optional(),
    mobileNo: UpdateProfileRequestSchema.shape.mobileNo,
    emailVerified: z.boolean({ error: 'must be true or false' }).optional(),
  })
  .strict()
  .refine((v) => Object.keys(v).length > 0, 'nothing to change');
export type AdminEditUserRequest = z.input<typeof AdminEditUserRequestSchema>;

/** GET /admin/users/mgt/{id}: the account and how much it has posted. */
export const AdminUserPostCountsSchema = z.object({ complaints: z.number(), reviews: z.number(), ratings: z.number(), comments: z.number() });
export const AdminUserManagementSchema = AdminUserSchema.extend({ posts: AdminUserPostCountsSchema }).meta({ id: 'AdminUserManagement' });
export type AdminUserManagement = z.infer<typeof AdminUserManagementSchema>;

export const USER_ACTIVITY_KINDS = ['sign-in', 'complaint', 'review', 'rating', 'comment', 'moderation'] as const;
/** One line of GET /admin/users/profile/activity/{id}, newest first. */
export const UserActivitySchema = z
  .object({
    kind: z.enum(USER_ACTIVITY_KINDS),
    /** The sign-in's family, the post's id, or the audit entry's id. */
    id: z.string(),
    at: z.string(),
    /** A title, a rating's stars, the sign-in's address, or the decision's action (e.g. 'review.hide'). */
    summary: z.string(),
    /** For a moderation decision: what it was taken on ('user', 'complaint', ...). */
    entityType: z.string().nullable(),
  })
  .meta({ id: 'UserActivity' });
export type UserActivity = z.infer<typeof UserActivitySchema>;
export const UserActivityListResponseSchema = listResponseSchema(UserActivitySchema);
export type UserActivityListResponse = z.infer<typeof UserActivityListResponseSchema>;

/** A named set of admin permissions. */
export const AdminRoleSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    description: z.string().nullable(),
    permissions: z.array(AdminPermissionSchema),
    /** The super-admin role holds every permission, those added later too; it cannot be edited or deleted. */
    isSuper: z.boolean(),
    /** How many live admin accounts hold it. */
    holders: z.number(),
    createdAt: z.string(),
  })
  .meta({ id: 'AdminRole' });
export type AdminRole = z.infer<typeof AdminRoleSchema>;
export const AdminRoleListResponseSchema = z.object({ data: z.array(AdminRoleSchema) });
export type AdminRoleListResponse = z.infer<typeof AdminRoleListResponseSchema>;

const RoleNameSchema = z.string({ error: 'is required' }).trim().min(2, 'is at least 2 characters').max(60, 'is at most 60 characters');
const RoleFields = {
  name: RoleNameSchema,
  description: z.string().trim().max(300, 'is at most 300 characters').nullable().optional(),
  permissions: z.array(AdminPermissionSchema, { error: 'must be a list of permissions' }).min(1, 'choose at least one permission')
    .transform((p) => [...new Set(p)]),
};
export const CreateAdminRoleRequestSchema = z.object(RoleFields).strict();
export type CreateAdminRoleRequest = z.input<typeof CreateAdminRoleRequestSchema>;
export const UpdateAdminRoleRequestSchema = z
  .object({ name: RoleFields.name.optional(), description: RoleFields.description, permissions: RoleFields.permissions.optional() })
  .strict()
  .refine((v) => Object.keys(v).length > 0, 'nothing to change');
export type UpdateAdminRoleRequest = z.input<typeof UpdateAdminRoleRequestSchema>;

/** An admin account with its role and what it may do. */
export const AdminAccountSchema = AdminUserSchema.extend({
  role: z.object({ id: z.string(), name: z.string(), isSuper: z.boolean() }).nullable(),
  permissions: z.array(AdminPermissionSchema),
}).meta({ id: 'AdminAccount' });
export type AdminAccount = z.infer<typeof AdminAccountSchema>;
export const AdminAccountListResponseSchema = listResponseSchema(AdminAccountSchema);
export type AdminAccountListResponse = z.infer<typeof AdminAccountListResponseSchema>;

/** POST /admin/users/adminusers: the new admin signs in with this password (and may change it in their profile). */
export const CreateAdminUserRequestSchema = z
  .object({
    email: EmailSchema,
    firstName: NameSchema,
    lastName: NameSchema,
    password: NewPasswordSchema,
    roleId: z.uuid({ error: 'must be a role id' }),
  })
  .strict();
export type CreateAdminUserRequest = z.input<typeof CreateAdminUserRequestSchema>;

/** POST /admin/users/adminusers/permissions/{id}: the admin's rights are those of the role given. */
export const SetAdminRoleRequestSchema = z.object({ roleId: z.uuid({ error: 'must be a role id' }) }).strict();
export type SetAdminRoleRequest = z.input<typeof SetAdminRoleRequestSchema>;

/** What each permission lets an admin do, for the role form. */
export const ADMIN_PERMISSION_GROUPS: { label: string; permissions: { name: z.infer<typeof AdminPermissionSchema>; help: string }[] }[] = [
  {
    label: 'People and access',
    permissions: [
      { name: 'users.manage', help: 'See, edit, disable and delete customer and business accounts' },
      { name: 'admins.manage', help: 'Create admin users and choose their role' },
      { name: 'roles.manage', help: 'Create, edit and delete roles' },
    ],
  },
  {
    label: 'Moderation',
    permissions: [
      { name: 'complaints.moderate', help: 'Hide, flag, restore and delete complaints' },
      { name: 'reviews.moderate', help: 'Hide, flag, restore and delete reviews' },
      { name: 'ratings.moderate', help: 'Hide, restore and delete ratings' },
    ],
  },
  {
    label: 'Businesses',
    permissions: [
      { name: 'companies.manage', help: 'Add, verify, edit and delete businesses' },
      { name: 'subscriptions.manage', help: 'Plans, subscriptions and invoices' },
      { name: 'support.handle', help: 'Answer the support desk and chat' },
    ],
  },
  {
    label: 'Platform',
    permissions: [
      { name: 'reports.view', help: 'Read and export reports' },
      { name: 'audit.view', help: 'Read the audit log' },
      { name: 'adverts.manage', help: 'Banner campaigns in the side column' },
      { name: 'settings.manage', help: 'E-mail details and maintenance mode' },
    ],
  },
];
