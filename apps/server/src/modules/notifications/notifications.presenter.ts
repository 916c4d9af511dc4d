// Notification row -> the spec's Notification (actionTime, subtitle, title, type, action) plus its id and read mark.
import { NOTIFICATION_MAIL_KINDS, type Notification, type NotificationMailSettings, type NotificationType } from '@redress/contract';
import type { NotificationRow } from './notifications.repository.ts';

export const presentNotification = (n: NotificationRow): Notification => ({
  id: n.id,
  type: n.type as NotificationType,
  title: n.title,
  subtitle: n.subtitle,
  action: n.action,
  actionTime: n.actionTime.toISOString(),
  read: n.readAt !== null,
  forCompany: n.userId === null,
});

/** The profile's e-mail settings: every kind on but the ones turned off. */
export const mailSettingsOf = (off: readonly string[]): NotificationMailSettings =>
  Object.fromEntries(NOTIFICATION_MAIL_KINDS.map((k) => [k, !off.includes(k)])) as NotificationMailSettings;
