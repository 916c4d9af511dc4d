// Complaint statuses as people read them: a label, an AA-contrast colour pair, and the steps of the timeline
// (decisions.md "Complaint lifecycle"). No runtime import from the contract: the labels are the list.
import type { ComplaintStatus } from '@redress/contract';

export interface StatusLook { label: string; color: string; bg: string; text: string }

export const STATUS_LOOKS: Record<ComplaintStatus, StatusLook> = {
  submitted: { label: 'Submitted', color: '#37404d', bg: '#eceff3', text: 'Just posted, being checked before it goes public.' },
  pending: { label: 'Pending', color: '#6b4700', bg: '#fff4d6', text: 'Public, waiting for the company’s first answer.' },
  'in-review': { label: 'In review', color: '#0b4f9c', bg: '#e3f0ff', text: 'The company answered and is working on it.' },
  processed: { label: 'Processed', color: '#5a2ea6', bg: '#efe7ff', text: 'The company says it is solved and waits for the customer.' },
  resolved: { label: 'Resolved', color: '#17632f', bg: '#e2f4e8', text: 'The customer confirmed it is solved.' },
  unresolved: { label: 'Unresolved', color: '#6e3b1c', bg: '#f5e9e1', text: 'Closed without a solution.' },
  overdue: { label: 'Overdue', color: '#a3262c', bg: '#fde4e4', text: 'The company did not answer in time.' },
  flag: { label: 'Flagged', color: '#7a3d00', bg: '#fbe9d6', text: 'Held from public view by moderation.' },
};

/** Every status, in lifecycle order (the filter chips' order). */
export const STATUS_ORDER = Object.keys(STATUS_LOOKS) as ComplaintStatus[];

export const statusLabel = (s: ComplaintStatus) => STATUS_LOOKS[s]?.label ?? s;
export const isStatus = (v: string | null | undefined): v is ComplaintStatus => !!v && v in STATUS_LOOKS;
export const isClosed = (s: ComplaintStatus) => s === 'resolved' || s === 'unresolved';

export type StepState = 'done' | 'current' | 'todo';
export interface TimelineStep { key: string; label: string; state: StepState; tone?: 'alert' | 'success' | 'neutral' }

/**
 * The timeline: submitted/pending -> in review -> processed -> resolved or unresolved. Overdue shows as the
 * waiting step gone late; flag as a held step. A complaint closed straight from pending skips the middle steps.
 */
export function timelineSteps(status: ComplaintStatus): TimelineStep[] {
  const rank: Record<ComplaintStatus, number> = { submitted: 0, pending: 0, overdue: 0, flag: 0, 'in-review': 1, processed: 2, resolved: 3, unresolved: 3 };
  const at = rank[status];
  const state = (i: number): StepState => (i < at ? 'done' : i === at ? 'current' : 'todo');
  const first: TimelineStep = status === 'overdue'
    ? { key: 'overdue', label: 'Overdue', state: 'current', tone: 'alert' }
    : status === 'flag'
      ? { key: 'flag', label: 'Flagged', state: 'current', tone: 'alert' }
      : { key: 'pending', label: status === 'submitted' ? 'Submitted' : 'Waiting for the company', state: state(0) };
  const last: TimelineStep = status === 'unresolved'
    ? { key: 'unresolved', label: 'Unresolved', state: 'current', tone: 'neutral' }
    : { key: 'resolved', label: 'Resolved', state: state(3), tone: status === 'resolved' ? 'success' : undefined };
  return [first, { key: 'in-review', label: 'In review', state: state(1) }, { key: 'processed', label: 'Processed', state: state(2) }, last];
}
