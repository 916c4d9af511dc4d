// Accounts of every kind (customer, business owner, employee, admin) and the admin roles that scope admins.
import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, uniqueIndex, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { counter, createdAt, id, timestamptz, updatedAt } from './columns.ts';
import { profileTypeEnum, userStatusEnum } from './enums.ts';
import { companies } from './companies.ts';

export const adminRoles = pgTable('admin_roles', {
  id: id(),
  name: text().notNull().unique(),
  description: text(),
  /** AdminPermission names (@redress/contract); plain text so that a retired name still reads. */
  permissions: text().array().notNull().default(sql`'{}'::text[]`),
  /** A super-admin holds every permission, including ones added later. */
  isSuper: boolean().notNull().default(false),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const users = pgTable(
  'users',
  {
    id: id(),
    /** Stored as typed; unique case-insensitively (look up with lower(email)). */
    email: text().notNull(),
    /** Null for accounts made by social sign-in. */
    passwordHash: text(),
    firstName: text().notNull().default(''),
    lastName: text().notNull().default(''),
    mobileNo: text(),
    profileType: profileTypeEnum().notNull().default('user'),
    /** The company an organization owns or an employee acts for. */
    companyId: uuid().references((): AnyPgColumn => companies.id, { onDelete: 'set null' }),
    picture: text(),
    twoFactorEnabled: boolean().notNull().default(false),
    emailVerified: boolean().notNull().default(false),
    status: userStatusEnum().notNull().default('active'),
    adminRoleId: uuid().references(() => adminRoles.id, { onDelete: 'set null' }),
    /** Google account subject, for Google sign-in. */
    googleSub: text().unique(),
    /** Opted in to the weekly digest. */
    digestOptIn: boolean().notNull().default(false),
    /** Notification e-mail kinds turned off in the profile's settings (NOTIFICATION_MAIL_KINDS; all on by default). */
    notificationMailOff: text().array().notNull().default(sql`'{}'::text[]`),
    /** Consecutive failed logins: the captcha is required after a few. */
    failedLoginCount: counter(),
    lastFailedLoginAt: timestamptz(),
    /** The last right answer to GET /auth/verify_password: deactivating one's own account needs one a few minutes old at most. */
    passwordConfirmedAt: timestamptz(),
    /** Refresh tokens issued before this are rejected (password change, suspension). */
    tokensValidAfter: timestamptz(),
    /**
     * Carried in every access token and compared on every request: a write that must end every session of the account
     * (password set or reset, disable, deactivation, removal) adds one in its own statement, so old tokens stop at once.
     */
    tokenVersion: counter(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    lastLoginAt: timestamptz(),
    /** Account removed: personal fields are blanked, the row stays so authored content keeps its author. */
    deletedAt: timestamptz(),
    /**
     * The public reviewer profile's address (/reviewers/<code>, decision 176): 16 random hex characters, unrelated to
     * the id that named items carry, so that nothing ties a profile to anything anonymous.
     */
    profileCode: text().notNull().default(sql`left(md5(gen_random_uuid()::text), 16)`),
    /** The author shows a public profile; accounts made before profiles existed start private (migration 0045). */
    profilePublic: boolean().notNull().default(true),
    /**
     * "Delete my account" (decision 182): when the grace period ends and the account is removed for good; null when no
     * deletion is pending. While set the account is suspended, and signing in cancels it.
     */
    deletionDueAt: timestamptz(),
    /** What the removal does to the person's public posts: 'delete' them, or keep them 'anonymise'd as "Former member". */
    deletionPosts: text({ enum: ['delete', 'anonymise'] }),
    /** A business owner's company at removal: handed to this employee of it, or released (null) (decision 182). */
    deletionHandTo: uuid(),
  },
  (t) => [
    uniqueIndex('users_email_lower_unique').on(sql`lower(${t.email})`),
    uniqueIndex('users_profile_code_unique').on(t.profileCode),
    index('users_created_at_idx').on(t.createdAt.desc().nullsFirst()),
    // The retention job: sign-ups never confirmed, oldest first (decision 184).
    index('users_unverified_created_idx').on(t.createdAt).where(sql`${t.emailVerified} = false AND ${t.deletedAt} IS NULL`),
    index('users_profile_type_idx').on(t.profileType, t.createdAt.desc().nullsFirst()),
    index('users_company_id_idx').on(t.companyId),
    index('users_mobile_no_idx').on(t.mobileNo),
    index('users_deletion_due_idx').on(t.deletionDueAt).where(sql`${t.deletionDueAt} IS NOT NULL`),
    index('users_digest_opt_in_idx').on(t.id).where(sql`${t.digestOptIn} = true`),
    // The admin's user search: the e-mail and full name, matched anywhere (ILIKE '%text%').
    index('users_search_trgm_idx').using('gin', sql`(${t.email} || ' ' || ${t.firstName} || ' ' || ${t.lastName}) gin_trgm_ops`),
  ],
);

/**
 * A person's public reviewer profile code as others may follow it (decision 176), or null: a customer's account, not
 * removed, whose owner keeps the profile public. `u`: the users table or an alias of it joined as an item's author.
 */
export const publicProfileCodeOf = (u: Record<'profilePublic' | 'deletedAt' | 'profileType' | 'profileCode', AnyPgColumn>) =>
  sql<string | null>`CASE WHEN ${u.profilePublic} AND ${u.deletedAt} IS NULL AND ${u.profileType} = 'user' THEN ${u.profileCode} END`;
