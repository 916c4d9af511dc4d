// Users' reports of complaints and reviews (content_reports), owned by moderation: the complaint and review services
// file and settle them through these in their own transactions; moderators dismiss them in moderation.service.ts.
import type { Tx } from '../../db/client.ts';
import * as repo from './moderation.repository.ts';

export type { ReportedKind } from './moderation.repository.ts';

/** Files a user's report in the caller's transaction: undefined when they reported the item already, else the open reports that count. */
export const fileReport = (tx: Tx, kind: repo.ReportedKind, itemId: string, reporterId: string, reason: string) =>
  repo.addReport(tx, kind, itemId, reporterId, reason);

/** Settles the item's open reports in the caller's transaction (a moderator's decision answers them); answers how many. */
export const settleReports = (tx: Tx, kind: repo.ReportedKind, itemId: string, moderatorId: string, at: Date) =>
  repo.settleReports(tx, kind, itemId, moderatorId, at);
