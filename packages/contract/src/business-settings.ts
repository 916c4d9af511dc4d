// A company's settings (/business/settings): where its notices are mailed (the spec's "company email details"), which
// kinds mail the company, and where the profile switch starts (decision 120).
import { z } from 'zod';
import { EmailSchema } from './newsletter.ts';

export const MAX_COMPANY_EMAILS = 5;
export const PROFILE_DEFAULTS = ['business', 'user'] as const;
export const ProfileDefaultSchema = z.enum(PROFILE_DEFAULTS, { error: 'must be business or user' });
export type ProfileDefault = z.infer<typeof ProfileDefaultSchema>;

/** A list of up to MAX_COMPANY_EMAILS distinct, valid addresses (lower-cased): the company's and the admin's forms. */
export const CompanyEmailListSchema = z
  .array(EmailSchema.pipe(z.email({ error: 'must be a valid e-mail address' })), { error: 'must be a list of e-mail addresses' })
  .max(MAX_COMPANY_EMAILS, `holds at most ${MAX_COMPANY_EMAILS} addresses`)
  .refine((list) => new Set(list).size === list.length, 'lists an address twice');

/** Which kinds of notice e-mail the company (the bell shows them all whatever is chosen here). */
export const CompanyMailPreferencesSchema = z.object({
  newComplaint: z.boolean({ error: 'must be true or false' }),
  newReview: z.boolean({ error: 'must be true or false' }),
  overdueSummary: z.boolean({ error: 'must be true or false' }),
}).meta({ id: 'CompanyMailPreferences' });
export type CompanyMailPreferences = z.infer<typeof CompanyMailPreferencesSchema>;

export const CompanySettingsSchema = z.object({
  companyId: z.string(),
  /** Where the company's notices go; empty: to its owner and employees, each by their own preferences. */
  contactEmails: z.array(z.string()),
  /** Copied on every notice mailed to the contact addresses. */
  ccEmails: z.array(z.string()),
  mail: CompanyMailPreferencesSchema,
  profileDefault: ProfileDefaultSchema,
  /** Whether the caller may change them (the owner, or a company admin). */
  canEdit: z.boolean(),
}).meta({ id: 'CompanySettings' });
export type CompanySettings = z.infer<typeof CompanySettingsSchema>;

/** PUT /business/settings/{companyId}. */
export const UpdateCompanySettingsRequestSchema = z.object({
  contactEmails: CompanyEmailListSchema,
  ccEmails: CompanyEmailListSchema.default([]),
  mail: CompanyMailPreferencesSchema,
  profileDefault: ProfileDefaultSchema,
}).meta({ id: 'UpdateCompanySettingsRequest' });
export type UpdateCompanySettingsRequest = z.input<typeof UpdateCompanySettingsRequestSchema>;
