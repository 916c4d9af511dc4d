// Complaint domain events -> socket rooms (ARCHITECTURE rule 9). Events carry ids, the action and counts, never who
// acted: clients refetch through the API, whose presenters decide what each viewer sees.
import type { Server } from 'socket.io';
import { COMPLAINT_EVENT, type ComplaintEvent, type ComplaintStatus } from '@redress/contract';
import { rooms } from '../../plugins/realtime.ts';

export interface ComplaintEventInput {
  action: ComplaintEvent['action'];
  complaint: { id: string; companyId: string | null; customerId: string; status: ComplaintStatus; hidden?: boolean };
  votes?: number;
  commentId?: string;
}

/** The spec's message prefix for complaint events (section 4: cpt). */
export const EVENT_PREFIX = 'cpt';

export function toEvent(e: ComplaintEventInput): ComplaintEvent {
  return {
    message: `${EVENT_PREFIX}:${e.action}:${e.complaint.id}`,
    action: e.action,
    complaintId: e.complaint.id,
    ...(e.votes !== undefined ? { votes: e.votes } : {}),
    ...(e.commentId ? { commentId: e.commentId } : {}),
    status: e.complaint.status,
  };
}

/** The rooms an event goes to: its author, its company and, when anyone may see it, the public watchers of the complaint. */
export function roomsOf(e: ComplaintEventInput): string[] {
  const out = [rooms.user(e.complaint.customerId)];
  if (e.complaint.companyId) out.push(rooms.company(e.complaint.companyId));
  const isPublic = e.complaint.hidden === false && e.complaint.status !== 'submitted' && e.complaint.status !== 'flag';
  if (isPublic) out.push(rooms.complaint(e.complaint.id));
  return out;
}

export function createComplaintPublisher(io: Server | undefined): (e: ComplaintEventInput) => void {
  return (e) => {
    if (!io) return;
    io.to(roomsOf(e)).emit(COMPLAINT_EVENT, toEvent(e));
  };
}
