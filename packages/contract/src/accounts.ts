// Accounts: sign-up, one-time codes, password recovery and change (spec sections 4, 5 and 7).
import { z } from 'zod';
import { NotificationMailSettingsSchema } from './notifications.ts';
import { SessionResponseSchema } from './auth.ts';
import { EmailSchema } from './newsletter.ts';
import { listResponseSchema, PageQuerySchema } from './pagination.ts';

/**
 * The spec's full-name pattern: two or more letters, a space, then a second name that may contain one apostrophe
 * or hyphen, with an optional third word. Letters of any script.
 */
export const FULL_NAME_PATTERN = /^\p{L}{2,} \p{L}+(?:['’-]\p{L}+)?(?: \p{L}+)?$/u;
export const isFullName = (name: string) => FULL_NAME_PATTERN.test(name.trim().replace(/\s+/g, ' '));

export const PASSWORD_MIN_LENGTH = 8;

/**
 * A new password's shape. Its strength is judged by the estimator in `@redress/contract/password-strength`, which the
 * server runs on every new password and the web's meter loads lazily (its dictionaries stay out of this module).
 */
export const NewPasswordSchema = z
  .string({ error: 'is required' })
  .min(PASSWORD_MIN_LENGTH, `is at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(256, 'is too long');

const NameSchema = z.string({ error: 'is required' }).trim().min(1, 'is required').max(60, 'is at most 60 characters');
export const OtpSchema = z.string({ error: 'is required' }).trim().regex(/^\d{6}$/, 'must be the 6-digit code from the e-mail');
const ChannelSchema = z.string().max(64).optional();

export const SignupRequestSchema = z
  .object({
    firstName: NameSchema,
    lastName: NameSchema,
    email: EmailSchema,
    password: NewPasswordSchema,
    mobileNo: z.string().trim().regex(/^\+?[0-9 ()-]{7,20}$/, 'must be a phone number').optional(),
    channelId: ChannelSchema,
    digestOptIn: z.boolean().optional(),
    /** 'organization' is business sign-up (/companies/signup): the owner's account and its company. */
    profileType: z.enum(['user', 'organization']).optional(),
    companyName: z.string().trim().min(2, 'is at least 2 characters').max(120, 'is at most 120 characters').optional(),
    /**
     * Business sign-up to claim a profile already listed (id or slug) instead of creating one: the account starts without
     * a company, and POST /company/claim/{id} makes it the owner once the e-mail is verified (docs/decisions.md).
     */
    claimCompanyId: z.string().trim().max(80, 'is too long').regex(/^[0-9a-z-]+$/i, 'must be a company id or slug').optional(),
  })
  .superRefine((v, ctx) => {
    if (v.profileType === 'organization' && !v.companyName && !v.claimCompanyId) ctx.addIssue({ code: 'custom', path: ['companyName'], message: 'is required for a business account' });
    if (v.claimCompanyId && v.profileType !== 'organization') ctx.addIssue({ code: 'custom', path: ['claimCompanyId'], message: 'is for business accounts' });
    if (v.claimCompanyId && v.companyName) ctx.addIssue({ code: 'custom', path: ['companyName'], message: 'is not needed when claiming a listed company' });
    if (!isFullName(`${v.firstName} ${v.lastName}`)) {
      ctx.addIssue({ code: 'custom', path: ['lastName'], message: 'with the first name must be a full name, e.g. "Thandi Nkosi"' });
    }
  });
export type SignupRequest = z.input<typeof SignupRequestSchema>;

/**
 * Sign-up answers the same for a new address and a registered one (decision 82): no session, no account id. The
 * session comes with the verified code (POST /auth/verify_account).
 */
export const SignupResponseSchema = z.object({ message: z.string(), verificationRequired: z.literal(true) }).meta({ id: 'SignupResponse' });
export type SignupResponse = z.infer<typeof SignupResponseSchema>;

/** A verified code signs the account in. */
export const VerifyAccountResponseSchema = SessionResponseSchema.extend({ message: z.string() }).meta({ id: 'VerifyAccountResponse' });
export type VerifyAccountResponse = z.infer<typeof VerifyAccountResponseSchema>;

export const VerifyAccountRequestSchema = z.object({ email: EmailSchema, otp: OtpSchema });
export const VerifyEmailOrPhoneRequestSchema = z.object({ username: EmailSchema, otp: OtpSchema, channelId: ChannelSchema });
export const ResendOtpRequestSchema = z.object({ username: EmailSchema, channelId: ChannelSchema });
export const ForgotPasswordRequestSchema = z.object({ email: EmailSchema, channelId: ChannelSchema });

const confirmMatches = (v: { newPassword: string; confirmPassword: string }, ctx: z.RefinementCtx) => {
  if (v.newPassword !== v.confirmPassword) ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: 'does not match the new password' });
};

export const ResetPasswordRequestSchema = z
  .object({ email: EmailSchema, otp: OtpSchema, newPassword: NewPasswordSchema, confirmPassword: z.string({ error: 'is required' }), channelId: ChannelSchema })
  .superRefine(confirmMatches);
export type ResetPasswordRequest = z.input<typeof ResetPasswordRequestSchema>;

export const ChangePasswordRequestSchema = z
  .object({ currentPassword: z.string({ error: 'is required' }).min(1, 'is required').max(256), newPassword: NewPasswordSchema, confirmPassword: z.string({ error: 'is required' }) })
  .superRefine(confirmMatches);
export type ChangePasswordRequest = z.input<typeof ChangePasswordRequestSchema>;

export const VerifyPasswordQuerySchema = z.object({ password: z.string({ error: 'is required' }).min(1, 'is required').max(256) });
export const VerifyPasswordResponseSchema = z.object({ valid: z.boolean() });
export type VerifyPasswordResponse = z.infer<typeof VerifyPasswordResponseSchema>;

/** The server's verdict on a new password, as it will judge it on submit: the web's meter shows it (decision 83). */
export const PasswordStrengthRequestSchema = z.object({
  password: z.string({ error: 'is required' }).min(1, 'is required').max(256),
  /** The person's own details as typed in the form (name, e-mail): words that make a password easy to guess. */
  userInputs: z.array(z.string().max(254)).max(6).default([]),
});
export const PasswordStrengthResponseSchema = z.object({
  score: z.number().int().min(0).max(4),
  acceptable: z.boolean(),
  message: z.string().nullable(),
}).meta({ id: 'PasswordStrength' });
export type PasswordStrength = z.infer<typeof PasswordStrengthResponseSchema>;

export const MessageResponseSchema = z.object({ message: z.string() }).meta({ id: 'MessageResponse' });
export type MessageResponse = z.infer<typeof MessageResponseSchema>;

/** One-time codes: 6 digits, 15 minutes, 5 tries, a new one at most once a minute. */
export const OTP_TTL_MINUTES = 15;
export const OTP_MAX_ATTEMPTS = 5;
export const OTP_RESEND_COOLDOWN_SECONDS = 60;

/** The profile as the Identity service answers it (spec section 3, User, plus the account's own settings). */
export const ProfileSchema = z
  .object({
    id: z.string(),
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    mobileNo: z.string().nullable(),
    profileType: z.enum(['user', 'organization', 'employee', 'admin']),
    companyId: z.string().nullable(),
    picture: z.string().nullable(),
    emailVerified: z.boolean(),
    TwoFactorEnabled: z.boolean(),
    digestOptIn: z.boolean(),
    /** Which notification e-mails the person gets (the profile's settings). */
    notificationMail: NotificationMailSettingsSchema,
    /** False for an account made with Google sign-in that never set a password: it confirms who it is with Google. */
    hasPassword: z.boolean(),
    status: z.enum(['active', 'suspended', 'disabled']),
    createdAt: z.string(),
    /** The public reviewer profile's code (/reviewers/{code}); shown to others only while profilePublic is true. */
    profileCode: z.string(),
    /** Others may open the public reviewer profile (a customer's named reviews and complaints); false answers them 404. */
    profilePublic: z.boolean(),
  })
  .meta({ id: 'Profile' });
export type Profile = z.infer<typeof ProfileSchema>;

export const UpdateProfileRequestSchema = z
  .object({
    firstName: NameSchema.optional(),
    lastName: NameSchema.optional(),
    mobileNo: z.string().trim().regex(/^\+?[0-9 ()-]{7,20}$/, 'must be a phone number').nullable().optional(),
    /** A URL answered by POST /api/upload/profile-images. */
    picture: z.string().max(1000).regex(/^(\/uploads\/|https:\/\/)/, 'must be an uploaded image').nullable().optional(),
    TwoFactorEnabled: z.boolean().optional(),
    digestOptIn: z.boolean().optional(),
    /** Turns notification e-mails on or off, by kind; kinds left out keep their setting. */
    notificationMail: NotificationMailSettingsSchema.partial().optional(),
    /** Shows or hides the public reviewer profile. */
    profilePublic: z.boolean().optional(),
  })
  .refine((v) => Object.keys(v).length > 0, 'nothing to change');
export type UpdateProfileRequest = z.input<typeof UpdateProfileRequestSchema>;

/** An account as the admin's user management shows it: the profile and when it last signed in. */
export const AdminUserSchema = ProfileSchema.extend({
  lastLoginAt: z.string().nullable(),
  /** When a requested deletion takes effect (decision 182); absent or null when none is pending. */
  deletionDueAt: z.string().nullable().optional(),
}).meta({ id: 'AdminUser' });
export type AdminUser = z.infer<typeof AdminUserSchema>;
export const AdminUserListResponseSchema = listResponseSchema(AdminUserSchema);
export type AdminUserListResponse = z.infer<typeof AdminUserListResponseSchema>;

/** GET /admin/users: newest first, a page at a time; `search` matches the e-mail or the name, anywhere in it. */
export const AdminUsersQuerySchema = PageQuerySchema.extend({
  search: z.string().trim().max(100, 'is at most 100 characters').optional(),
  profileType: ProfileSchema.shape.profileType.optional(),
  status: ProfileSchema.shape.status.optional(),
});
export type AdminUsersQuery = z.infer<typeof AdminUsersQuerySchema>;

export const AccountStatusSchema = z.object({ status: z.enum(['active', 'suspended', 'disabled']), emailVerified: z.boolean() });
export const ProfileParamsSchema = z.object({ id: z.uuid({ error: 'must be a user id' }), platformId: z.string().max(64) });

/** A company employee's profile (their own sign-in, acting for one company). */
export const EmployeeProfileSchema = z
  .object({
    id: z.string(),
    userId: z.string(),
    companyId: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    picture: z.string().nullable(),
    jobTitle: z.string().nullable(),
    role: z.enum(['manager', 'agent']),
    createdAt: z.string(),
  })
  .meta({ id: 'EmployeeProfile' });
export type EmployeeProfile = z.infer<typeof EmployeeProfileSchema>;
