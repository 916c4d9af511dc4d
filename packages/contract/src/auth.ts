import { z } from 'zod';
import { EmailSchema } from './newsletter.ts';
import { AdminPermissionSchema, ProfileTypeSchema } from './roles.ts';

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
  })
  .meta({ id: 'SessionUser' });
export type SessionUser = z.infer<typeof SessionUserSchema>;

export const LoginRequestSchema = z.object({
  email: EmailSchema,
  password: z.string({ error: 'is required' }).min(1, 'is required').max(256, 'is too long'),
  channelId: z.string().max(64).optional(),
});
export type LoginRequest = z.input<typeof LoginRequestSchema>;

/** Login and refresh answer the access token (kept in memory) and the user; the refresh token is an httpOnly cookie. */
export const SessionResponseSchema = z
  .object({
    access_token: z.string(),
    expiresIn: z.number().int(),
    user: SessionUserSchema,
  })
  .meta({ id: 'SessionResponse' });
export type SessionResponse = z.infer<typeof SessionResponseSchema>;

export { REFRESH_COOKIE, SESSION_HINT_COOKIE } from './constants.ts';
