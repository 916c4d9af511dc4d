// Adverts: admin-managed banner campaigns shown in the side column (decision 128).
import { z } from 'zod';

export const ADVERT_PLACEMENTS = ['side', 'top'] as const;
export const AdvertPlacementSchema = z.enum(ADVERT_PLACEMENTS);
export type AdvertPlacement = z.infer<typeof AdvertPlacementSchema>;

const HttpLinkSchema = z.string().trim().max(2000, 'is too long').regex(/^https?:\/\/[^\s"'<>]+$/i, 'must be an http(s) address');
/** An image stored by the uploads module (/uploads/...) or an http(s) address. */
const ImageSchema = z.string().trim().max(2000, 'is too long').regex(/^(\/uploads\/[\w./-]+|https?:\/\/[^\s"'<>]+)$/i, 'must be an uploaded image (/uploads/...) or an http(s) address');
const WhenSchema = z.iso.datetime({ offset: true, error: 'must be an ISO date-time' }).nullish();

export const AdvertInputSchema = z.object({
  title: z.string().trim().min(1, 'is required').max(120, 'is too long'),
  imageUrl: ImageSchema,
  linkUrl: HttpLinkSchema,
  placement: AdvertPlacementSchema.default('side'),
  active: z.boolean().default(true),
  startsAt: WhenSchema,
  endsAt: WhenSchema,
  sortOrder: z.number().int().min(0).max(1000).default(0),
}).strict().refine((a) => !a.startsAt || !a.endsAt || new Date(a.endsAt) > new Date(a.startsAt), { path: ['endsAt'], message: 'must be after startsAt' });
export type AdvertInput = z.input<typeof AdvertInputSchema>;

/** What a page shows: the click goes through clickUrl, which counts it and redirects to the advertiser. */
export const LiveAdvertSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  imageUrl: z.string(),
  clickUrl: z.string(),
  placement: AdvertPlacementSchema,
});
export type LiveAdvert = z.infer<typeof LiveAdvertSchema>;
export const LiveAdvertListSchema = z.object({ data: z.array(LiveAdvertSchema) });
export type LiveAdvertList = z.infer<typeof LiveAdvertListSchema>;
export const LiveAdvertQuerySchema = z.object({ placement: AdvertPlacementSchema.default('side') });

export const AdminAdvertSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  imageUrl: z.string(),
  linkUrl: z.string().nullable(),
  placement: AdvertPlacementSchema,
  active: z.boolean(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  sortOrder: z.number().int(),
  impressions: z.number().int(),
  clicks: z.number().int(),
  /** clicks / impressions, 0 before the first impression. */
  ctr: z.number(),
  /** Shown now: active and within its schedule. */
  live: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminAdvert = z.infer<typeof AdminAdvertSchema>;
export const AdminAdvertListSchema = z.object({ data: z.array(AdminAdvertSchema) });
export type AdminAdvertList = z.infer<typeof AdminAdvertListSchema>;
export const AdvertIdParamsSchema = z.object({ id: z.uuid('must be an advert id') });
