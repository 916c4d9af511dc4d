// Contact message row -> the admins' DTO.
import type { ContactMessage } from '@redress/contract';
import type { ContactMessageRow } from './contact.repository.ts';

export function presentContactMessage(row: ContactMessageRow): ContactMessage {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    subject: row.subject,
    message: row.message,
    userId: row.userId,
    createdAt: row.createdAt.toISOString(),
    handledAt: row.handledAt ? row.handledAt.toISOString() : null,
  };
}
