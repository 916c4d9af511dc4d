// Query keys of the moderation calls: a decision refreshes the kind's lists and the item.
import type { ModerationKind, ModerationState } from '@redress/contract';

/** The query of GET /admin/{kind}/mgt/search as the web app sends it. */
export interface ModerationListParams {
  search?: string;
  state?: ModerationState;
  status?: string;
  /** Only items with open reports by users. */
  reported?: boolean;
  companyId?: string;
  from?: string;
  to?: string;
  page: number;
}

export const moderationKeys = {
  lists: (kind: ModerationKind) => ['moderation', kind, 'list'] as const,
  list: (kind: ModerationKind, q: ModerationListParams) => ['moderation', kind, 'list', q] as const,
  one: (kind: ModerationKind, id: string) => ['moderation', kind, 'one', id] as const,
};
