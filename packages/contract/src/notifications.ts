// Notifications (spec sections 2 "Notifications", 3 "Notification", 9): what the bell lists, its unread count, the live
// event that moves it, and the kinds a person may stop getting by e-mail.
import { z } from 'zod';
import { NOTIFICATION_PAGE_SIZE } from './notification-constants.ts';
import { listResponseSchema, PageQuerySchema, type ListResponse } from './pagination.ts';

export { NOTIFICATION_EVENT, NOTIFICATION_PAGE_SIZE, NOTIFICATION_PANEL, NOTIFICATIONS_EMPTY_TEXT } from './notification-constants.ts';

export const NOTIFICATION_TYPES = [
  'company_answer', 'comment', 'reply', 'status', 'closure_request', 'moderation', 'new_complaint', 'new_review', 'new_rating', 'message', 'overdue', 'dispute',
] as const;
export const NotificationTypeSchema = z.enum(NOTIFICATION_TYPES);
export type NotificationType = z.infer<typeof NotificationTypeSchema>;

/** The kinds that also send an e-mail; each can be turned off in the profile's settings. */
export const NOTIFICATION_MAIL_KINDS = ['company_answer', 'status', 'closure_request', 'moderation', 'new_complaint', 'dispute'] as const satisfies readonly NotificationType[];
export const NotificationMailKindSchema = z.enum(NOTIFICATION_MAIL_KINDS);
export type NotificationMailKind = z.infer<typeof NotificationMailKindSchema>;
export const NOTIFICATION_MAIL_LABELS: Record<NotificationMailKind, string> = {
  company_answer: 'A company answers my complaint',
  status: 'The status of my complaint changes',
  closure_request: 'A company asks me to close my complaint',
  moderation: 'A moderator acts on something I posted',
  new_complaint: 'A new complaint about my company',
  dispute: 'A dispute about something I posted, or by my company',
};

/** Which notification e-mails the person gets: true is on (the default). */
export const NotificationMailSettingsSchema = z.object(
  Object.fromEntries(NOTIFICATION_MAIL_KINDS.map((k) => [k, z.boolean()])) as Record<NotificationMailKind, z.ZodBoolean>,
).meta({ id: 'NotificationMailSettings' });
export type NotificationMailSettings = z.infer<typeof NotificationMailSettingsSchema>;

export const NotificationSchema = z
  .object({
    id: z.string().uuid(),
    type: NotificationTypeSchema,
    title: z.string(),
    subtitle: z.string().nullable(),
    /** The path the notification opens (e.g. /complaints/{id}). */
    action: z.string().nullable(),
    actionTime: z.string(),
    read: z.boolean(),
    /** Raised for the person's company rather than the person. */
    forCompany: z.boolean(),
  })
  .meta({ id: 'Notification' });
export type Notification = z.infer<typeof NotificationSchema>;

export const NotificationListQuerySchema = PageQuerySchema.extend({
  size: z.coerce.number().int().min(1).max(50, 'size is at most 50').default(NOTIFICATION_PAGE_SIZE),
});
export type NotificationListQuery = z.input<typeof NotificationListQuerySchema>;

export const NotificationListResponseSchema = listResponseSchema(NotificationSchema).extend({ unread: z.number().int() }).meta({ id: 'NotificationList' });
export type NotificationListResponse = ListResponse<Notification> & { unread: number };

export const NotificationUnreadSchema = z.object({ unread: z.number().int() }).meta({ id: 'NotificationUnread' });
export type NotificationUnread = z.infer<typeof NotificationUnreadSchema>;

export const NotificationIdParamsSchema = z.object({ id: z.string().uuid('must be a notification id') });

export const NotificationsReadAllSchema = z.object({ marked: z.number().int(), unread: z.number().int() }).meta({ id: 'NotificationsReadAll' });
export type NotificationsReadAll = z.infer<typeof NotificationsReadAllSchema>;

/** The live event: the new notification (the bell refetches its unread count). */
export const NotificationEventSchema = z.object({ notification: NotificationSchema, forCompany: z.boolean() });
export type NotificationEvent = z.infer<typeof NotificationEventSchema>;

/** The signed one-click link of a notification e-mail (no session). */
export const NotificationMailUnsubscribeQuerySchema = z.object({
  user: z.string().uuid('must be a user id'),
  kind: NotificationMailKindSchema,
  sig: z.string().min(1, 'is required').max(200),
});
