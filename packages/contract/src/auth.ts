import { z } from 'zod';
import { EmailSchema } from './newsletter.ts';
import { AdminPermissionSchema, CompanyRoleSchema, ProfileTypeSchema } from './roles.ts';

/** The signed-in user as the web app keeps it (spec section 3, User). */
export const SessionUserSchema = z
  .object({
    id: z.string(),
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    mobileNo: z.string().nullable(),
    profileType: ProfileTypeSchema,
    companyId: z.string().nullable(),
    picture: z.string().nullable(),
    emailVerified: z.boolean(),
    TwoFactorEnabled: z.boolean(),
    permissions: z.array(AdminPermissionSchema),
    /** The role in `companyId`'s company (owner, manager or agent); null for customers, admins and no company. */
    companyRole: CompanyRoleSchema.nullable(),
  })
  .meta({ id: 'SessionUser' });
export type SessionUser = z.infer<typeof SessionUserSchema>;

export const LoginRequestSchema = z.object({
  email: EmailSchema,
  password: z.string({ error: 'is required' }).min(1, 'is required').max(256, 'is too long'),
  channelId: z.string().max(64).optional(),
  /** The e-mailed code, for accounts with two-factor sign-in. */
  otp: z.string().trim().regex(/^\d{6}$/, 'must be the 6-digit code from the e-mail').optional(),
  /** Reactivate a deactivated (suspended) account while signing in. */
  reactivate: z.boolean().optional(),
});
export type LoginRequest = z.input<typeof LoginRequestSchema>;

/** Login and refresh answer the access token (kept in memory) and the user; the refresh token is an httpOnly cookie. */
export const SessionResponseSchema = z
  .object({
    access_token: z.string(),
    expiresIn: z.number().int(),
    user: SessionUserSchema,
    /** This sign-in cancelled the account's pending deletion (decision 182): the page says so. */
    deletionCancelled: z.boolean().optional(),
  })
  .meta({ id: 'SessionResponse' });
export type SessionResponse = z.infer<typeof SessionResponseSchema>;

/** Two-factor sign-in: the password was right and a code was e-mailed; send it back with the same call. */
export const TwoFactorChallengeSchema = z
  .object({ twoFactorRequired: z.literal(true), message: z.string() })
  .meta({ id: 'TwoFactorChallenge' });
export type TwoFactorChallenge = z.infer<typeof TwoFactorChallengeSchema>;
export const LoginResponseSchema = z.union([SessionResponseSchema, TwoFactorChallengeSchema]);
export type LoginResponse = z.infer<typeof LoginResponseSchema>;

export { ACCOUNT_DEACTIVATED, REFRESH_COOKIE, SESSION_HINT_COOKIE } from './constants.ts';
