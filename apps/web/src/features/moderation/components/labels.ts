// How moderation states, kinds and history entries read on screen.
import type { ModerationItem, ModerationKind, ModerationState } from '@redress/contract';
import type { ProvenanceOf } from '../../../lib/provenance.ts';

export const KIND_NOUN: Record<ModerationKind, [string, string]> = { complaint: ['complaint', 'complaints'], review: ['review', 'reviews'], rating: ['rating', 'ratings'] };

export const STATE_LOOKS: Record<ModerationState, { label: string; color: 'success' | 'default' | 'warning' | 'error' }> = {
  visible: { label: 'Public', color: 'success' },
  hidden: { label: 'Hidden', color: 'default' },
  flagged: { label: 'Flagged', color: 'warning' },
  removed: { label: 'Deleted', color: 'error' },
};
/** A review's provenance labels' input (Invited or Organic, Verified experience), as its readers see them; null for the other kinds. */
export const provenanceOfItem = (item: ModerationItem): ProvenanceOf | null => (item.source
  ? { source: item.source, verifiedVia: item.verifiedVia, reviewOrganizationDto: { organizationName: item.company?.name ?? 'the company' } }
  : null);

export const STATE_ORDER: ModerationState[] = ['visible', 'hidden', 'flagged', 'removed'];
export const isState = (s: string | null): s is ModerationState => !!s && (STATE_ORDER as string[]).includes(s);

/** "review.moderate.delete" -> "Deleted"; other audit actions read as their last word. */
export function historyLabel(action: string): string {
  const verb = action.split('.').at(-1) ?? action;
  const known: Record<string, string> = { hide: 'Hidden', flag: 'Flagged', restore: 'Restored', delete: 'Deleted', 'auto-flag': 'Flagged by reports', dismiss: 'Reports dismissed', status: 'Status changed', close: 'Closed' };
  return known[verb] ?? verb.replace(/[-_]/g, ' ').replace(/^./, (c) => c.toUpperCase());
}

/** Who reported, as moderators read it (the reporter's own name is shown beside it). */
export function reporterRoleLabel(role: string): string {
  const known: Record<string, string> = { user: 'customer', organization: 'the company\'s owner', employee: 'the company\'s employee' };
  return known[role] ?? role;
}
